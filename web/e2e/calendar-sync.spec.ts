import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { appReady } from './support/app-ready.js';
import { daysFromToday, hostWithListing } from './support/bookings.js';

// Issue 27: a host keeps Arrendo in step with another calendar. The listing's export address
// answers an iCalendar a real parser reads; a calendar served from this machine (as Airbnb would
// serve it) is followed from the availability page, and its days show busy and stop being
// bookable; a changed feed moves them on 'Refresh now'.

test.describe.configure({ timeout: 180_000 });

const compact = (date: string) => date.replaceAll('-', '');
const feedOf = (...ranges: [string, string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
    ...ranges.flatMap(([start, end], i) => [
      'BEGIN:VEVENT',
      `UID:e2e-${i}-${start}@airbnb.test`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(end)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

let server: Server;
let feed = '';

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('a host exports the listing’s calendar and follows another one', async ({
  browser,
  request,
}) => {
  const host = await hostWithListing(browser, 'home');
  const { id } = host.listing;
  const page = await host.context.newPage();
  await page.goto(`/manage-listings/${id}/availability`);
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Calendar sync' })).toBeVisible();

  // The export address answers an iCalendar, read here by a parser of its own.
  const exportUrl = await page.getByRole('textbox', { name: 'Export address' }).inputValue();
  const exported = await request.get(new URL(exportUrl).pathname);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toContain('text/calendar');
  expect(new ICAL.Component(ICAL.parse(await exported.text())).name).toBe('vcalendar');

  // Follow a calendar that holds three nights.
  const [a, b, c, d] = [20, 21, 22, 23].map(daysFromToday) as [string, string, string, string];
  feed = feedOf([a, d]);
  const port = (server.address() as AddressInfo).port;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Airbnb');
  await page.getByRole('textbox', { name: 'iCal address' }).fill(`http://127.0.0.1:${port}/a.ics`);
  await page.getByRole('button', { name: 'Add calendar' }).click();
  const followed = page.getByRole('listitem', { name: 'Airbnb' });
  await expect(followed).toBeVisible();
  await expect(followed).toContainText('1 busy period');

  const unavailable = async () => {
    const reply = await request.get(`/api/properties/${id}/availability?from=${a}&to=${d}`);
    return ((await reply.json()) as { unavailableDates: string[] }).unavailableDates;
  };
  expect(await unavailable()).toEqual([a, b, c]);
  // The month grid names those days busy in Airbnb (moving to their month if needed).
  const cell = page.locator(`[data-date="${b}"]`);
  for (let i = 0; i < 2 && (await cell.count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).first().click();
  }
  await expect(cell.first()).toHaveAttribute('data-state', 'imported');
  await expect(cell.first()).toHaveAttribute('aria-label', /busy in Airbnb/);

  // Airbnb's calendar changes: one night only now.
  feed = feedOf([c, d]);
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect.poll(unavailable).toEqual([c]);

  // An address that is not a calendar is refused on its field.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Web');
  await page.getByRole('textbox', { name: 'iCal address' }).fill('ftp://example.com/cal.ics');
  await page.getByRole('button', { name: 'Add calendar' }).click();
  await expect(page.getByRole('textbox', { name: 'iCal address' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Stop following it: the night is free again.
  await followed.getByRole('button', { name: 'Remove Airbnb' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove calendar' }).click();
  await expect(followed).toBeHidden();
  await expect.poll(unavailable).toEqual([]);
  await host.context.close();
});
