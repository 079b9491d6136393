import { isRedirect } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentPage } from '@/features/content/components/content-page';
import { infoPages } from '@/features/content/pages';
import { Route as AntiDiscriminationRoute } from '@/routes/anti-discrimination';
import { fakeUser, i18nReady, renderInRouter, stubApi, testI18n } from '@/test/render-in-router';
import { BecomeAHostPage } from './become-a-host-page';
import { SupportEmailNote } from './support-email-note';

beforeAll(() => i18nReady('en'));
afterEach(async () => {
  vi.restoreAllMocks();
  await testI18n.changeLanguage('en');
});

// Page tests load lazy chunks and markdown; a loaded CI machine needs more than the 5 s default.
describe('BecomeAHostPage', { timeout: 20_000 }, () => {
  it('explains hosting and opens the listing-type chooser, which goes to the wizard', async () => {
    stubApi({});
    renderInRouter(<BecomeAHostPage />, { user: fakeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Become a host' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What you earn' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Arrendo | Become a host'));

    await userEvent.click(screen.getByRole('button', { name: 'Start your listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'What would you like to list?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /A space per hour/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      'at /create-listing?type=experience',
    );
  });
});

describe('information pages', { timeout: 20_000 }, () => {
  it('render in Spanish, with in-app links, and the support address from the site config', async () => {
    stubApi({
      'GET /site': {
        body: {
          supportEmail: 'ayuda@example.cl',
          privacyEmail: 'privacidad@example.cl',
          legalEmail: 'legal@example.cl',
          supportResponseHours: 24,
        },
      },
    });
    await testI18n.changeLanguage('es');
    renderInRouter(
      <ContentPage modules={infoPages} slug="report-concern" after={<SupportEmailNote />} />,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Denunciar un problema' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Si alguien está en peligro, llama primero' }),
    ).toBeTruthy();
    const form = screen.getByRole('link', { name: 'formulario de contacto' });
    expect(form.getAttribute('href')).toBe('/contact');

    const note = await screen.findByTestId('support-email-note');
    expect(note.textContent).toContain('Escríbenos a ayuda@example.cl');
    expect(note.textContent).toContain('Respondemos dentro de 24 horas.');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('mailto:ayuda@example.cl');

    await userEvent.click(form);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('at /contact');
  });
});

describe('/anti-discrimination', () => {
  it('redirects to the canonical /combating-discrimination page', () => {
    let thrown: unknown;
    try {
      void AntiDiscriminationRoute.options.beforeLoad?.({} as never);
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string; replace: boolean } }).options).toMatchObject({
      to: '/combating-discrimination',
      replace: true,
    });
  });
});
