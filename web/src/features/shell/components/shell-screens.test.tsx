import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_AUTH_MODAL_EVENT } from '@/features/auth/auth-events';
import type { OpenAuthModalDetail } from '@/features/auth/auth-events';
import { setSearchModalOpen } from '@/features/search/mobile/search-modal-open';
import { fakeUser, i18nReady, renderInRouter, stubApi, testI18n } from '@/test/render-in-router';
import { nextHeaderVisibility } from '../header-visibility';
import { BrowserNotSupported } from './browser-not-supported';
import { FatalErrorScreen } from './fatal-error-screen';
import { MobileTabBar, isTabBarHidden } from './mobile-tab-bar';

beforeAll(() => i18nReady('en'));
afterEach(async () => {
  vi.restoreAllMocks();
  setSearchModalOpen(false);
  await testI18n.changeLanguage('en');
});

const inI18n = (ui: React.ReactNode) =>
  render(<I18nextProvider i18n={testI18n}>{ui}</I18nextProvider>);

describe('startup failure screen (spec 2.2)', () => {
  it('says what went wrong and refreshes on demand', () => {
    const refresh = vi.fn();
    inI18n(<FatalErrorScreen onRefresh={refresh} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        "We're sorry, but there was an error loading the application. Please try refreshing the page.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('in Spanish too', async () => {
    await testI18n.changeLanguage('es');
    inI18n(<FatalErrorScreen onRefresh={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy();
  });
});

describe('browser-not-supported screen (spec 2.2)', () => {
  it('asks for a modern browser', () => {
    inI18n(<BrowserNotSupported />);
    expect(screen.getByRole('heading', { name: 'Browser Not Supported' })).toBeTruthy();
    expect(
      screen.getByText('Please use a modern browser like Chrome, Firefox, or Edge'),
    ).toBeTruthy();
    expect(screen.getByText("We're having trouble loading the application.")).toBeTruthy();
  });
});

describe('mobile tab bar (spec 2.2)', () => {
  const tabIds = () => screen.getAllByRole('link').map((link) => link.getAttribute('data-testid'));

  it('visitors see Explore, Wishlists and Profile; other taps open the log-in modal', async () => {
    const asked: OpenAuthModalDetail[] = [];
    const listener = (event: Event) => {
      asked.push((event as CustomEvent<OpenAuthModalDetail>).detail);
      event.preventDefault();
    };
    document.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    const { router } = renderInRouter(<MobileTabBar />);
    await screen.findByTestId('tab-explore');
    expect(tabIds()).toEqual(['tab-explore', 'tab-wishlists', 'tab-profile']);
    fireEvent.click(screen.getByTestId('tab-wishlists'));
    fireEvent.click(screen.getByTestId('tab-profile'));
    document.removeEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    expect(asked).toEqual([{ isSignUp: false }, { isSignUp: false }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('signed-in users get Trips and Inbox too, and navigate', async () => {
    stubApi({ 'GET /messages/unread-count': { body: { count: 0 } } });
    const { router } = renderInRouter(<MobileTabBar />, { user: fakeUser() });
    await screen.findByTestId('tab-explore');
    expect(tabIds()).toEqual([
      'tab-explore',
      'tab-wishlists',
      'tab-trips',
      'tab-inbox',
      'tab-profile',
    ]);
    expect(screen.getByTestId('tab-inbox').getAttribute('href')).toBe('/messages');
    expect(screen.queryByTestId('inbox-unread')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-trips'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
  });

  it('marks the Inbox tab while messages are unread', async () => {
    stubApi({ 'GET /messages/unread-count': { body: { count: 3 } } });
    renderInRouter(<MobileTabBar />, { user: fakeUser() });
    await screen.findByTestId('inbox-unread');
    expect(screen.getByTestId('tab-inbox').textContent).toContain('3 unread messages');
  });

  it('hides while the search modal is open, on property pages and in a conversation', async () => {
    setSearchModalOpen(true);
    renderInRouter(
      <>
        <p>page</p>
        <MobileTabBar />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('tab-explore')).toBeNull();
    expect(isTabBarHidden('/property/abc')).toBe(true);
    expect(isTabBarHidden('/messages/abc')).toBe(true);
    expect(isTabBarHidden('/messages')).toBe(false);
    expect(isTabBarHidden('/')).toBe(false);
  });
});

describe('header scroll rules (spec §9), at the thresholds', () => {
  it('a move of exactly 10 px changes nothing; exactly 100 px is not past 100', () => {
    expect(nextHeaderVisibility(150, 160)).toBeNull();
    expect(nextHeaderVisibility(150, 140)).toBeNull();
    expect(nextHeaderVisibility(80, 100)).toBeNull();
    expect(nextHeaderVisibility(80, 101)).toBe(false);
    expect(nextHeaderVisibility(12, 9)).toBe(true);
    expect(nextHeaderVisibility(20, 10)).toBeNull();
  });
});
