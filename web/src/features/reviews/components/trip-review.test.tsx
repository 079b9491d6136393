import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import {
  BOOKING_ID,
  fakeBooking,
  fakeDetail,
  stubApiWithQuery,
} from '@/features/trips/test-support';
import { BookingDetailPage } from '@/features/trips/components/booking-detail-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the trip page of an ended stay', () => {
  it('offers the guest the review form, until the window closes', async () => {
    const endsAt = new Date(Date.now() - 3_600_000).toISOString();
    const booking = fakeBooking({
      status: 'confirmed',
      startsAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      endsAt,
    });
    stubApiWithQuery({
      [`GET /bookings/${BOOKING_ID}`]: { body: fakeDetail(booking) },
      [`GET /bookings/${BOOKING_ID}/reviews`]: {
        body: {
          bookingId: BOOKING_ID,
          role: 'guest',
          window: 'open',
          opensAt: endsAt,
          closesAt: new Date(Date.parse(endsAt) + 14 * 86_400_000).toISOString(),
          mine: null,
          theirs: null,
          theirsWritten: false,
        },
      },
    });
    renderInRouter(<BookingDetailPage id={BOOKING_ID} />, { user: fakeUser() });
    const card = await screen.findByTestId('review-card');
    expect(within(card).getByRole('heading', { name: 'Review your stay' })).toBeTruthy();
    expect(within(card).getByTestId('review-form')).toBeTruthy();
  });
});
