import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import { stubApiWithQuery } from '@/features/trips/test-support';
import { fakeDashboard, fakeDay, fakeListing, fakeSession, fakeStay } from '../test-support';
import { DashboardError } from './dashboard-error';
import { HostDashboardPage } from './host-dashboard-page';

// Recharts measures its box; jsdom has no ResizeObserver.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  await i18nReady('en');
  vi.stubGlobal('ResizeObserver', NoopObserver);
  // The device's date decides this month and today's cell: Wednesday 15 April 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 3, 15, 10, 0));
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.useRealTimers();
});

function stubDashboard(overrides: Parameters<typeof fakeDashboard>[0] = {}) {
  return stubApiWithQuery({
    'GET /host/dashboard': ({ query }) => ({
      body: fakeDashboard({ month: query.month, ...overrides }),
    }),
    'GET /host/listings': { body: { items: [fakeListing()] } },
  });
}

function renderPage() {
  return renderInRouter(<HostDashboardPage />, {
    user: fakeUser(),
    errorComponent: DashboardError,
  });
}

/** A phone's screen width for `useIsMobile` (the test setup's matchMedia matches nothing). */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const figure = (name: string) => screen.getByRole('listitem', { name });

describe('HostDashboardPage', () => {
  it('shows the four figures, the calendar, the listings and the chart on a wide screen', async () => {
    const calls = stubDashboard({
      days: [fakeDay('2026-04-15', [fakeStay(), fakeSession()])],
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Host dashboard' })).toBeTruthy();
    expect(figure('Monthly Revenue').textContent).toContain('CLP$1,250,000');
    expect(figure('Upcoming').textContent).toContain('7');
    expect(figure('Occupancy Rate').textContent).toContain('42%');
    expect(figure('Total Revenue').textContent).toContain('CLP$9,800,000');
    expect(screen.getByRole('table', { name: 'Booking Calendar April 2026' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Loft in Lastarria' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Revenue, last 12 months' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'April 2026 CLP$1,200,000' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
    // Wider screens have no shortcuts: the performance page is linked beside the figures.
    expect(screen.getByRole('link', { name: /See your performance/ }).getAttribute('href')).toBe(
      '/host/performance',
    );
    const asked = calls.find((c) => c.path === '/host/dashboard');
    expect(asked?.query).toEqual({ month: '2026-04', today: '2026-04-15' });
  });

  it('opens a day’s bookings in a dialog and gives focus back on close', async () => {
    stubDashboard({ days: [fakeDay('2026-04-15', [fakeStay(), fakeSession()])] });
    renderPage();

    const day = await screen.findByRole('button', {
      name: 'Wednesday, April 15, 2026, 2 bookings',
    });
    await userEvent.click(day);
    const dialog = await screen.findByRole('dialog', {
      name: 'Bookings for Wednesday, April 15, 2026',
    });
    expect(within(dialog).getByRole('list', { name: 'Experiences' })).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Stays' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(day));
  });

  it('moves the calendar to another month through the address', async () => {
    const calls = stubDashboard();
    const { router } = renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Booking Calendar May 2026' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ month: '2026-05' });
    expect(calls.filter((c) => c.path === '/host/dashboard').at(-1)?.query.month).toBe('2026-05');

    // Back to this month: the address drops `?month=`.
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('table', { name: 'Booking Calendar April 2026' })).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });

  it('shows this month for a month the address gets wrong', async () => {
    const calls = stubDashboard();
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Booking Calendar April 2026' });
    await router.navigate({ to: '/', search: { month: '2026-13' } as never });
    expect(await screen.findByRole('table', { name: 'Booking Calendar April 2026' })).toBeTruthy();
    expect(calls.every((c) => c.query.month !== '2026-13')).toBe(true);
  });

  it('shows two figures, the listings and the shortcuts on a phone', async () => {
    onPhone();
    stubDashboard();
    renderPage();

    expect(await screen.findByRole('listitem', { name: 'Monthly Revenue' })).toBeTruthy();
    expect(figure('Upcoming')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Occupancy Rate' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Loft in Lastarria' })).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/host/calendar',
      '/host/performance',
      '/host/bookings',
      '/manage-listings',
      '/create-listing',
    ]);
    expect(within(actions).getByRole('link', { name: /^Performance/ })).toBeTruthy();
  });

  it('says the dashboard did not load, and tries again', async () => {
    let fail = true;
    stubApiWithQuery({
      'GET /host/dashboard': ({ query }) =>
        fail
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : { body: fakeDashboard({ month: query.month }) },
      'GET /host/listings': { body: { items: [] } },
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Dashboard' })).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Monthly Revenue' })).toBeTruthy();
    expect(screen.getByText('No properties yet')).toBeTruthy();
  });
});
