import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractCode, waitForEmail } from './support/mailbox.js';

// Issue 3 (Identity): sign-up, verification by a real e-mailed code, log-in, guards and password
// reset, driven through the auth modal as a visitor would. Texts are the spec's acceptance texts.

const PASSWORD = 'Secret123!';
const CSRF = { 'X-Requested-With': 'arrendo' };

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `user-${tag}-${Date.now()}-${counter}@example.com`;
}

interface Texts {
  menuLogIn: string;
  logOut: string;
  emailLabel: string;
  continueEmail: string;
  passwordLabel: string;
  confirmLabel: string;
}

const EN: Texts = {
  menuLogIn: 'Log in or sign up',
  logOut: 'Log out',
  emailLabel: 'Email',
  continueEmail: 'Continue',
  passwordLabel: 'Password',
  confirmLabel: 'Confirm password',
};

async function openAuthModal(page: Page, texts: Texts = EN) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: texts.menuLogIn }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitEmail(page: Page, email: string, texts: Texts = EN) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(texts.emailLabel, { exact: true }).fill(email);
  await dialog.getByRole('button', { name: texts.continueEmail, exact: true }).click();
}

async function typeCode(page: Page, code: string, firstBoxLabel = 'Digit 1 of 6') {
  await page.getByRole('dialog').getByLabel(firstBoxLabel).click();
  // One key at a time: focus has to advance by itself from box to box.
  await page.keyboard.type(code);
}

