import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { extractCode, waitForEmail } from '@arrendo/infra/testing';

// What the identity specs share: unique accounts, the auth modal driven as a visitor would,
// and accounts made through the API for tests about what comes after sign-up.

export const PASSWORD = 'Secret123!';
export const CSRF = { 'X-Requested-With': 'arrendo' };

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `user-${tag}-${Date.now()}-${counter}@example.com`;
}

/** The modal's texts a helper needs, per interface language. */
export interface Texts {
  menuLogIn: string;
  logOut: string;
  emailLabel: string;
  continueEmail: string;
  passwordLabel: string;
  confirmLabel: string;
}

export const EN: Texts = {
  menuLogIn: 'Log in or sign up',
  logOut: 'Log out',
  emailLabel: 'Email',
  continueEmail: 'Continue',
  passwordLabel: 'Password',
  confirmLabel: 'Confirm password',
};

export const ES: Texts = {
  menuLogIn: 'Inicia sesión o regístrate',
  logOut: 'Cerrar sesión',
  emailLabel: 'Correo electrónico',
  continueEmail: 'Continúa',
  passwordLabel: 'Contraseña',
  confirmLabel: 'Confirmar contraseña',
};

export async function openAuthModal(page: Page, texts: Texts = EN) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: texts.menuLogIn }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function submitEmail(page: Page, email: string, texts: Texts = EN) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(texts.emailLabel, { exact: true }).fill(email);
  await dialog.getByRole('button', { name: texts.continueEmail, exact: true }).click();
}

/** The modal is already open (a guard opened it): e-mail, then password, then log in. */
export async function logInInOpenModal(page: Page, email: string, password = PASSWORD) {
  await submitEmail(page, email);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function typeCode(page: Page, code: string, firstBoxLabel = 'Digit 1 of 6') {
  await page.getByRole('dialog').getByLabel(firstBoxLabel).click();
  // One key at a time: focus has to advance by itself from box to box.
  await page.keyboard.type(code);
}

export async function expectSignedIn(page: Page, texts: Texts = EN) {
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('account-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: texts.logOut })).toBeVisible();
  await page.keyboard.press('Escape');
}

export async function logOut(page: Page) {
  await page.getByTestId('account-menu-trigger').click();
  // Logging out goes to / and reloads the page (spec §4).
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: 'Log out' }).click(),
  ]);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByTestId('account-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: 'Log in or sign up' })).toBeVisible();
  await page.keyboard.press('Escape');
}

export async function logIn(page: Page, email: string, password: string) {
  await openAuthModal(page);
  await submitEmail(page, email);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * A verified account made through the API. Verifying signs in the context `request` belongs
 * to: `page.request` leaves the page signed in, the `request` fixture does not.
 */
export async function createVerifiedUser(request: APIRequestContext, email: string): Promise<void> {
  const registered = await request.post('/api/auth/register', {
    headers: CSRF,
    data: {
      email,
      password: PASSWORD,
      locale: 'en',
      firstName: 'Ana',
      lastName: 'Pérez',
      birthday: '1990-05-15',
      countryCode: 'CL',
      phoneNumber: '912345678',
      acceptsPromotions: false,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await waitForEmail({ to: email, subjectIncludes: 'verification code' });
  const verified = await request.post('/api/auth/verify-email', {
    headers: CSRF,
    data: { email, code: extractCode(mail.text) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
