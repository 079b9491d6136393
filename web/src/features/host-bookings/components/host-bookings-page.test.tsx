import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking, Me } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import {
  BOOKING_ID,
  GUEST_ID,
  HOST_ID,
  fakeBooking,
  stubApiWithQuery,
} from '@/features/trips/test-support';
import { HostBookingsPage } from './host-bookings-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const host = (): Me => ({ ...fakeUser(), id: HOST_ID }) as Me;
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 60_000).toISOString();
const guests = {
  [GUEST_ID]: { id: GUEST_ID, firstName: 'Ana', displayName: 'Ana P.', avatarUrl: null },
};

function requestsApi(answer: 'accept' | 'decline', status = 200, request: Partial<Booking> = {}) {
  let items: Booking[] = [
    fakeBooking({ status: 'requested', confirmedAt: null, expiresAt: inHours(18), ...request }),
  ];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = stubApiWithQuery({
    'GET /host/bookings': ({ query }) => ({
      body: { items: query.tab === 'requests' ? items : [], nextCursor: null, guests },
    }),
    [`POST /bookings/${BOOKING_ID}/${answer}`]: async () => {
      await gate;
      if (status !== 200)
        return { status, body: { error: { code: 'CONFLICT', message: 'Already answered' } } };
      const done = fakeBooking({ status: answer === 'accept' ? 'confirmed' : 'declined' });
      items = [];
      return { body: done };
    },
  });
  return { calls, release };
}

describe('HostBookingsPage', () => {
  it('lists requests with the guest and the time left, and accepts one', async () => {
    const { calls, release } = requestsApi('accept');
    renderInRouter(<HostBookingsPage />, { user: host() });

    const card = await screen.findByTestId('booking-card');
    expect(screen.getByRole('tab', { name: 'Requests' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(card).getByText('Guest: Ana P.')).toBeTruthy();
    expect(within(card).getByText('18 hours left to answer')).toBeTruthy();
    expect(within(card).getByTestId('booking-status').textContent).toBe('Request');
    // What the host earns (the base, 100.000), not what the guest pays (111.900).
    expect(within(card).getByTestId('booking-amount').textContent).toBe(
      '2 guests · You earn CLP$100,000',
    );
    expect(card.textContent).not.toContain('111,900');
    expect(calls[0]?.query).toEqual({ tab: 'requests' });

    const accept = within(card).getByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    // Both answers are off while the first is on its way.
    await waitFor(() => expect((accept as HTMLButtonElement).disabled).toBe(true));
    expect(
      (within(card).getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    release();
    expect(await screen.findByText('Request for Casa en Pucón accepted')).toBeTruthy();
    expect(await screen.findByText('No requests waiting for an answer.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/bookings/${BOOKING_ID}/accept`,
    ]);
  });

  it('declines only after confirming', async () => {
    const { calls, release } = requestsApi('decline');
    release();
    renderInRouter(<HostBookingsPage />, { user: host() });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this request?' });
    // It says which request: the guest, the place and the dates.
    expect(
      within(dialog).getByText(
        "Ana P.'s request for Casa en Pucón: Thu 12 Mar 2099 – Sun 15 Mar 2099. The guest gets a full refund and the dates open up again.",
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request for Casa en Pucón declined')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/bookings/${BOOKING_ID}/decline`,
    ]);
  });

  it('names the hourly request with its time, and releases an authorised card', async () => {
    const { release } = requestsApi('decline', 200, {
      kind: 'hourly',
      checkIn: null,
      checkOut: null,
      date: '2099-03-12',
      startTime: '10:00',
      hours: 3,
      payment: {
        state: 'authorized',
        provider: 'stripe',
        paid: { amount: 130900, currency: 'CLP' },
        refunded: { amount: 0, currency: 'CLP' },
      },
    });
    release();
    renderInRouter(<HostBookingsPage />, { user: host() });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this request?' });
    expect(
      within(dialog).getByText(
        "Ana P.'s request for Casa en Pucón: Thu 12 Mar 2099 · 10:00–13:00. Nothing is charged: the guest's card authorisation is released and the dates open up again.",
      ),
    ).toBeTruthy();
  });

  it('shows a refused answer as a toast', async () => {
    const { release } = requestsApi('accept', 409);
    release();
    renderInRouter(<HostBookingsPage />, { user: host() });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('This request was already answered or has expired.'),
    ).toBeTruthy();
  });

  it('switches tabs through the URL', async () => {
    const { calls } = requestsApi('accept');
    const { router } = renderInRouter(<HostBookingsPage />, { user: host() });
    await screen.findByTestId('booking-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('No upcoming bookings.')).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 'upcoming' });
    expect(calls.at(-1)?.query).toEqual({ tab: 'upcoming' });
  });
});
