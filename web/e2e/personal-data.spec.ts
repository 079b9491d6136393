import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpIn } from './support/bookings.js';

// Personal data (decisions.md, Ley 21.719): account settings hand a person all of their data as
// one JSON file, and keep their consent to promotional emails with its date.

test.use({ locale: 'en-US' });

test('account settings: promotional consent is given and withdrawn with its date, and “Download my data” saves one JSON file with all of it', async ({
  context,
  page,
}) => {
  const email = await signUpIn(context, 'export');
  await page.goto('/account/settings');

  const consent = page.getByRole('region', { name: 'Promotional emails' });
  const toggle = consent.getByRole('switch', {
    name: 'Send me offers, news and travel ideas by email',
  });
  await expect(consent.getByText('Not subscribed')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(consent.getByText(/^You agreed on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  // Stored, not only drawn: a reload reads it back.
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(consent.getByText(/^You agreed on /)).toBeVisible();
  await toggle.click();
  await expect(consent.getByText(/^You withdrew consent on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(toggle).not.toBeChecked();

  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`arrendo-data-${today}.json`);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    account: {
      promotionalConsent: { current: { granted: boolean }; history: { granted: boolean }[] };
    };
  };
  expect(file.format).toBe('arrendo.personal-data');
  expect(JSON.stringify(file.account)).toContain(email);
  // The current choice and the record of every change.
  expect(file.account.promotionalConsent.current.granted).toBe(false);
  expect(file.account.promotionalConsent.history.map((h) => h.granted)).toEqual([true, false]);
  await expect(
    section.getByText(`Your file arrendo-data-${today}.json has been downloaded.`),
  ).toBeVisible();
});
