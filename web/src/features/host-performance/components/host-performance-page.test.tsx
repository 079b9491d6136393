import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PerformanceRangeDays } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, testI18n } from '@/test/render-in-router';
import { stubApiWithQuery } from '@/features/trips/test-support';
import {
  fakeFigures,
  fakePerformance,
  fakePerformanceListing,
  LOFT_ID,
  STUDIO_ID,
} from '../test-support';
import { HostPerformancePage } from './host-performance-page';
import { PerformanceError } from './performance-error';

// Recharts measures its box; jsdom has no ResizeObserver.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  await i18nReady('en');
  vi.stubGlobal('ResizeObserver', NoopObserver);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await testI18n.changeLanguage('en');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function stubPerformance(answer = fakePerformance) {
  return stubApiWithQuery({
    'GET /host/performance': ({ query }) => {
      const days = Number(query.days) as PerformanceRangeDays;
      const listingId = query.listingId ?? null;
      if (listingId && listingId !== LOFT_ID && listingId !== STUDIO_ID) {
        return {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'Listing not found' } },
        };
      }
      return { body: answer(days, { listingId }) };
    },
  });
}

const figure = (name: string) => screen.getByRole('listitem', { name });

describe('HostPerformancePage', () => {
  it('shows the five figures, the chart’s figures as a table, and every listing', async () => {
    const calls = stubPerformance();
    renderInRouter(<HostPerformancePage />, { user: fakeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/host/performance')?.query).toEqual({ days: '30' });
    expect(figure('Views').textContent).toContain('1,234');
    expect(figure('Saves').textContent).toContain('56');
    expect(figure('Booking requests').textContent).toContain('8');
    expect(figure('Booking requests').textContent).toContain('5 confirmed');
    expect(figure('Conversion').textContent).toContain('0.4%');
    expect(figure('Response rate').textContent).toContain('75%');
    expect(figure('Response rate').textContent).toContain(
      '3 of 4 requests answered within 24 hours',
    );
    expect(screen.getByText('Mar 17, 2026 – Apr 15, 2026')).toBeTruthy();

    const chart = screen.getByRole('region', { name: 'Over time' });
    expect(within(chart).getByText('By day')).toBeTruthy();
    await userEvent.click(within(chart).getByText('Show the figures as a table'));
    const rows = within(chart).getAllByRole('row');
    // A header and the thirty days.
    expect(rows).toHaveLength(31);
    const last = rows.at(-1) as HTMLElement;
    expect(within(last).getByRole('rowheader').textContent).toBe('Apr 15, 2026');
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '0', '2', '1']);

    const byListing = screen.getByRole('region', { name: 'By listing' });
    const loft = within(byListing).getByRole('row', { name: /Loft in Lastarria/ });
    expect(loft.textContent).toContain('1,234');
    expect(loft.textContent).toContain('75%');
    const studio = within(byListing).getByRole('row', { name: /Recording studio/ });
    // No views, no requests to answer: dashes, not zeros that read as failures.
    expect(within(studio).getAllByText('—')).toHaveLength(2);
  });

  it('asks for another period and another listing, and keeps them in the address', async () => {
    const calls = stubPerformance();
    const { router } = renderInRouter(<HostPerformancePage />, { user: fakeUser() });
    await screen.findByRole('listitem', { name: 'Views' });

    await userEvent.click(screen.getByRole('button', { name: '365 days' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ days: 365 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '365 days' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    // A year is drawn by weeks.
    expect(await screen.findByText('By week')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Listing' }), STUDIO_ID);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ days: 365, listing: STUDIO_ID }),
    );
    await waitFor(() =>
      expect(calls.map((c) => c.query)).toContainEqual({ days: '365', listingId: STUDIO_ID }),
    );

    // Back to every listing, from the selector.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Listing' }), '');
    await waitFor(() => expect(router.state.location.search).toEqual({ days: 365 }));
  });

  it('invites a host without listings on the market to create one', async () => {
    stubPerformance((days) =>
      fakePerformance(days, { listings: [], figures: fakeFigures({ views: 0 }) }),
    );
    renderInRouter(<HostPerformancePage />, { user: fakeUser() });
    expect(
      await screen.findByRole('heading', { name: 'No listings on the market yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Listing' }).getAttribute('href')).toBe(
      '/create-listing',
    );
    expect(screen.queryByRole('region', { name: 'Over time' })).toBeNull();
  });

  it('says so when the address names a listing that is not the host’s', async () => {
    stubPerformance();
    const { router } = renderInRouter(<HostPerformancePage />, { user: fakeUser() });
    await screen.findByRole('listitem', { name: 'Views' });
    await router.navigate({
      to: '/',
      search: { listing: '99999999-9999-4999-8999-999999999999' } as never,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Listing not found')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See all your listings' })).toBeTruthy();
  });

  it('reads a hand-edited address as the defaults', async () => {
    const calls = stubPerformance();
    const { router } = renderInRouter(<HostPerformancePage />, { user: fakeUser() });
    await screen.findByRole('listitem', { name: 'Views' });
    await router.navigate({ to: '/', search: { days: '7', listing: 'loft' } as never });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ days: '7', listing: 'loft' }),
    );
    expect(calls.every((c) => c.query.days === '30' && c.query.listingId === undefined)).toBe(true);
  });

  it('marks a deleted listing and shows one listing’s own figures', async () => {
    stubPerformance((days, overrides) =>
      fakePerformance(days, {
        ...overrides,
        listings: [
          fakePerformanceListing(),
          fakePerformanceListing({ id: STUDIO_ID, title: 'Old studio', deleted: true }),
        ],
      }),
    );
    const { router } = renderInRouter(<HostPerformancePage />, { user: fakeUser() });
    const byListing = await screen.findByRole('region', { name: 'By listing' });
    expect(within(byListing).getByRole('row', { name: /Old studio/ }).textContent).toContain(
      'Deleted',
    );
    expect(screen.getByRole('option', { name: 'Old studio (deleted)' })).toBeTruthy();
    const showLoft = within(byListing).getByRole('link', { name: 'Show Loft in Lastarria only' });
    expect(showLoft.getAttribute('href')).toBe(`/host/performance?listing=${LOFT_ID}`);
    await router.navigate({ to: '/', search: { listing: LOFT_ID } as never });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'By listing' }))
          .getByRole('row', { name: /Loft in Lastarria/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
  });

  it('speaks Spanish', async () => {
    stubPerformance();
    await testI18n.changeLanguage('es');
    renderInRouter(<HostPerformancePage />, { user: fakeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rendimiento' })).toBeTruthy();
    expect(figure('Visitas').textContent).toContain('1.234');
    expect(figure('Solicitudes de reserva').textContent).toContain('5 confirmadas');
    expect(figure('Tasa de respuesta').textContent).toContain('75');
    expect(screen.getByRole('button', { name: '90 días' })).toBeTruthy();
  });

  it('says the figures did not load, and tries again', async () => {
    let fail = true;
    stubApiWithQuery({
      'GET /host/performance': () =>
        fail
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : { body: fakePerformance(30) },
    });
    renderInRouter(<HostPerformancePage />, { user: fakeUser(), errorComponent: PerformanceError });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Performance')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Views' })).toBeTruthy();
  });
});
