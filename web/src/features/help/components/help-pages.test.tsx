import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_AUTH_MODAL_EVENT } from '@/features/auth/auth-events';
import type { OpenAuthModalDetail } from '@/features/auth/auth-events';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import { splitTopics } from './help-category-page';
import { HelpLanding } from './help-landing';
import { HelpSlugPage } from './help-slug-page';
import { RoleTabs } from './role-tabs';

function catchAuthModal(): OpenAuthModalDetail[] {
  const seen: OpenAuthModalDetail[] = [];
  const listener = (event: Event) => {
    event.preventDefault();
    seen.push((event as CustomEvent<OpenAuthModalDetail>).detail);
  };
  document.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
  cleanups.push(() => document.removeEventListener(OPEN_AUTH_MODAL_EVENT, listener));
  return seen;
}
const cleanups: (() => void)[] = [];

// Router pages render lazily; on a loaded shared machine one can take longer than 5 s.
describe('help centre pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18nReady('en');
  });
  afterEach(async () => {
    cleanups.splice(0).forEach((undo) => undo());
    vi.restoreAllMocks();
    await i18nReady('en');
  });

  it('splits a category into topic cards', () => {
    expect(
      splitTopics('<p>Intro</p>\n<h2 id="a">A</h2><p>1</p><h2 id="b">B</h2><ol></ol>'),
    ).toEqual({
      intro: '<p>Intro</p>',
      topics: ['<h2 id="a">A</h2><p>1</p>', '<h2 id="b">B</h2><ol></ol>'],
    });
    expect(splitTopics('<h2 id="a">A</h2>').intro).toBe('');
  });

  it('role tabs: a tablist moved with the arrow keys, each role with its own guides', async () => {
    renderInRouter(<RoleTabs />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Guest', 'Home host', 'Experience host']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: /How to book a space/ })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: /Hosting on Arrendo/ })).toBeNull();

    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]?.tabIndex).toBe(0);
    expect(tabs[0]?.tabIndex).toBe(-1);
    const hostPanel = screen.getByRole('tabpanel');
    expect(within(hostPanel).getByRole('link', { name: /Hosting on Arrendo/ })).toBeTruthy();
    expect(within(hostPanel).queryByRole('link', { name: /How to book a space/ })).toBeNull();

    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('landing: a log-in prompt for visitors that opens the log-in dialog', async () => {
    const opened = catchAuthModal();
    renderInRouter(<HelpLanding />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Log in or sign up' }));
    expect(opened).toEqual([{ isSignUp: false }]);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Give us feedback' }).getAttribute('href')).toBe(
      '/feedback',
    );
    expect(screen.getByRole('link', { name: /Our community policies/ }).getAttribute('href')).toBe(
      '/help/community',
    );
    expect(screen.getByRole('link', { name: /Safety tips/ }).getAttribute('href')).toBe('/safety');
    expect(document.title).toBe('Arrendo | Help Centre');
  });

  it('landing: no log-in prompt when signed in', async () => {
    renderInRouter(<HelpLanding />, { user: fakeUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Log in or sign up' })).toBeNull();
  });

  it('category page: topic cards, its articles, and Still need help opens the log-in dialog', async () => {
    const opened = catchAuthModal();
    renderInRouter(<HelpSlugPage slug="payments" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Payments and Refunds',
    );
    const topics = await screen.findByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('heading', { name: 'Refunds at a glance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Payment methods/ })).toBeTruthy();
    expect(document.title).toBe('Arrendo | Payments and Refunds');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual([{ isSignUp: false }]);
  });

  it('Still need help links to the contact form when signed in', async () => {
    renderInRouter(<HelpSlugPage slug="topics" />, { user: fakeUser() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('All topics');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('article page: breadcrumb, the article, related articles of its category', async () => {
    await i18nReady('es');
    renderInRouter(<HelpSlugPage slug="cancel-reservation" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Cancelar una reserva',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Centro de ayuda' }).getAttribute('href')).toBe(
      '/help',
    );
    expect(within(crumbs).getByRole('link', { name: 'Reservas' }).getAttribute('href')).toBe(
      '/help/bookings',
    );
    expect(within(crumbs).getByText('Cancelar una reserva').getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByRole('heading', { name: 'Cuánto te devolvemos' })).toBeTruthy();
    const related = screen.getByRole('region', { name: 'Artículos relacionados' });
    expect(within(related).getByRole('link', { name: /Cuando el anfitrión cancela/ })).toBeTruthy();
    expect(within(related).queryByRole('link', { name: /^Cancelar una reserva/ })).toBeNull();
  });

  it('an unknown slug is the not-found page', async () => {
    renderInRouter(<HelpSlugPage slug="nope" />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
