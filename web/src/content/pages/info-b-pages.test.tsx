import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ContentPage } from '@/features/content/components/content-page';
import { SiteMapPage } from '@/features/content/components/site-map-page';
import { SupportEmailBox } from '@/features/content/components/support-email-box';
import { infoPages } from '@/features/content/pages';
import { i18nReady, renderInRouter, stubApi, testI18n } from '@/test/render-in-router';

const SITE = {
  supportEmail: 'prensa-test@arrendo.cl',
  privacyEmail: 'privacidad@arrendo.cl',
  legalEmail: 'legal@arrendo.cl',
  supportResponseHours: 24,
};

function Newsroom() {
  return (
    <ContentPage modules={infoPages} slug="newsroom" after={<SupportEmailBox topic="press" />} />
  );
}

beforeAll(async () => {
  await i18nReady('en');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await testI18n.changeLanguage('en');
});

describe('an information page with a contact from the site config', () => {
  it('renders the newsroom with its sections and the configured press address', async () => {
    stubApi({ 'GET /site': { body: SITE } });
    renderInRouter(<Newsroom />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsroom' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What Arrendo is' })).toBeTruthy();
    const press = await screen.findByRole('region', { name: 'Press contact' });
    const email = within(press).getByRole('link', { name: SITE.supportEmail });
    expect(email.getAttribute('href')).toBe(`mailto:${SITE.supportEmail}`);
    expect(within(press).getByText(/within 24 hours/)).toBeTruthy();
    expect(document.title).toBe('Arrendo | Newsroom');
  });

  it('follows the language and navigates in the app from a link in the text', async () => {
    await testI18n.changeLanguage('es');
    stubApi({ 'GET /site': { body: SITE } });
    renderInRouter(<Newsroom />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sala de prensa' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Contacto de prensa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'lo que ofrece Arrendo' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('at /new-features');
  });

  it('points to the contact form when the address cannot be loaded', async () => {
    stubApi({
      'GET /site': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } },
    });
    renderInRouter(<Newsroom />);
    const press = await screen.findByRole('region', { name: 'Press contact' });
    const link = await within(press).findByRole('link', { name: 'Contact form' });
    expect(link.getAttribute('href')).toBe('/contact');
  });
});

describe('the sitemap page', () => {
  it('shows every group as a heading with its links', async () => {
    stubApi({});
    renderInRouter(<SiteMapPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeTruthy();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([
      'Explore',
      'Hosting',
      'Help Centre',
      'Information',
      'Legal',
      'Your account',
    ]);
    const hosting = screen.getByRole('region', { name: 'Hosting' });
    expect(
      within(hosting).getByRole('link', { name: 'Arrendo Protect for hosts' }).getAttribute('href'),
    ).toBe('/aircover-hosts');
    expect(screen.getByText('You need to sign in to open these pages.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Gift cards' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('at /gift-cards');
  });
});
