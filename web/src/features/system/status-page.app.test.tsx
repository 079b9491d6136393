import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  isRedirect,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHealthResponse } from '@arrendo/contracts/web';
import type { RouterContext } from '@/router';
import { Route as StatusRoute } from '@/routes/status';
import { Route as BackendTestRoute } from '@/routes/backend-test';
import { i18nReady, stubApi, testI18n, type FakeAnswer } from '@/test/render-in-router';

beforeAll(() => i18nReady('en'));
afterEach(async () => {
  vi.restoreAllMocks();
  await testI18n.changeLanguage('en');
});

/** A failed loader is logged by the router and React; the page under test is what matters. */
function quietRouteErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

/** `/status` with the route file's own loader, pending, error and page components. */
function renderStatus() {
  const root = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });
  const { loader, pendingComponent, errorComponent, component } = StatusRoute.options;
  const status = createRoute({
    getParentRoute: () => root,
    path: '/status',
    // The file route's loader is typed for the app's whole tree; this tree has the same context.
    loader: (match) => (typeof loader === 'function' ? loader(match as never) : undefined),
    pendingComponent,
    errorComponent,
    component,
    pendingMs: 0,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: root.addChildren([status]),
    history: createMemoryHistory({ initialEntries: ['/status'] }),
    context: { queryClient },
  });
  render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const ALL_UP: ApiHealthResponse = {
  status: 'ok',
  checks: {
    nats: { status: 'ok', detail: 'rtt 1 ms' },
    redis: { status: 'ok' },
    identity: { status: 'ok' },
    listing: { status: 'ok' },
    booking: { status: 'ok' },
    pricing: { status: 'ok' },
    payment: { status: 'ok' },
    notification: { status: 'ok' },
  },
};

function health(body: ApiHealthResponse): FakeAnswer {
  return { status: body.status === 'ok' ? 200 : 503, body };
}

const listings = (total: number): FakeAnswer => ({ body: { items: [], nextCursor: null, total } });

function row(service: string) {
  return screen
    .getAllByTestId('service-check')
    .find((li) => li.getAttribute('data-service') === service)!;
}

