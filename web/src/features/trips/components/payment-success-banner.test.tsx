import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import {
  BOOKING_ID,
  fakeBooking,
  fakeDetail,
  fakePayment,
  stubApiWithQuery,
} from '../test-support';
import { PaymentSuccessBanner } from './payment-success-banner';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const unpaid = {
  state: 'unpaid' as const,
  provider: null,
  paid: { amount: 0, currency: 'CLP' as const },
  refunded: { amount: 0, currency: 'CLP' as const },
};

function render(limitMs = 60_000) {
  return renderInRouter(
    <PaymentSuccessBanner
      bookingId={BOOKING_ID}
      onClose={() => undefined}
      pollMs={40}
      limitMs={limitMs}
    />,
    { user: fakeUser() },
  );
}

describe('PaymentSuccessBanner', () => {
  it('says the request was sent when the webhook made it a request', async () => {
    let polls = 0;
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: () => {
        polls += 1;
        const booking =
          polls < 3
            ? fakeBooking({ status: 'pending', payment: unpaid })
            : fakeBooking({ status: 'requested', confirmedAt: null });
        return { body: fakeDetail(booking) };
      },
    });
    render();
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(screen.getByText(/The host has 24 hours to answer/)).toBeTruthy();
    expect(polls).toBe(3);
  });

  it('stops and offers to pay again when the payment failed', async () => {
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: {
        body: fakeDetail(fakeBooking({ status: 'pending', payment: unpaid }), [
          fakePayment({ status: 'failed', failureMessage: 'Card declined' }),
        ]),
      },
    });
    render();
    expect(await screen.findByText("Your payment didn't go through")).toBeTruthy();
    expect(screen.getByText('Card declined')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try paying again' }).getAttribute('href')).toBe(
      `/checkout/${BOOKING_ID}`,
    );
  });

  it('says so when the hold expired', async () => {
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: {
        body: fakeDetail(fakeBooking({ status: 'expired', payment: unpaid }), []),
      },
    });
    render();
    expect(await screen.findByText('Your hold expired')).toBeTruthy();
  });

  it.each([
    ['slot_lost', 'Those dates were taken'],
    ['slot_unavailable', 'Those dates are no longer available'],
    ['listing_withdrawn', 'This place is no longer available'],
  ] as const)('says why a paid booking could not stand (%s)', async (reason, title) => {
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: {
        body: fakeDetail(
          fakeBooking({
            status: 'cancelled',
            cancellation: {
              by: 'system',
              reason,
              at: '2026-11-20T12:00:00.000Z',
              refundPercent: 100,
              refund: { amount: 100_000, currency: 'CLP' },
            },
          }),
          [],
        ),
      },
    });
    render();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByTestId('payment-banner').getAttribute('data-outcome')).not.toBe('ended');
  });

  it('gives up waiting after the limit and says the payment is still processing', async () => {
    let polls = 0;
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: () => {
        polls += 1;
        return { body: fakeDetail(fakeBooking({ status: 'pending', payment: unpaid }), []) };
      },
    });
    render(300);
    expect(await screen.findByText('Your payment is still being processed')).toBeTruthy();
    const after = polls;
    expect(after).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(polls).toBe(after);
  });
});
