import { act, render, screen } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, testI18n } from '@/test/render-in-router';
import { DELETED_BANNER_MS, DeletedBanner } from './deleted-banner';

// The page was loaded as `/?deleted=true&x=1` (the flag is read before the router starts).
vi.mock('@/features/auth/initial-url', () => ({
  INITIAL_SEARCH: new URLSearchParams('deleted=true&x=1'),
}));

beforeAll(() => i18nReady('es'));
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('DeletedBanner (spec 2.2)', () => {
  it('shows for 10 seconds, then removes the parameter and keeps the others', async () => {
    window.history.replaceState(null, '', '/?deleted=true&x=1');
    const root = createRootRoute({ component: () => <Outlet /> });
    const home = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => <DeletedBanner />,
    });
    const router = createRouter({
      routeTree: root.addChildren([home]),
      history: createBrowserHistory(),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <I18nextProvider i18n={testI18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const banner = screen.getByTestId('deleted-banner');
    expect(banner.textContent).toBe('Tu perfil ha sido eliminado completamente.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DELETED_BANNER_MS - 100);
    });
    expect(screen.getByTestId('deleted-banner')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByTestId('deleted-banner')).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});