describe('/status', () => {
  it('shows every service up, the listings count and the dev payment provider ON', async () => {
    const calls = stubApi({
      'GET /health': health({ ...ALL_UP, devPaymentProvider: true }),
      'GET /properties': listings(42),
    });
    renderStatus();

    expect(await screen.findByTestId('status-overall')).toHaveProperty(
      'textContent',
      'All services are up',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    const rows = screen.getAllByTestId('service-check');
    expect(rows.map((li) => li.getAttribute('data-service'))).toEqual(Object.keys(ALL_UP.checks));
    for (const li of rows) expect(li.textContent).toMatch(/Up$/);
    expect(within(row('booking')).getByText('Bookings and calendars')).toBeTruthy();

    const dev = screen.getByTestId('dev-payment-provider');
    expect(dev.getAttribute('data-state')).toBe('on');
    expect(dev.textContent).toBe(
      'Offline dev payment provider: ON. Payments are simulated and no money moves; bookings are confirmed without a real charge.',
    );
    expect(screen.getByTestId('status-listings').textContent).toBe(
      'Connection successful! Found 42 listings',
    );
    expect(document.title).toBe('Arrendo | System status');
    // The count asks for one listing only; the total comes with it.
    expect(calls.map((c) => c.path).sort()).toEqual(['/health', '/properties']);
  });

  it('says which services are down, why when it is the database, and that payments are real', async () => {
    stubApi({
      'GET /health': health({
        status: 'degraded',
        checks: {
          ...ALL_UP.checks,
          listing: { status: 'down', detail: 'postgres: timed out after 1000 ms' },
          notification: { status: 'down', detail: 'rpc.notification.health timed out' },
        },
        devPaymentProvider: false,
      }),
      'GET /properties': {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'The listing service is unavailable' } },
      },
    });
    renderStatus();

    expect(await screen.findByTestId('status-overall')).toHaveProperty(
      'textContent',
      'Some services are down',
    );
    expect(row('listing').getAttribute('data-state')).toBe('down');
    expect(row('listing').textContent).toContain('Its database does not answer');
    expect(row('listing').textContent).toMatch(/Down$/);
    expect(row('notification').textContent).toMatch(/Down$/);
    expect(row('notification').textContent).not.toContain('database');
    expect(row('booking').textContent).toMatch(/Up$/);

    const dev = screen.getByTestId('dev-payment-provider');
    expect(dev.getAttribute('data-state')).toBe('off');
    expect(dev.textContent).toBe(
      'Offline dev payment provider: off. Payments go through the real providers.',
    );
    // Spec §8: the API answered, with an error.
    expect(screen.getByTestId('status-listings').textContent).toBe(
      'Connection failedThe listing service is unavailable',
    );
  });

  it('says when the payment service did not tell whether the dev provider is on', async () => {
    stubApi({
      'GET /health': health({
        status: 'degraded',
        checks: { ...ALL_UP.checks, payment: { status: 'down', detail: 'no responders' } },
      }),
      'GET /properties': listings(1),
    });
    renderStatus();
    const dev = await screen.findByTestId('dev-payment-provider');
    expect(dev.getAttribute('data-state')).toBe('unknown');
    expect(dev.textContent).toBe(
      'Offline dev payment provider: unknown. The payment service did not say.',
    );
    expect(screen.getByTestId('status-listings').textContent).toBe(
      'Connection successful! Found 1 listing',
    );
  });

  it('speaks Spanish: services, the dev provider on and off, the count', async () => {
    await testI18n.changeLanguage('es');
    stubApi({
      'GET /health': health({
        status: 'degraded',
        checks: { ...ALL_UP.checks, booking: { status: 'down', detail: 'postgres: refused' } },
        devPaymentProvider: true,
      }),
      'GET /properties': listings(7),
    });
    renderStatus();

    expect(await screen.findByTestId('status-overall')).toHaveProperty(
      'textContent',
      'Algunos servicios no funcionan',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Estado del sistema' })).toBeTruthy();
    expect(row('booking').textContent).toBe(
      'Reservas y calendariosbookingSu base de datos no respondeCaído',
    );
    expect(row('payment').textContent).toBe('PagospaymentFunciona');
    expect(screen.getByTestId('dev-payment-provider').textContent).toBe(
      'Proveedor de pagos de desarrollo sin conexión: ACTIVADO. Los pagos son simulados y no se mueve dinero; las reservas se confirman sin un cobro real.',
    );
    expect(screen.getByTestId('status-listings').textContent).toBe(
      '¡Conexión exitosa! Se encontraron 7 anuncios',
    );
    expect(document.title).toBe('Arrendo | Estado del sistema');
    vi.restoreAllMocks();

    stubApi({
      'GET /health': health({ ...ALL_UP, devPaymentProvider: false }),
      'GET /properties': listings(7),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar de nuevo' }));
    await waitFor(() =>
      expect(screen.getByTestId('dev-payment-provider').getAttribute('data-state')).toBe('off'),
    );
    expect(screen.getByTestId('dev-payment-provider').textContent).toBe(
      'Proveedor de pagos de desarrollo sin conexión: desactivado. Los pagos pasan por los proveedores reales.',
    );
    expect(screen.getByTestId('status-overall').textContent).toBe('Todos los servicios funcionan');
  });

  it("shows spec §8's 'Connection error' when nothing answers, and recovers on retry", async () => {
    quietRouteErrors();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderStatus();

    const failure = await screen.findByTestId('status-connection-failure');
    expect(failure.textContent).toBe('Connection errorCould not reach the server');
    expect(screen.getByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    vi.restoreAllMocks();

    quietRouteErrors();
    stubApi({ 'GET /health': health(ALL_UP), 'GET /properties': listings(3) });
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('status-overall')).toHaveProperty(
      'textContent',
      'All services are up',
    );
    expect(screen.queryByTestId('status-connection-failure')).toBeNull();
  });

  it("shows spec §8's 'Connection failed' when the API answers with an error", async () => {
    quietRouteErrors();
    stubApi({
      'GET /health': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something broke' } },
      },
      'GET /properties': listings(3),
    });
    renderStatus();
    const failure = await screen.findByTestId('status-connection-failure');
    expect(failure.textContent).toBe('Connection failedSomething broke');
  });

  it('replaces the last report when checking again reaches nothing', async () => {
    stubApi({ 'GET /health': health(ALL_UP), 'GET /properties': listings(3) });
    renderStatus();
    await screen.findByTestId('status-overall');
    vi.restoreAllMocks();

    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect((await screen.findByTestId('status-connection-failure')).textContent).toBe(
      'Connection errorCould not reach the server',
    );
    expect(screen.queryByTestId('status-overall')).toBeNull();
    expect(screen.queryByTestId('dev-payment-provider')).toBeNull();
  });
});

describe('/backend-test', () => {
  it('redirects to /status, so old links keep working', () => {
    let thrown: unknown;
    try {
      void BackendTestRoute.options.beforeLoad?.({} as never);
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string; replace: boolean } }).options).toMatchObject({
      to: '/status',
      replace: true,
    });
  });
});
