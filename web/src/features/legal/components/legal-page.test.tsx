import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_AUTH_MODAL_EVENT } from '@/features/auth/auth-events';
import type { OpenAuthModalDetail } from '@/features/auth/auth-events';
import { fakeUser, i18nReady, renderInRouter, stubApi, testI18n } from '@/test/render-in-router';
import { BACK_TO_TOP_AFTER_PX } from './back-to-top';
import { LegalAuthBox } from './legal-auth-box';
import { LegalPage } from './legal-page';

const SITE = {
  supportEmail: 'ayuda@example.cl',
  privacyEmail: 'privacidad@example.cl',
  legalEmail: 'juridico@example.cl',
  supportResponseHours: 24,
};

const scrolled: Element[] = [];

beforeAll(() => i18nReady('en'));
beforeEach(() => {
  scrolled.length = 0;
  // jsdom lays nothing out: record which element was asked to scroll into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  stubApi({ 'GET /site': { body: SITE } });
});
afterEach(async () => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  await testI18n.changeLanguage('en');
});

/** Every TOC link must name a heading that is on the page. */
function expectTocMatchesHeadings(count: number) {
  const toc = screen.getByTestId('legal-toc');
  const links = toc.querySelectorAll('a');
  expect(links).toHaveLength(count);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    const heading = document.getElementById(id);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe(link.textContent);
  }
}

describe('LegalPage', () => {
  it(
    'lists the privacy sections with anchors that match the headings, in both languages',
    {
      timeout: 20_000,
    },
    async () => {
      renderInRouter(<LegalPage slug="privacy" />);
      expect(await screen.findByText('Privacy Policy', { selector: 'h1' })).toBeTruthy();
      expect(screen.getByTestId('legal-updated').textContent).toBe(
        'Last updated: November 23, 2026',
      );
      expectTocMatchesHeadings(13);
      expect(document.title).toBe('Arrendo | Privacy Policy');

      await act(() => testI18n.changeLanguage('es'));
      expect(await screen.findByText('Política de Privacidad', { selector: 'h1' })).toBeTruthy();
      expect(screen.getByTestId('legal-updated').textContent).toBe(
        'Última actualización: 23 de noviembre de 2026',
      );
      expectTocMatchesHeadings(13);
      const mail = screen.getAllByText('privacidad@example.cl', { selector: 'a' })[0];
      expect(mail?.getAttribute('href')).toBe('mailto:privacidad@example.cl');
    },
  );

  it('shows the legal contact from the site config in the terms', async () => {
    renderInRouter(<LegalPage slug="terms" />);
    const contact = await screen.findByText('11. Contact Information', { selector: 'h2' });
    const section = contact.nextElementSibling;
    expect(section?.textContent).toContain('juridico@example.cl');
    const link = within(section as HTMLElement).getByText('juridico@example.cl', { selector: 'a' });
    expect(link.getAttribute('href')).toBe('mailto:juridico@example.cl');
    expectTocMatchesHeadings(11);
    expect(document.body.textContent).not.toContain('{{');
  });

  it('a table of contents link scrolls to its section, focuses it and names it in the address', async () => {
    renderInRouter(<LegalPage slug="privacy" />);
    const toc = await screen.findByTestId('legal-toc');
    fireEvent.click(
      within(toc).getByText('8. Your rights and how to exercise them', { selector: 'a' }),
    );
    const target = document.getElementById('your-rights');
    expect(scrolled).toContain(target);
    expect(document.activeElement).toBe(target);
    expect(window.location.hash).toBe('#your-rights');
  });

  it('lands on the section a deep link names once the text has loaded', async () => {
    window.history.replaceState(null, '', '/privacy#retention');
    renderInRouter(<LegalPage slug="privacy" />);
    await screen.findByText('Privacy Policy', { selector: 'h1' });
    await vi.waitFor(() => expect(scrolled).toContain(document.getElementById('retention')));
  });

  it('offers back-to-top after scrolling, which returns focus to the title', async () => {
    renderInRouter(<LegalPage slug="terms" />);
    const title = await screen.findByText('Terms of Service', { selector: 'h1' });
    expect(screen.queryByTestId('back-to-top')).toBeNull();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    Object.defineProperty(window, 'scrollY', {
      value: BACK_TO_TOP_AFTER_PX + 1,
      configurable: true,
    });
    fireEvent.scroll(window);
    fireEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(title);
  });
});

describe('LegalAuthBox', () => {
  it('asks visitors to log in or sign up through the auth modal', async () => {
    const asked: OpenAuthModalDetail[] = [];
    const listener = (event: Event) => {
      asked.push((event as CustomEvent<OpenAuthModalDetail>).detail);
      event.preventDefault();
    };
    document.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    renderInRouter(<LegalAuthBox />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    document.removeEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    expect(asked).toEqual([{ isSignUp: false }, { isSignUp: true }]);
  });

  it('is hidden when signed in', async () => {
    renderInRouter(
      <>
        <p>page</p>
        <LegalAuthBox />
      </>,
      { user: fakeUser() },
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('legal-auth-box')).toBeNull();
  });
});
