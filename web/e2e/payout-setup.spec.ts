import { expect, test, type Page } from '@playwright/test';
import { extractCode, waitForEmail } from '@arrendo/infra/testing';
import { appReady } from './support/app-ready.js';
import { signUpIn } from './support/bookings.js';

// Issue 27: a host sets up where they are paid. Bad RUT and bank data are refused with clear
// messages, in the host's language; a good account waits for the code emailed to the account's
// own address; the dashboard's 'Complete Your Setup' prompt goes once payouts are set up.

test.describe.configure({ timeout: 120_000 });

async function fillAccount(
  page: Page,
  account: { rut: string; holder: string; bank: string; type: string; number: string },
) {
  await page.getByRole('textbox', { name: 'RUT' }).fill(account.rut);
  await page.getByRole('textbox', { name: 'Account holder name' }).fill(account.holder);
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: account.bank });
  await page.getByRole('radio', { name: account.type }).check();
  await page.getByRole('textbox', { name: 'Account number' }).fill(account.number);
}

test('a host adds a bank account, confirmed by the code sent to their email', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const email = await signUpIn(context, 'host-payout');
  const page = await context.newPage();

  // The phone dashboard asks for the setup until it is done.
  await page.goto('/host/dashboard');
  await appReady(page);
  const prompt = page.getByRole('region', { name: 'Complete Your Setup' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Add bank details' }).click();
  await expect(page).toHaveURL(/\/payment-setup$/);

  // A RUT whose check digit is wrong, no bank and a number with letters: each field says why,
  // and no code is sent.
  await fillAccount(page, {
    rut: '12.345.678-9',
    holder: 'Hugo Pérez',
    bank: 'BancoEstado (012)',
    type: 'Checking account',
    number: '12ab',
  });
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Send confirmation code' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter a valid RUT (for example 12.345.678-5)' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose your bank' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter the account number: 4 to 20 digits' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'RUT' })).toHaveAttribute('aria-invalid', 'true');

  await fillAccount(page, {
    rut: '12.345.678-5',
    holder: 'Hugo Pérez',
    bank: 'BancoEstado (012)',
    type: 'Demand account (Cuenta vista / CuentaRUT)',
    number: '12345678',
  });
  await page.getByRole('button', { name: 'Send confirmation code' }).click();
  await expect(page.getByRole('group', { name: 'Confirmation code' })).toBeVisible();
  await expect(page.getByText(/u•••@example\.com/)).toBeVisible();

  // A wrong code is refused and nothing changes.
  const mail = await waitForEmail({
    to: email,
    subjectIncludes: 'Confirm your new payout account',
  });
  const code = extractCode(mail.text);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/attempts? left/)).toBeVisible();
  const before = await context.request.get('/api/payouts/setup');
  expect((await before.json()).ready).toBe(false);

  for (let i = 1; i <= 6; i += 1) await page.getByLabel(`Digit ${i} of 6`).fill('');
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payout account confirmed')).toBeVisible();
  const account = page.getByRole('region', { name: 'Your bank account' });
  await expect(account).toContainText('BancoEstado');
  await expect(account).toContainText('5678');
  await expect(account).not.toContainText('12345678');
  await expect(account).not.toContainText('12.345.678');

  // The dashboard no longer asks.
  await page.goto('/host/dashboard');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complete Your Setup' })).toHaveCount(0);
  await context.close();
});

test('the form speaks Spanish to a Spanish-speaking host', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-CL' });
  await signUpIn(context, 'host-payout-es', 'es');
  const page = await context.newPage();
  await page.goto('/payment-setup');
  await appReady(page);
  await page.getByRole('textbox', { name: 'RUT' }).fill('11.111.111-2');
  await page.getByRole('button', { name: 'Enviar código de confirmación' }).click();
  await expect(page.getByRole('textbox', { name: 'RUT' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Nombre del titular' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Enter a valid RUT (for example 12.345.678-5)')).toHaveCount(0);
  await context.close();
});
