import { expect, test } from '@playwright/test';
import { extractCode, waitForEmail } from '@arrendo/infra/testing';
import { refuseChunk } from './support/page-state.js';
import {
  ES,
  PASSWORD,
  expectSignedIn,
  logIn,
  logOut,
  openAuthModal,
  submitEmail,
  typeCode,
  uniqueEmail,
} from './support/auth.js';

// Issue 3 (Identity): sign-up through the auth modal with verification by a real e-mailed code,
// in both languages. Texts are the spec's acceptance texts.

test.describe('sign-up (English)', () => {
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
    // The error is tied to its field for assistive technology.
    await expect(dialog.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
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
    // Promotional messages are opted into, never presumed (Ley 21.719): the box starts unticked.
    const promotions = dialog.getByLabel('I want to receive promotional messages from Arrendo.');
    await expect(promotions).not.toBeChecked();
    await promotions.check();
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
    // What was ticked is what the settings show, dated.
    await page.goto('/account/settings');
    const consent = page.getByRole('region', { name: 'Promotional emails' });
    await expect(consent.getByText(/^You agreed on \w+ \d{1,2}, \d{4}$/)).toBeVisible();

    await logOut(page);

    await logIn(page, email, 'WrongPassword1!');
    await expect(page.getByRole('dialog').getByText('Incorrect email or password')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await expectSignedIn(page);
  });
});

test("the log-in dialog's code cannot be fetched: a toast, the page stays, the next click opens it", async ({
  page,
}) => {
  const restore = await refuseChunk(page, 'auth-modal');
  await page.goto('/help/payments');
  const heading = page.getByRole('heading', { level: 1, name: 'Payments and Refunds' });
  await expect(heading).toBeVisible();
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  await logIn.click();
  await expect(
    page.getByText("We couldn't open that. Check your connection and try again."),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(heading).toBeVisible();
  restore();
  await logIn.click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Log in or sign up' }),
  ).toBeVisible();
});

test.describe('sign-up (Spanish)', () => {
  test.use({ locale: 'es-CL' });

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
    await expect(
      dialog.getByLabel('Quiero recibir mensajes promocionales de Arrendo.'),
    ).not.toBeChecked();
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
    // Left unticked, no consent is stored.
    await page.goto('/account/settings');
    const consent = page.getByRole('region', { name: 'Correos promocionales' });
    await expect(consent.getByText('Sin suscripción')).toBeVisible();
  });
});

// A sign-in through Google that came back without a session lands on `/?authError=<reason>`
// (bff/src/routes/api/auth/oauth.ts); the page says why, in the visitor's language.
test.describe('a social sign-in that failed', () => {
  test.use({ locale: 'es-CL' });

  test('a suspended account is told why it is not signed in, until it dismisses it', async ({
    page,
  }) => {
    await page.goto('/?authError=account_suspended');
    const banner = page.getByTestId('auth-error-banner');
    await expect(banner).toContainText('Esta cuenta está suspendida');
    await banner.getByRole('button', { name: 'Cerrar' }).click();
    await expect(banner).toHaveCount(0);
    await page.goto('/?authError=oauth_cancelled&lng=en');
    await expect(page.getByTestId('auth-error-banner')).toContainText(
      'Sign-in with Google was cancelled',
    );
  });
});
