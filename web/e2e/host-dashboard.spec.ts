import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  moneyPattern,
  payThroughApi,
  publishListing,
  signUpIn,
  waitForStatus,
  type Booking,
} from './support/bookings.js';
import { appReady } from './support/app-ready.js';

// Issue 27: the host's dashboard on a phone and on a desktop, its figures checked against what
// the test computes itself from the bookings it made, the day's dialog, and a host who never
// sees another's bookings.

test.describe.configure({ timeout: 180_000 });

interface Made {
  booking: Booking;
  /** The local days it covers: a stay its nights, a session its date. */
  days: string[];
  start: string;
  kind: 'stay' | 'hourly';
}

function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T12:00:00Z`); d.toISOString().slice(0, 10) < to;) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

async function paidBooking(
  guest: APIRequestContext,
  body: Record<string, unknown>,
): Promise<Booking> {
  const held = await holdThroughApi(guest, body);
  await payThroughApi(guest, held.id);
  await waitForStatus(guest, held.id, 'confirmed');
  return held;
}

/** A figure's card on the page (a list item named by its label). */
const figure = (page: Page, label: string) => page.getByRole('listitem', { name: label });

test('a host reads true figures, the month and a day of their business, on desktop and phone', async ({
  browser,
}) => {
  const host = await hostWithListing(browser, 'home');
  const studio = await publishListing(
    host.context.request,
    'experience',
    `Studio ${randomUUID().slice(0, 8)}`,
  );
  const guestContext = await browser.newContext();
  await signUpIn(guestContext, 'guest');
  const guest = guestContext.request;

  const made: Made[] = [];
  const stay = async (from: number, nights: number) => {
    const checkIn = daysFromToday(from);
    const checkOut = daysFromToday(from + nights);
    const booking = await paidBooking(guest, {
      propertyId: host.listing.id,
      checkIn,
      checkOut,
      guests: 2,
    });
    made.push({ booking, days: datesOf(checkIn, checkOut), start: checkIn, kind: 'stay' });
  };
  await stay(2, 2);
  await stay(30, 3);
  const sessionDate = daysFromToday(3);
  const session = await paidBooking(guest, {
    propertyId: studio.id,
    date: sessionDate,
    startTime: '10:00',
    hours: 2,
    guests: 3,
  });
  made.push({ booking: session, days: [sessionDate], start: sessionDate, kind: 'hourly' });

  // The figures, computed here from the bookings (the host earns each one's base). "This month"
  // is the device's: the browser's local date.
  const page = await host.context.newPage();
  await page.goto('/');
  const today = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  const month = today.slice(0, 7);
  const base = (m: Made) => m.booking.quote.base.amount;
  const monthRevenue = made
    .filter((m) => m.start.startsWith(month))
    .reduce((s, m) => s + base(m), 0);
  const totalRevenue = made.reduce((s, m) => s + base(m), 0);
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const nights = new Set(
    made.filter((m) => m.kind === 'stay').flatMap((m) => m.days.filter((d) => d.startsWith(month))),
  );
  const occupancy = Math.round((nights.size / daysInMonth) * 100);

  // Desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/host');
  await expect(page).toHaveURL(/\/host\/dashboard/);
  await appReady(page);
  await expect(figure(page, 'Monthly Revenue')).toContainText(moneyPattern(monthRevenue));
  await expect(figure(page, 'Total Revenue')).toContainText(moneyPattern(totalRevenue));
  await expect(figure(page, 'Upcoming')).toContainText(String(made.length));
  await expect(figure(page, 'Occupancy Rate')).toContainText(`${occupancy}%`);
  await expect(page.getByRole('heading', { name: 'Booking Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Properties' })).toBeVisible();
  await expect(page.getByText(host.listing.title).first()).toBeVisible();
  await expect(page.getByText(studio.title).first()).toBeVisible();
  await expect(page.locator('td[aria-current="date"]')).toHaveAttribute('data-date', today);

  // The session's day: the calendar shows the month it falls in, then its dialog.
  if (!sessionDate.startsWith(month)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const cell = page.locator(`td[data-date="${sessionDate}"]`);
  await expect(cell).toContainText(studio.title);
  await cell.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Bookings for / })).toBeVisible();
  const experiences = dialog.getByRole('region', { name: 'Experiences' });
  await expect(experiences).toContainText(studio.title);
  await expect(experiences).toContainText('3 guests');
  await expect(experiences).toContainText('2 hours');
  await expect(experiences).toContainText('Ana');
  await expect(experiences).toContainText(moneyPattern(base(made[2] as Made)));
  // The first stay covers this night too (check-in two days from now, two nights).
  const stays = dialog.getByRole('region', { name: 'Stays' });
  const coveredByStay = (made[0] as Made).days.includes(sessionDate);
  if (coveredByStay) await expect(stays).toContainText(host.listing.title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await appReady(page);
  await expect(figure(page, 'Monthly Revenue')).toContainText(moneyPattern(monthRevenue));
  await expect(figure(page, 'Upcoming')).toContainText(String(made.length));
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Add New/ })).toHaveAttribute(
    'href',
    '/create-listing',
  );

  // Another host sees none of it: not in the page, not through the API.
  const other = await hostWithListing(browser, 'home');
  const theirs = await other.context.newPage();
  await theirs.goto('/host/dashboard');
  await appReady(theirs);
  await expect(figure(theirs, 'Total Revenue')).toContainText(moneyPattern(0));
  await expect(theirs.getByText(host.listing.title)).toHaveCount(0);
  const day = await other.context.request.get(`/api/host/dashboard/days/${sessionDate}`);
  expect(day.status()).toBe(200);
  expect(((await day.json()) as { bookings: unknown[] }).bookings).toEqual([]);

  await Promise.all([host.context, guestContext, other.context].map((c) => c.close()));
});

test('a new host without listings is invited to create one, in Spanish too', async ({
  browser,
}) => {
  // A browser in Spanish: the interface's language is the browser's (spec §1).
  const context = await browser.newContext({ locale: 'es-CL' });
  await signUpIn(context, 'host-new', 'es');
  const page = await context.newPage();
  await page.goto('/host/dashboard');
  await appReady(page);
  await expect(page.getByText('Aún no tienes propiedades')).toBeVisible();
  await expect(
    page.getByText('Agrega tu primera propiedad para empezar a recibir huéspedes'),
  ).toBeVisible();
  // The empty state's button and the quick action: both create a listing.
  const create = page.getByRole('link', { name: 'Crear anuncio' });
  await expect(create.first()).toBeVisible();
  for (const link of await create.all()) {
    await expect(link).toHaveAttribute('href', '/create-listing');
  }
  await context.close();
});
