import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { Route as AdminRoute } from '@/routes/_authenticated/admin/route';
import { Route as AuthenticatedRoute } from '@/routes/_authenticated';
import { AdminRouteError } from '@/features/admin/components/admin-route-error';
import { takeWaitingAuthModal } from './auth-events';
import { LoadingDots } from './components/loading-dots';
import { enterSignedIn, requireAdmin, type GuardContext } from './guards';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
  // The router restores scroll positions; jsdom only logs that it cannot scroll.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  takeWaitingAuthModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app's guard layout, as the route files configure it, around two small pages. */
function renderAt(path: string) {
  const root = createRootRouteWithContext<GuardContext>()({ component: () => <Outlet /> });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <p>home page</p>,
  });
  const signedIn = createRoute({
    getParentRoute: () => root,
    id: '_authenticated',
    beforeLoad: enterSignedIn,
    pendingComponent: LoadingDots,
    pendingMs: 0,
    pendingMinMs: 0,
  });
  const profile = createRoute({
    getParentRoute: () => signedIn,
    path: '/profile',
    component: () => <h1>profile page</h1>,
  });
  const admin = createRoute({
    getParentRoute: () => signedIn,
    path: '/admin',
    beforeLoad: requireAdmin,
    errorComponent: AdminRouteError,
    component: () => <h1>admin page</h1>,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: root.addChildren([home, signedIn.addChildren([profile, admin])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

/** `/api/me` answers only when the test says so. */
function holdMe() {
  let answer: (body: unknown) => void = () => undefined;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (body) =>
          resolve(
            new Response(JSON.stringify(body), {
              headers: { 'Content-Type': 'application/json' },
            }),
          );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { answer: (body: unknown) => answer(body) };
}

const me = (roles: string[]) => ({
  user: {
    id: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
    email: 'ana@example.com',
    status: 'active',
    roles,
    createdAt: '2026-01-01T00:00:00.000Z',
    profile: {
      userId: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
      firstName: 'Ana',
      lastName: 'Pérez',
      fullName: 'Ana Pérez',
      birthday: null,
      phoneNumber: null,
      countryCode: 'CL',
      optOutPromotions: false,
      avatarUrl: null,
      about: null,
      locale: 'en',
    },
  },
});

describe('route guards in the router', () => {
  it('are the ones the route files use', () => {
    expect(AuthenticatedRoute.options.beforeLoad).toBe(enterSignedIn);
    expect(AuthenticatedRoute.options.pendingComponent).toBe(LoadingDots);
    expect(AuthenticatedRoute.options.pendingMs).toBe(0);
    expect(AdminRoute.options.beforeLoad).toBe(requireAdmin);
    expect(AdminRoute.options.errorComponent).toBe(AdminRouteError);
  });

  it('shows the loading dots while the session is checked, then the page', async () => {
    const me$ = holdMe();
    renderAt('/profile');
    expect(await screen.findByTestId('loading-dots')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'profile page' })).toBeNull();
    me$.answer(me([]));
    expect(await screen.findByRole('heading', { name: 'profile page' })).toBeTruthy();
    expect(screen.queryByTestId('loading-dots')).toBeNull();
  });

  it('without a session goes home, asks for the login modal and remembers the page', async () => {
    const me$ = holdMe();
    const router = renderAt('/profile?tab=2');
    await screen.findByTestId('loading-dots');
    me$.answer({ user: null });
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ redirect: '/profile?tab=2' });
    expect(takeWaitingAuthModal()).toEqual({ isSignUp: false });
    expect(sessionStorage.getItem('arrendo.redirectAfterLogin')).toBe('/profile?tab=2');
  });

  it('shows the 403 page to a signed-in user without the admin role, the page to an admin', async () => {
    // The router reports a route error on the console; here it is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visitor = holdMe();
    renderAt('/admin');
    visitor.answer(me([]));
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'admin page' })).toBeNull();
  });

  it('lets an admin into the admin pages', async () => {
    const admin = holdMe();
    renderAt('/admin');
    admin.answer(me(['admin']));
    expect(await screen.findByRole('heading', { name: 'admin page' })).toBeTruthy();
  });
});
