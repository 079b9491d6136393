import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import {
  EMPTY_LISTING_FIELDS,
  publishProblems,
  type Listing,
  type Photo,
} from '@arrendo/contracts/web';
import { createI18n, loadSignedInNamespaces } from '@/i18n';
import { CreateListingPage } from './components/create-listing-page';
import {
  EditListingError,
  EditListingPage,
  EditListingPending,
} from './components/edit-listing-page';
import { CreateListingSearch, EditListingSearch } from './search';

export const LISTING_ID = '0b8f7a52-4c1e-4a59-9a61-5a2a6c0f4f10';

export function photo(n: number): Photo {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    url: `/media/p${n}.webp`,
    width: 800,
    height: 600,
    variants: [],
    placeholder: null,
  };
}

/** A listing as the server would answer, its publish problems computed by the contract. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  const base: Listing = {
    ...EMPTY_LISTING_FIELDS,
    id: LISTING_ID,
    hostId: '1b8f7a52-4c1e-4a59-9a61-5a2a6c0f4f10',
    status: 'draft',
    timeZone: 'America/Santiago',
    photos: [],
    publishProblems: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
  return {
    ...base,
    publishProblems:
      overrides.publishProblems ??
      publishProblems(base, { photoCount: base.photos.length, openWeekdayCount: null }),
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake BFF: `handler` answers each call (undefined = 404); the health check answers ok unless
 * the handler says otherwise. Returns the calls made.
 */
export function stubApi(handler: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const answer = handler(call);
      if (answer) return Promise.resolve(answer);
      if (call.path === '/api/health') {
        return Promise.resolve(json(200, { status: 'ok', checks: {} }));
      }
      return Promise.resolve(
        json(404, { error: { code: 'NOT_FOUND', message: `No route ${call.path}` } }),
      );
    }),
  );
  return calls;
}

const { instance: i18n, ready } = createI18n();
export const i18nReady = ready
  .then(() => i18n.changeLanguage('en'))
  .then(() => loadSignedInNamespaces(i18n));

/** The wizard route, plus the pages it leaves to, in a memory router. */
export function renderWizard(path: string) {
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: () => <Outlet /> });
  const edit = createRoute({
    getParentRoute: () => root,
    path: '/edit-listing/$id',
    validateSearch: (search) => EditListingSearch.parse(search),
    pendingComponent: EditListingPending,
    errorComponent: EditListingError,
    component: function Edit() {
      const { id } = edit.useParams();
      const { step } = edit.useSearch();
      return <EditListingPage id={id} step={step} />;
    },
  });
  const create = createRoute({
    getParentRoute: () => root,
    path: '/create-listing',
    validateSearch: (search) => CreateListingSearch.parse(search),
    component: function Create() {
      const { type } = create.useSearch();
      return <CreateListingPage type={type} />;
    },
  });
  const property = createRoute({
    getParentRoute: () => root,
    path: '/property/$id',
    component: () => <h1>property page</h1>,
  });
  const manage = createRoute({
    getParentRoute: () => root,
    path: '/manage-listings',
    component: () => <h1>manage listings page</h1>,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: root.addChildren([create, edit, property, manage]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, queryClient };
}
