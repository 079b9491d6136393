import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminSettings, PlatformFees } from '@arrendo/contracts/web';
import {
  createVerifiedUser,
  CSRF,
  logInInOpenModal,
  PASSWORD,
  uniqueEmail,
} from './support/auth.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations): /admin/settings changes the service fee, the VAT display
// default, the hold minutes and the request expiry; each applies at once. The settings are the
// whole platform's: whatever this spec changes it puts back, even when it fails.

test.use({ locale: 'en-US' });

async function operator(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('settings');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  return email;
}

async function settingsOf(page: Page): Promise<AdminSettings> {
  const res = await page.request.get('/api/admin/settings');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminSettings;
}

test('an admin changes the settings, sees field errors in words, and the platform follows', async ({
  page,
  request,
}) => {
  const admin = await operator(request);
  await page.goto('/admin/settings');
  await logInInOpenModal(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeVisible();
  const original = await settingsOf(page);

  const fee = page.getByLabel('Service fee (%)');
  const hold = page.getByLabel('Checkout hold (minutes)');
  const expiry = page.getByLabel('Time for hosts to answer a request (hours)');
  const taxDefault = page.getByRole('switch', { name: 'Show prices with taxes by default' });
  await expect(fee).toHaveValue(String(original.serviceFeePercent));
  await expect(hold).toHaveValue(String(original.holdMinutes));
  await expect(expiry).toHaveValue(String(original.requestExpiryHours));

  try {
    // Out of bounds: refused on the page, in words, and nothing is saved.
    await fee.fill('31');
    await hold.fill('4');
    await expiry.fill('80');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a fee of at most 30%.')).toBeVisible();
    await expect(page.getByText('Enter at least 5 minutes.')).toBeVisible();
    await expect(page.getByText('Enter at most 72 hours.')).toBeVisible();
    expect(await settingsOf(page)).toEqual(original);

    await fee.fill('12.5');
    await hold.fill('20');
    await expiry.fill('36');
    await taxDefault.click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. They apply from now on.')).toBeVisible();
    await expect(page.getByText(/^Last changed/)).toHaveCount(2);

    // Every visitor's prices follow: the public fees carry the new fee and the toggle's default.
    const fees = (await (await page.request.get('/api/fees')).json()) as PlatformFees;
    expect(fees).toMatchObject({
      serviceFeePercent: 12.5,
      showTaxIncludedByDefault: !original.showTaxIncludedByDefault,
    });

    // A reload shows what was saved.
    await page.reload();
    await expect(fee).toHaveValue('12.5');
    await expect(hold).toHaveValue('20');
    await expect(expiry).toHaveValue('36');
    await expect(taxDefault).toHaveAttribute(
      'aria-checked',
      String(!original.showTaxIncludedByDefault),
    );
  } finally {
    const restored = await page.request.put('/api/admin/settings', {
      headers: CSRF,
      data: {
        serviceFeePercent: original.serviceFeePercent,
        showTaxIncludedByDefault: original.showTaxIncludedByDefault,
        holdMinutes: original.holdMinutes,
        requestExpiryHours: original.requestExpiryHours,
      },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('the page and its field errors speak Spanish', async ({ page, request }) => {
    const admin = await operator(request);
    // Signed in through the API on the page's own cookie jar: the modal's texts are not the point.
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF,
      data: { email: admin, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configuración de la plataforma' }),
    ).toBeVisible();
    await page.getByLabel('Bloqueo durante el pago (minutos)').fill('90');
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByText('Ingresa 60 minutos como máximo.')).toBeVisible();
  });
});
