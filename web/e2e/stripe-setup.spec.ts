import { expect, test } from '@playwright/test';
import { appReady } from './support/app-ready.js';
import { CSRF } from './support/auth.js';
import { signUpIn } from './support/bookings.js';

// `/stripe-setup`: Stripe Connect onboarding for hosts outside Chile. Stripe's self-serve payouts
// do not reach Chilean bank accounts, so a host in Chile (the default) is sent to the bank
// details. This stack runs without Stripe keys: the page says Stripe is not set up on the server
// for a country Stripe would pay out to, and opens nothing.

test.describe.configure({ timeout: 120_000 });

test('a host in Chile is sent to the bank details; elsewhere the page says Stripe is not set up here', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpIn(context, 'host-stripe');
  const page = await context.newPage();

  // From the bank details, the way for hosts outside Chile.
  await page.goto('/payment-setup');
  await appReady(page);
  await page.getByRole('link', { name: 'Get paid with Stripe' }).click();
  await expect(page).toHaveURL(/\/stripe-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get paid with Stripe' })).toBeVisible();
  await expect(page).toHaveTitle('Arrendo | Get paid with Stripe');

  const country = page.getByRole('combobox', { name: 'Where is your bank account?' });
  await expect(country).toHaveValue('CL');
  const chile = page.getByRole('region', {
    name: "Stripe can't pay out to Chilean bank accounts",
  });
  await expect(chile).toContainText("Stripe's payouts don't reach bank accounts in Chile.");
  await expect(page.getByRole('button', { name: 'Continue to Stripe' })).toHaveCount(0);

  // A country Stripe pays out to, on a server without Stripe keys: said, and nothing to press.
  await country.selectOption({ label: 'France' });
  const notSetUp = page.getByRole('region', { name: 'Stripe is not set up on this server' });
  await expect(notSetUp).toBeVisible();
  await expect(notSetUp).toContainText("can't be set up here right now");
  await expect(page.getByRole('button', { name: 'Continue to Stripe' })).toHaveCount(0);
  await expect(chile).toHaveCount(0);

  // The API behind it: 503 for the status, and Chile refused before anything else.
  const status = await context.request.get('/api/payouts/stripe');
  expect(status.status()).toBe(503);
  expect((await status.json()).error.message).toBe('Stripe is not set up on this server.');
  const chileStart = await context.request.post('/api/payouts/stripe/onboarding', {
    headers: CSRF,
    data: { country: 'CL' },
  });
  expect(chileStart.status()).toBe(409);

  // Back to Chile: the bank details are one tap away.
  await country.selectOption({ label: 'Chile' });
  await chile.getByRole('link', { name: 'Add your bank details' }).click();
  await expect(page).toHaveURL(/\/payment-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
  await context.close();
});

test('the page speaks Spanish on a wide screen, back from Stripe too', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'es-CL',
    viewport: { width: 1280, height: 800 },
  });
  await signUpIn(context, 'host-stripe-es', 'es');
  const page = await context.newPage();
  await page.goto('/stripe-setup?return=1');
  await appReady(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recibe tus pagos con Stripe' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Stripe no puede pagar a cuentas bancarias chilenas' }),
  ).toBeVisible();
  await page
    .getByRole('combobox', { name: '¿Dónde está tu cuenta bancaria?' })
    .selectOption({ label: 'Alemania' });
  await expect(
    page.getByRole('region', { name: 'Stripe no está configurado en este servidor' }),
  ).toBeVisible();
  await expect(page.getByText('Stripe is not set up on this server')).toHaveCount(0);
  await context.close();
});
