import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostProfileResponse, PropertySummary } from '@arrendo/contracts/web';
import { createI18n } from '@/i18n';
import { Route as HostRoute } from '@/routes/host.$id';
import { HostCard } from './components/host-card';
import { HostProfilePage } from './components/host-profile-page';
import { formatMemberSince, languageName } from './format';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  window.scrollTo = () => undefined;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const HOST_ID = '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01';

function listing(n: number): PropertySummary {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    hostId: HOST_ID,
    title: `Depto ${n} en Cerro Alegre`,
    listingType: 'home',
    category: 'recreation',
    subcategory: 'apartment',
    location: 'Cerro Alegre, Valparaíso',
    city: 'Valparaíso',
    lat: -33.04,
    lng: -71.62,
    price: { amount: 45_000, currency: 'CLP' },
    priceUnit: 'day',
    maxGuests: 4,
    bedrooms: 2,
    rating: 4.8,
    reviewCount: 12,
    instantBook: true,
    petsAllowed: false,
    createdAt: '2026-01-01T12:00:00.000Z',
    cover: null,
  };
}

function response(overrides: Partial<HostProfileResponse['host']> = {}): HostProfileResponse {
  return {
    host: {
      id: HOST_ID,
      firstName: 'Catalina',
      lastInitial: 'F',
      displayName: 'Catalina F.',
      avatarUrl: null,
      about: '¡Hola! Soy Catalina. I speak English too.',
      languages: ['es', 'en', 'pt'],
      memberSince: '2020-03-02T14:30:00.000Z',
      verified: true,
      ...overrides,
    },
    listings: [listing(1), listing(2)],
    listingCount: 9,
  };
}

