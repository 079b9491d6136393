import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorRouteComponent,
  type NotFoundRouteComponent,
} from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { Me } from '@arrendo/contracts/web';
import { createI18n, loadSignedInNamespaces } from '@/i18n';
import { SESSION_QUERY_KEY } from '@/features/auth/session';

// Component tests of pages: the real router (links, navigate) and query client, a stubbed fetch.

const created = createI18n();
export const testI18n = created.instance;
export async function i18nReady(language: 'en' | 'es' = 'en'): Promise<void> {
  // Page tests wait on lazy chunks and stubbed requests; 1 s is short on a loaded CI machine.
  configure({ asyncUtilTimeout: 5000 });
  await created.ready;
  await testI18n.changeLanguage(language);
  await loadSignedInNamespaces(testI18n);
  // The router restores scroll positions; jsdom only logs that it cannot scroll.
  window.scrollTo = () => undefined;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (call: ApiCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers `/api/...` requests from `routes` (keyed "METHOD /path", query string excluded);
 * anything else is a 404 so a forgotten route fails loudly. Returns every call made; undo it
 * with `vi.restoreAllMocks()`.
 */
export function stubApi(routes: Record<string, Handler | FakeAnswer>): ApiCall[] {
  const calls: ApiCall[] = [];
  // A spy rather than stubGlobal: unstubbing all globals would also drop setup's matchMedia.
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path, body };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      const answer: FakeAnswer = route
        ? typeof route === 'function'
          ? await route(call)
          : route
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
  return calls;
}

/** A user as `/api/me` returns one; only the fields the components read matter. */
export function fakeUser(): Me {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    roles: ['user'],
    profile: { firstName: 'Ana', fullName: 'Ana Pérez', avatarUrl: null },
  } as unknown as Me;
}

export interface RenderInRouterOptions {
  user?: Me | null;
  /** The page's route's error component, for a page whose query fails (`useSuspenseQuery`). */
  errorComponent?: ErrorRouteComponent;
  /** What the page's route shows for a query the API answers 404 for (ApiError.isNotFound). */
  notFoundComponent?: NotFoundRouteComponent;
}

/**
 * Renders `ui` at `/` of a memory router; every other path renders "at <path>" so tests can
 * see where a click or a mutation navigated to.
 */
export function renderInRouter(ui: ReactNode, options: RenderInRouterOptions = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(SESSION_QUERY_KEY, { user: options.user ?? null });
  const root = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => ui,
    ...(options.errorComponent ? { errorComponent: options.errorComponent } : {}),
    ...(options.notFoundComponent ? { notFoundComponent: options.notFoundComponent } : {}),
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: function Elsewhere() {
      const { href } = router.state.location;
      return <p data-testid="elsewhere">at {href}</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([home, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, client };
}