async function expectSignedIn(page: Page, texts: Texts = EN) {
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('account-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: texts.logOut })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function logOut(page: Page) {
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

async function logIn(page: Page, email: string, password: string) {
  await openAuthModal(page);
  await submitEmail(page, email);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A verified account made through the API, for tests about what comes after sign-up. */
async function createVerifiedUser(request: APIRequestContext, email: string): Promise<void> {
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
      optOutPromotions: false,
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

test.describe('identity (English)', () => {
  test.use({ locale: 'en-US' });

  test('sign up with an e-mailed code, log out, wrong password, log in again', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    const dialog = await openAuthModal(page);
    await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

    // Email step validation (spec §5).
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByText('Please enter your email address')).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    await submitEmail(page, email);
    await expect(dialog.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Finish signing up' })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);

    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(dialog.getByText('Very strong')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill('Different1!');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    // Complete profile.
    await expect(dialog.getByRole('heading', { name: 'Finish signing up' })).toBeVisible();
    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Last name').fill('Pérez');
    await dialog.getByLabel('Birth date').fill('1990-05-15');
    await expect(dialog.getByLabel('Country code')).toHaveValue('CL');
    await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await dialog.getByLabel('Phone number').fill('912345678');
    const since = new Date();
    await dialog.getByRole('button', { name: 'Agree and continue' }).click();

    // Verify the code that arrived by SMTP.
    await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(dialog.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible();
    const mail = await waitForEmail({ to: email, subjectIncludes: 'verification code', since });
    await typeCode(page, extractCode(mail.text));
    await dialog.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expectSignedIn(page);

    await logOut(page);

    await logIn(page, email, 'WrongPassword1!');
    await expect(page.getByRole('dialog').getByText('Incorrect email or password')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await expectSignedIn(page);
  });

  test('a guarded route opens the login modal and lands there after log-in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('guard');
    await createVerifiedUser(request, email);

    await page.goto('/profile');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await submitEmail(page, email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible();
  });

  test('/login opens the login modal and returns to its redirect after log-in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('login-route');
    await createVerifiedUser(request, email);

    await page.goto('/login?redirect=%2Faccount%2Fsettings');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await submitEmail(page, email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account/settings');
  });

  test('account settings: deleting the account shows the green banner', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('delete');
    await createVerifiedUser(request, email);

    await page.goto('/account/settings');
    await submitEmail(page, email);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account/settings');
    await expect(page.getByTestId('account-email')).toHaveText(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('Your profile has been completely deleted.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.getByTestId('account-menu-trigger').click();
    await expect(page.getByRole('menuitem', { name: 'Log in or sign up' })).toBeVisible();
  });

  test('forgot password end to end, then the recovery link', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await createVerifiedUser(request, email);
    const newPassword = 'Brand-new-2!';

    await page.goto('/');
    const dialog = await openAuthModal(page);
    await submitEmail(page, email);
    await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    const since = new Date();
    await dialog.getByRole('button', { name: 'Send reset instructions' }).click();

    await expect(dialog.getByRole('heading', { name: 'Create new password' })).toBeVisible();
    const mail = await waitForEmail({ to: email, subjectIncludes: 'password reset code', since });
    await typeCode(page, extractCode(mail.text));
    await dialog.getByLabel('New password').fill(newPassword);
    await dialog.getByLabel('Confirm password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated')).toBeVisible();
    await expectSignedIn(page);

    await logOut(page);
    await logIn(page, email, newPassword);
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await expectSignedIn(page);
    await logOut(page);

    // The recovery link opens the reset form directly with the e-mail filled in.
    const since2 = new Date();
    const asked = await request.post('/api/auth/codes', {
      headers: CSRF,
      data: { email, purpose: 'reset_password', locale: 'en' },
    });
    expect(asked.status()).toBe(202);
    const mail2 = await waitForEmail({
      to: email,
      subjectIncludes: 'password reset code',
      since: since2,
    });
    await page.goto(`/?type=recovery&email=${encodeURIComponent(email)}`);
    await expect(dialog.getByRole('heading', { name: 'Create new password' })).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
    await typeCode(page, extractCode(mail2.text));
    await dialog.getByLabel('New password').fill(PASSWORD);
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expectSignedIn(page);
    await expect(page).not.toHaveURL(/type=recovery/);
  });
});

test.describe('admin role', () => {
  test.use({ locale: 'en-US' });

  test('non-admins get 403; the bootstrap token makes the first admin', async ({
    page,
    request,
  }) => {
    const token = process.env.E2E_ADMIN_BOOTSTRAP_TOKEN;
    expect(token, 'the global setup exports the bootstrap token').toBeTruthy();
    const email = uniqueEmail('admin');
    await createVerifiedUser(request, email);

    await page.goto('/admin/users');
    await submitEmail(page, email);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
    await page.getByTestId('account-menu-trigger').click();
    await expect(page.getByRole('menuitem', { name: 'Admin Tools' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin/bootstrap');
    await page.getByLabel('Bootstrap token').fill('not-the-token');
    await page.getByRole('button', { name: 'Become admin' }).click();
    await expect(page.getByText('The bootstrap token is not valid')).toBeVisible();
    await page.getByLabel('Bootstrap token').fill(token ?? '');
    await page.getByRole('button', { name: 'Become admin' }).click();
    await expect(page.getByText('An admin already exists')).toBeVisible();

    await page.getByTestId('account-menu-trigger').click();
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Admin Tools' }).click();
    await page.getByRole('link', { name: /Users/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
    await page.getByLabel('Search by email or name').fill(email);
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: `Admin role for ${email}` })).toBeChecked();
  });
});

test.describe('identity (Spanish)', () => {
  test.use({ locale: 'es-CL' });

  const ES: Texts = {
    menuLogIn: 'Inicia sesión o regístrate',
    logOut: 'Cerrar sesión',
    emailLabel: 'Correo electrónico',
    continueEmail: 'Continúa',
    passwordLabel: 'Contraseña',
    confirmLabel: 'Confirmar contraseña',
  };

  test('sign-up shows the Spanish texts and the code arrives in Spanish', async ({ page }) => {
    const email = uniqueEmail('es');
    await page.goto('/');
    const dialog = await openAuthModal(page, ES);
    await expect(dialog.getByRole('heading', { name: 'Inicia sesión o regístrate' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continúa con Google' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continúa con Apple' })).toBeVisible();

    await submitEmail(page, email, ES);
    await expect(dialog.getByRole('heading', { name: 'Termina de registrarte' })).toBeVisible();
    await dialog.getByLabel(ES.passwordLabel, { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Mostrar' }).first().click();
    await expect(dialog.getByRole('button', { name: 'Ocultar' })).toBeVisible();
    await expect(dialog.getByText('Muy fuerte')).toBeVisible();
    await dialog.getByLabel(ES.confirmLabel).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();

    await dialog.getByLabel('Nombre').fill('Ana');
    await dialog.getByLabel('Apellido').fill('Pérez');
    await dialog.getByLabel('Fecha de nacimiento').fill('1990-05-15');
    await expect(dialog.getByRole('option', { name: 'Chile (+56)' })).toBeAttached();
    await dialog.getByLabel('Número de teléfono').fill('912345678');
    const since = new Date();
    await dialog.getByRole('button', { name: 'Aceptar y continuar' }).click();

    await expect(
      dialog.getByRole('heading', { name: 'Verifica tu correo electrónico' }),
    ).toBeVisible();
    await expect(
      dialog.getByText(`Ingresa el código de 6 dígitos enviado a ${email}`),
    ).toBeVisible();
    const mail = await waitForEmail({
      to: email,
      subjectIncludes: 'código de verificación',
      since,
    });
    await typeCode(page, extractCode(mail.text), 'Dígito 1 de 6');
    await dialog.getByRole('button', { name: 'Verificar correo' }).click();
    await expect(page.getByText('¡Correo electrónico verificado correctamente!')).toBeVisible();
    await expectSignedIn(page, ES);
  });
});
