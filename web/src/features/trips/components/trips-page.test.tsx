import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import {
  BOOKING_ID,
  fakeBooking,
  fakeDetail,
  fakePayment,
  stubApiWithQuery,
} from '../test-support';
import { TripsPage } from './trips-page';

const OTHER_ID = '44444444-4444-4444-8444-444444444444';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('TripsPage tabs', () => {
  it('asks for each tab, keeps it in the URL and shows its cards or its empty state', async () => {
    const calls = stubApiWithQuery({
      'GET /bookings': ({ query }) => ({
        body:
          query.tab === 'upcoming'
            ? { items: [fakeBooking({ status: 'pending', payment: unpaid() })], nextCursor: null }
            : { items: [], nextCursor: null },
      }),
    });
    const { router } = renderInRouter(<TripsPage />, { user: fakeUser() });

    const card = await screen.findByTestId('booking-card');
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(card).getByRole('link', { name: 'Casa en Pucón' }).getAttribute('href')).toBe(
      `/bookings/${BOOKING_ID}`,
    );
    expect(within(card).getByTestId('booking-status').textContent).toBe('Pending payment');
    expect(within(card).getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      `/checkout/${BOOKING_ID}`,
    );
    expect(within(card).getByText(/2 guests · Total CLP\$111,900/)).toBeTruthy();
    expect(within(card).getByText('Thu 12 Mar 2099 – Sun 15 Mar 2099')).toBeTruthy();
    expect(calls.map((c) => c.query.tab)).toEqual(['upcoming']);

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past trips')).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 'past' });
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Start searching' }).getAttribute('href')).toBe('/');
    expect(calls.at(-1)?.query.tab).toBe('past');

    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText('No cancelled trips')).toBeTruthy();
    expect(calls.at(-1)?.query.tab).toBe('cancelled');
  });

  it('shows hourly bookings with their time and loads more with the cursor', async () => {
    const hourly = fakeBooking({
      id: OTHER_ID,
      kind: 'hourly',
      checkIn: null,
      checkOut: null,
      date: '2099-04-03',
      startTime: '22:00',
      hours: 3,
      listing: { ...fakeBooking().listing, title: 'Estudio en Valparaíso' },
    });
    const calls = stubApiWithQuery({
      'GET /bookings': ({ query }) => ({
        body: query.cursor
          ? { items: [hourly], nextCursor: null }
          : { items: [fakeBooking()], nextCursor: 'page-2' },
      }),
    });
    renderInRouter(<TripsPage />, { user: fakeUser() });
    expect(await screen.findByText('Casa en Pucón')).toBeTruthy();
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Estudio en Valparaíso')).toBeTruthy();
    // 22:00 for three hours ends at 01:00 the next day.
    expect(screen.getByText('Fri 3 Apr 2099 · 22:00–01:00')).toBeTruthy();
    expect(screen.getAllByTestId('booking-card')).toHaveLength(2);
    expect(calls.at(-1)?.query).toEqual({ tab: 'upcoming', cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('TripsPage success state', () => {
  it('polls a pending booking until the webhook confirmed it, then stops', async () => {
    let polls = 0;
    stubApiWithQuery({
      'GET /bookings': { body: { items: [], nextCursor: null } },
      [`GET /bookings/${BOOKING_ID}`]: () => {
        polls += 1;
        return {
          body:
            polls < 2
              ? fakeDetail(fakeBooking({ status: 'pending', payment: unpaid() }), [
                  fakePayment({ status: 'requires_action' }),
                ])
              : fakeDetail(),
        };
      },
    });
    const { router } = renderInRouter(<TripsPage />, { user: fakeUser() });
    await router.navigate({ href: `/?status=success&id=${BOOKING_ID}` });

    const banner = await screen.findByTestId('payment-banner');
    await waitFor(() => expect(banner.getAttribute('data-outcome')).toBe('processing'));
    expect(within(banner).getByText('Processing your payment…')).toBeTruthy();
    expect(await within(banner).findByText('Booking confirmed!')).toBeTruthy();
    expect(polls).toBe(2);
    // Confirmed is final: no more requests after the interval passes.
    await new Promise((r) => setTimeout(r, 1800));
    expect(polls).toBe(2);

    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('payment-banner')).toBeNull());
    expect(router.state.location.search).toEqual({});
  });
});

function unpaid() {
  return {
    state: 'unpaid' as const,
    provider: null,
    paid: { amount: 0, currency: 'CLP' as const },
    refunded: { amount: 0, currency: 'CLP' as const },
  };
}
