import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingReviews, Review } from '@arrendo/contracts/web';
import { createI18n } from '@/i18n';
import {
  BOOKING_ID,
  GUEST_ID,
  HOST_ID,
  PROPERTY_ID,
  fakeBooking,
} from '@/features/trips/test-support';
import { BookingReviewCard } from './booking-review-card';

const { instance: i18n, ready } = createI18n();
beforeAll(async () => {
  await ready;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ended = fakeBooking({
  endsAt: '2026-01-10T14:00:00.000Z',
  startsAt: '2026-01-08T18:00:00.000Z',
});
const TEXT = 'Lovely place, very clean and quiet; we would come back.';

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    bookingId: BOOKING_ID,
    listingId: PROPERTY_ID,
    authorId: GUEST_ID,
    subjectId: HOST_ID,
    authorRole: 'guest',
    rating: 4,
    categories: {
      cleanliness: 5,
      accuracy: 5,
      communication: 5,
      location: 4,
      checkIn: 5,
      value: 3,
    },
    text: TEXT,
    submittedAt: '2026-01-11T10:00:00.000Z',
    publishedAt: null,
    response: null,
    ...overrides,
  };
}

function state(overrides: Partial<BookingReviews> = {}): BookingReviews {
  return {
    bookingId: BOOKING_ID,
    role: 'guest',
    window: 'open',
    opensAt: '2026-01-10T14:00:00.000Z',
    closesAt: '2026-01-24T14:00:00.000Z',
    mine: null,
    theirs: null,
    theirsWritten: false,
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderCard(role: 'guest' | 'host' = 'guest') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BookingReviewCard
          booking={ended}
          me={{ firstName: role === 'guest' ? 'Ana' : 'Hugo', avatarUrl: null }}
          counterpart={{
            id: role === 'guest' ? HOST_ID : GUEST_ID,
            firstName: role === 'guest' ? 'Hugo' : 'Ana',
            displayName: role === 'guest' ? 'Hugo P.' : 'Ana P.',
            avatarUrl: null,
          }}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the trip page’s review card', () => {
  it('asks for every star rating and the text, then sends the guest’s review', async () => {
    // The service's state: written once the POST arrives (the card reads it again after).
    let written: BookingReviews | null = null;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') written = state({ mine: review() });
      return json(written ?? state());
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    const form = await screen.findByTestId('review-form');
    expect(screen.getByTestId('review-card-status').textContent).toMatch(/until/);

    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(within(form).getAllByText('Choose from 1 to 5 stars.')).toHaveLength(7);
    expect(within(form).getByText('Please write at least 20 characters.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);

    for (const legend of [
      'Overall',
      'Cleanliness',
      'Accuracy',
      'Communication',
      'Location',
      'Check-in',
      'Value',
    ]) {
      const group = within(form).getByRole('group', { name: legend });
      fireEvent.click(
        within(group).getByRole('radio', { name: legend === 'Value' ? '3 stars' : '5 stars' }),
      );
    }
    fireEvent.change(within(form).getByLabelText('Tell future guests about your stay'), {
      target: { value: TEXT },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(screen.queryByTestId('review-form')).toBeNull());
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
    expect(String(post?.[0])).toBe(`/api/bookings/${BOOKING_ID}/reviews`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      rating: 5,
      text: TEXT,
      categories: {
        cleanliness: 5,
        accuracy: 5,
        communication: 5,
        location: 5,
        checkIn: 5,
        value: 3,
      },
    });
    expect(screen.getByTestId('review-card-status').textContent).toMatch(
      /published together with Hugo/,
    );
  });

  it('shows both reviews once published, and the host may answer the guest’s', async () => {
    const published = '2026-01-12T10:00:00.000Z';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          state({
            role: 'host',
            mine: review({
              authorId: HOST_ID,
              authorRole: 'host',
              categories: null,
              rating: 5,
              text: 'Great guest, tidy and kind.',
              publishedAt: published,
            }),
            theirs: review({ publishedAt: published }),
            theirsWritten: true,
          }),
        ),
      ),
    );
    renderCard('host');
    expect(await screen.findByText(TEXT)).toBeTruthy();
    expect(screen.getByText('Great guest, tidy and kind.')).toBeTruthy();
    expect(screen.getByTestId('review-card-status').textContent).toBe(
      'Both reviews are published.',
    );
    expect(screen.getByLabelText('Answer this review publicly')).toBeTruthy();
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('draws nothing before the stay has ended', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <BookingReviewCard booking={fakeBooking()} me={null} counterpart={null} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
