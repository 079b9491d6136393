import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CancellationPreview, Me } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import { BOOKING_ID, HOST_ID, fakeBooking, fakeDetail, stubApiWithQuery } from '../test-support';
import { BookingDetailError, BookingDetailPage } from './booking-detail-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const host = (): Me => ({ ...fakeUser(), id: HOST_ID }) as Me;

function preview(overrides: Partial<CancellationPreview> = {}): CancellationPreview {
  return {
    bookingId: BOOKING_ID,
    by: 'guest',
    policy: 'flexible',
    refundPercent: 50,
    refund: { amount: 65450, currency: 'CLP' },
    paid: { amount: 130900, currency: 'CLP' },
    daysBefore: 3,
    free: false,
    ...overrides,
  };
}

describe('BookingDetailPage', () => {
  it('shows the trip, the host, the receipt and the refund policy to the guest', async () => {
    stubApiWithQuery({ [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail() } });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Casa en Pucón' })).toBeTruthy();
    expect(screen.getByText('Thu 12 Mar 2099 – Sun 15 Mar 2099')).toBeTruthy();
    expect(screen.getByText(/local to the listing \(America\/Santiago\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Marta' }).getAttribute('href')).toBe(
      `/host/${HOST_ID}`,
    );
    const receipt = screen.getByTestId('receipt');
    const text = receipt.textContent ?? '';
    expect(text).toContain('3 nights × CLP$30,000CLP$90,000');
    expect(text).toContain('CleaningCLP$10,000');
    expect(text).toContain('Service fee (10%)CLP$10,000');
    expect(text).toContain('IVA on the service fee (19%)CLP$1,900');
    expect(text).toContain('Total (CLP)CLP$111,900');
    expect(screen.getByText(/Paid by card with Stripe on/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cancellation policy: Flexible' })).toBeTruthy();
    expect(
      screen.getByText('Full refund if you cancel at least 7 days before the start.'),
    ).toBeTruthy();
    // The guest cancels; answering requests is the host's.
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows a confirmed guest the exact address, the pin and the arrival details', async () => {
    const arrival = {
      bookingId: BOOKING_ID,
      location: 'Pucón, Araucanía',
      address: 'Camino Pucón–Caburgua 4321',
      lat: -39.2371,
      lng: -71.8694,
      instructions: 'Key box code 4471.\nPark under the oak.',
    };
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: {
        body: fakeDetail(fakeBooking({ status: 'confirmed' }), undefined, arrival),
      },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });
    const place = await screen.findByTestId('trip-place');
    expect(within(place).getByRole('heading', { name: "Where you're going" })).toBeTruthy();
    expect(within(place).getByTestId('trip-address').textContent).toBe(
      'Address: Camino Pucón–Caburgua 4321, Pucón, Araucanía',
    );
    expect(within(place).getByTestId('trip-arrival').textContent).toBe(
      'Key box code 4471.\nPark under the oak.',
    );
    expect(within(place).getByRole('region', { name: /the exact location of/ })).toBeTruthy();
    expect(within(place).getByTestId('trip-map-link').getAttribute('href')).toContain(
      'mlat=-39.23710&mlon=-71.86940',
    );
    expect(within(place).queryByTestId('trip-exact-later')).toBeNull();
  });

  it('before confirmation the guest sees the public place only, and when the rest comes', async () => {
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail(fakeBooking({ status: 'requested' })) },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });
    const place = await screen.findByTestId('trip-place');
    expect(within(place).getByTestId('trip-exact-later').textContent).toBe(
      "The exact address and your host's arrival details appear here once the booking is confirmed.",
    );
    expect(within(place).queryByTestId('trip-address')).toBeNull();
    expect(within(place).queryByTestId('trip-map-link')).toBeNull();
    expect(within(place).queryByRole('region')).toBeNull();
  });

  it('says what the guest gets back, and reloads the preview when the refund changed (409)', async () => {
    let current = preview();
    const calls = stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail() },
      [`GET /bookings/${BOOKING_ID}/cancellation`]: () => ({ body: current }),
      [`POST /bookings/${BOOKING_ID}/cancel`]: ({ body }) => {
        const expected = (body as { expectedRefund: number }).expectedRefund;
        if (expected !== current.refund.amount) {
          return {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: 'Changed',
                details: { reason: 'refund_changed', refund: current.refund.amount },
              },
            },
          };
        }
        return {
          body: fakeBooking({
            status: 'cancelled',
            cancellation: {
              by: 'guest',
              reason: 'guest_cancelled',
              at: '2099-03-10T12:00:00.000Z',
              refundPercent: 0,
              refund: { amount: 0, currency: 'CLP' },
            },
          }),
        };
      },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect((await within(dialog).findByTestId('refund-sentence')).textContent).toBe(
      "You'll get CLP$65,450 back (50%).",
    );
    expect(within(dialog).getByText(/Flexible policy: cancelling 3 days/)).toBeTruthy();

    // Midnight passed while the dialog was open: the server now refunds nothing.
    current = preview({ refundPercent: 0, refund: { amount: 0, currency: 'CLP' }, daysBefore: 0 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await within(dialog).findByText(/The refund changed since you opened this/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('refund-sentence').textContent).toBe(
        "You won't get a refund of the CLP$130,900 you paid.",
      ),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ expectedRefund: 65450 }, { expectedRefund: 0 }]);
  });

  it('does not ask for the cancellation preview of a booking it just cancelled', async () => {
    const cancelled = fakeBooking({
      status: 'cancelled',
      cancellation: {
        by: 'guest',
        reason: 'guest_cancelled',
        at: '2099-03-10T12:00:00.000Z',
        refundPercent: 50,
        refund: { amount: 65450, currency: 'CLP' },
      },
    });
    let done = false;
    const calls = stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: () => ({
        body: done ? fakeDetail(cancelled) : fakeDetail(),
      }),
      // Once cancelled, the server answers 409 here: asking again only logs an error.
      [`GET /bookings/${BOOKING_ID}/cancellation`]: () =>
        done
          ? { status: 409, body: { error: { code: 'CONFLICT', message: 'No longer active.' } } }
          : { body: preview() },
      [`POST /bookings/${BOOKING_ID}/cancel`]: () => {
        done = true;
        return { body: cancelled };
      },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await within(dialog).findByTestId('refund-sentence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull(),
    );
    // Let any refetch the cancel set off land before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const post = calls.findIndex((c) => c.method === 'POST');
    const after = calls.slice(post).filter((c) => c.path.endsWith('/cancellation'));
    expect(after).toEqual([]);
  });

  it('a booking cancelled elsewhere meanwhile: says so and asks for no preview again', async () => {
    const calls = stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail() },
      [`GET /bookings/${BOOKING_ID}/cancellation`]: { body: preview() },
      [`POST /bookings/${BOOKING_ID}/cancel`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This booking is no longer active.' } },
      },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await within(dialog).findByTestId('refund-sentence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('This booking is no longer active: it was cancelled or has ended.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const post = calls.findIndex((c) => c.method === 'POST');
    expect(calls.slice(post).filter((c) => c.path.endsWith('/cancellation'))).toEqual([]);
  });

  it.each([
    [
      'free, nothing paid',
      preview({ free: true, refundPercent: 100, refund: zero(), paid: zero() }),
      'Cancelling is free: nothing has been charged.',
    ],
    [
      'free, a request already paid',
      preview({ free: true, refundPercent: 100, refund: clp(130900) }),
      "Cancelling is free: you'll get all CLP$130,900 back.",
    ],
    [
      'the host',
      preview({ by: 'host', refundPercent: 100, refund: clp(130900) }),
      'The guest gets a full refund of CLP$130,900.',
    ],
  ])('words the refund when %s', async (_, answer, sentence) => {
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail() },
      [`GET /bookings/${BOOKING_ID}/cancellation`]: { body: answer },
    });
    const user = answer.by === 'host' ? host() : fakeUser();
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user });
    const open = answer.by === 'host' ? 'Cancel this booking' : 'Cancel booking';
    await userEvent.click(await screen.findByRole('button', { name: open }));
    expect((await screen.findByTestId('refund-sentence')).textContent).toBe(sentence);
  });

  it("a request whose card is only authorised: cancelling releases it, nothing is 'back'", async () => {
    const requested = fakeBooking({
      status: 'requested',
      confirmedAt: null,
      expiresAt: '2099-01-03T10:00:00.000Z',
      payment: { state: 'authorized', provider: 'stripe', paid: clp(130900), refunded: zero() },
    });
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail(requested) },
      [`GET /bookings/${BOOKING_ID}/cancellation`]: {
        body: preview({ free: true, refundPercent: 100, refund: clp(130900) }),
      },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });
    expect((await screen.findByTestId('host-cancel-note')).textContent).toBe(
      "If the host declines or doesn't answer, nothing is charged: the authorisation on your card is released. If they cancel after accepting, you get a full refund.",
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect((await screen.findByTestId('refund-sentence')).textContent).toBe(
      'Cancelling is free: nothing has been charged, and the CLP$130,900 authorised on your card is released.',
    );
  });

  it('lets the host accept a request', async () => {
    const requested = fakeBooking({
      status: 'requested',
      confirmedAt: null,
      expiresAt: '2099-01-03T10:00:00.000Z',
    });
    const calls = stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail(requested) },
      [`POST /bookings/${BOOKING_ID}/accept`]: { body: fakeBooking() },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: host() });
    expect(await screen.findByText(/Answer this request before/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Guest' })).toBeTruthy();
    // A request is declined, not cancelled, by the host.
    expect(screen.queryByRole('button', { name: 'Cancel this booking' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request for Casa en Pucón accepted')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/accept'))).toBe(true);
  });

  it('says when the booking could not be loaded, and loads it again', async () => {
    let down = true;
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: () =>
        down
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : { body: fakeDetail() },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, {
      user: fakeUser(),
      errorComponent: BookingDetailError,
    });
    const alert = await screen.findByRole('alert');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa en Pucón' })).toBeTruthy();
  });
});

function clp(amount: number) {
  return { amount, currency: 'CLP' as const };
}
function zero() {
  return clp(0);
}