/** The component on `/`, inside a router (cards and the card's link need one). */
function renderInRouter(ui: () => ReactNode) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: ui });
  const host = createRoute({
    getParentRoute: () => root,
    path: '/host/$id',
    component: () => <p>host page</p>,
  });
  const property = createRoute({
    getParentRoute: () => root,
    path: '/property/$id',
    component: () => <p>property page</p>,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: root.addChildren([page, host, property]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
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

describe('the host profile page', () => {
  it("shows the host's name, badge, languages, about, their listings and the title", async () => {
    renderInRouter(() => <HostProfilePage data={response()} />);
    expect(await screen.findByTestId('host-name')).toHaveProperty('textContent', 'Catalina F.');
    expect(screen.getByTestId('host-verified').textContent).toBe('Verified');
    expect(screen.getByTestId('host-member-since').textContent).toBe('Member since March 2020');
    expect(screen.getByTestId('host-languages').textContent).toBe(
      'Speaks Spanish, English, Portuguese',
    );
    expect(screen.getByText('¡Hola! Soy Catalina. I speak English too.')).toBeTruthy();
    expect(screen.getByText('9 listings')).toBeTruthy();
    expect(within(screen.getByTestId('host-listings')).getAllByTestId('listing-card')).toHaveLength(
      2,
    );
    expect(document.title).toBe('Arrendo | Catalina F.');
  });

  it('says member since in the reader’s language', async () => {
    await i18n.changeLanguage('es');
    renderInRouter(() => <HostProfilePage data={response()} />);
    expect((await screen.findByTestId('host-member-since')).textContent).toBe(
      'Miembro desde marzo de 2020',
    );
    expect(screen.getByTestId('host-languages').textContent).toBe(
      'Habla Español, Inglés, Portugués',
    );
  });

  it('falls back from the picture to the first initial, then to ?', async () => {
    renderInRouter(() => (
      <>
        <div data-testid="with-picture">
          <HostProfilePage data={response({ avatarUrl: '/media/avatars/broken.svg' })} />
        </div>
        <div data-testid="no-picture">
          <HostProfilePage data={response({ avatarUrl: null })} />
        </div>
        <div data-testid="no-name">
          <HostProfilePage data={response({ avatarUrl: null, firstName: '', displayName: '' })} />
        </div>
      </>
    ));
    const withPicture = await screen.findByTestId('with-picture');
    const img = withPicture.querySelector('img[src="/media/avatars/broken.svg"]');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(withPicture.querySelector('img[src="/media/avatars/broken.svg"]')).toBeNull();
    const initial = (id: string) =>
      screen.getByTestId(id).querySelector('span[aria-hidden="true"].rounded-full')?.textContent;
    expect(initial('with-picture')).toBe('C');
    expect(initial('no-picture')).toBe('C');
    expect(initial('no-name')).toBe('?');
  });

  it('tells when a host has no listings or no about text', async () => {
    renderInRouter(() => (
      <HostProfilePage data={{ ...response({ about: null }), listings: [], listingCount: 0 }} />
    ));
    expect(await screen.findByText('No published listings right now.')).toBeTruthy();
    expect(screen.getByText('This host has not written about themselves yet.')).toBeTruthy();
    expect(screen.getByText('0 listings')).toBeTruthy();
  });
});

/** `/host/{id}` as its route file configures it, under a root whose not-found page is a marker. */
function renderHostRoute(id: string) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => <Outlet />,
    notFoundComponent: () => <p>not found page</p>,
  });
  const host = createRoute({
    getParentRoute: () => root,
    path: '/host/$id',
    // The file route's own loader and page; only the tree around them is the test's.
    loader: (match) => {
      const loader = HostRoute.options.loader;
      // The file route's context type is the app's; this tree gives the same queryClient.
      return typeof loader === 'function' ? loader(match as never) : undefined;
    },
    component: HostRoute.options.component,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: root.addChildren([host]),
    history: createMemoryHistory({ initialEntries: [`/host/${id}`] }),
    context: { queryClient },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the /host/{id} route', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    );

  it('shows the profile the API answers', async () => {
    vi.stubGlobal('fetch', answer(200, response()));
    renderHostRoute(HOST_ID);
    expect(await screen.findByTestId('host-name')).toHaveProperty('textContent', 'Catalina F.');
  });

  it("shows the app's not-found page when the API answers 404 (unknown id or nobody's host)", async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { error: { code: 'NOT_FOUND', message: 'Host not found' } }),
    );
    renderHostRoute(HOST_ID);
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(screen.queryByTestId('host-name')).toBeNull();
  });
});

describe('HostCard', () => {
  it('fetches the host and links to their profile', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(response()), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInRouter(() => <HostCard hostId={HOST_ID} />);
    expect(await screen.findByText('Hosted by Catalina F.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe(`/api/hosts/${HOST_ID}`);
    expect(screen.getByTestId('host-member-since').textContent).toBe('Member since March 2020');
    const link = screen.getByRole('link', { name: 'View profile' });
    expect(link.getAttribute('href')).toBe(`/host/${HOST_ID}`);
    fireEvent.click(link);
    expect(await screen.findByText('host page')).toBeTruthy();
  });

  it('shows nothing for a host that cannot be shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: 'NOT_FOUND', message: 'User not found' } }),
            {
              status: 404,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      ),
    );
    renderInRouter(() => (
      <div data-testid="slot">
        <HostCard hostId={HOST_ID} />
      </div>
    ));
    const slot = await screen.findByTestId('slot');
    await vi.waitFor(() => expect(slot.textContent).toBe(''));
  });
});

describe('host formatting', () => {
  it('member since uses Chile’s calendar month', () => {
    // 23:30 on 31 March in Santiago is already April in UTC.
    expect(formatMemberSince('2021-04-01T02:30:00.000Z', 'en')).toBe('March 2021');
    expect(formatMemberSince('2021-04-01T02:30:00.000Z', 'es')).toBe('marzo de 2021');
  });

  it('names languages, keeping unknown codes as they are', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('en', 'es')).toBe('Inglés');
    expect(languageName('zz', 'en')).toBe('zz');
  });
});
