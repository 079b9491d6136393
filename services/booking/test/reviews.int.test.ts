import { randomUUID } from 'node:crypto';
import {
  BookingRpc,
  ListingRpc,
  ReviewRpc,
  SYSTEM_ACTOR,
  type Actor,
  type Booking,
  type CategoryRatings,
  type ImportedProperty,
} from '@arrendo/contracts';
import { errorOf, waitFor } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishClosedReviews } from '../src/app/review-publish.js';
import { santiagoDate } from '../src/testing/dates.js';
import { BookingUnderTest, guest, listing } from './support.js';

const CATEGORIES: CategoryRatings = {
  cleanliness: 5,
  accuracy: 4,
  communication: 5,
  location: 3,
  checkIn: 5,
  value: 4,
};
const GUEST_TEXT = 'Spotless and exactly as pictured; the host answered within minutes.';
const HOST_TEXT = 'Lovely guests, left everything tidy and kept to the house rules.';

/**
 * Decision 0044: reviews after a completed stay, double-blind, one per side, published together
 * (second review, or the window's close), unchangeable, one host answer, and the listing's rating
 * from the published guest reviews (the real listing service consumes the event).
 */
describe('double-blind reviews of completed bookings', () => {
  let booking: BookingUnderTest;
  const key = () => ({ idempotencyKey: randomUUID() });
  const hostOf = (p: ImportedProperty): Actor => ({ userId: p.hostId, roles: [] });

  /** A stay that ended `endedDaysAgo` days ago (the system's history command). */
  async function pastStay(p: ImportedProperty, who: Actor, endedDaysAgo: number): Promise<Booking> {
    if (!who.userId) throw new Error('a guest has an id');
    return booking.client.call(
      BookingRpc.recordPast,
      {
        guestId: who.userId,
        slot: {
          propertyId: p.id,
          checkIn: santiagoDate(-endedDaysAgo - 2),
          checkOut: santiagoDate(-endedDaysAgo),
          guests: 2,
        },
      },
      { actor: SYSTEM_ACTOR, ...key() },
    );
  }

  const write = (
    bookingId: string,
    actor: Actor,
    review: { rating: number; categories?: CategoryRatings; text: string },
    idempotencyKey = randomUUID(),
  ) => booking.client.call(ReviewRpc.write, { bookingId, ...review }, { actor, idempotencyKey });
  const view = (bookingId: string, actor: Actor) =>
    booking.client.call(ReviewRpc.forBooking, { bookingId }, { actor });
  const guestReview = { rating: 4, categories: CATEGORIES, text: GUEST_TEXT };
  const hostReview = { rating: 5, text: HOST_TEXT };

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_reviews');
  });
  afterAll(async () => {
    await booking?.stop();
  });

  it('refuses a review without a completed booking, and strangers find nothing', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const held = await booking.client.call(
      BookingRpc.hold,
      { propertyId: p.id, checkIn: santiagoDate(20), checkOut: santiagoDate(22), guests: 2 },
      { actor: ana, ...key() },
    );
    const notDone = await errorOf(write(held.id, ana, guestReview));
    expect(notDone.code).toBe('CONFLICT');
    expect(notDone.message).toMatch(/completed/);

    const stayed = await pastStay(p, ana, 1);
    expect((await errorOf(write(stayed.id, guest(), guestReview))).code).toBe('NOT_FOUND');
    expect((await errorOf(view(stayed.id, guest()))).code).toBe('NOT_FOUND');
    const admin: Actor = { userId: randomUUID(), roles: ['admin'] };
    expect((await errorOf(write(stayed.id, admin, guestReview))).code).toBe('NOT_FOUND');

    const closed = await pastStay(p, ana, 20);
    const late = await errorOf(write(closed.id, ana, guestReview));
    expect(late.code).toBe('CONFLICT');
    expect(late.message).toMatch(/14 days/);
    expect((await view(closed.id, ana)).window).toBe('closed');

    // A guest rates every category; a host gives one rating.
    const missing = await errorOf(write(stayed.id, ana, { rating: 4, text: GUEST_TEXT }));
    expect(missing.code).toBe('VALIDATION');
    expect(missing.details).toMatchObject({ fields: [{ path: 'categories' }] });
    const hostCategories = await errorOf(
      write(stayed.id, hostOf(p), { ...hostReview, categories: CATEGORIES }),
    );
    expect(hostCategories.code).toBe('VALIDATION');
    const short = await errorOf(write(stayed.id, ana, { ...guestReview, text: 'ok' }));
    expect(short.code).toBe('VALIDATION');
  });

  it('hides each side until both wrote, publishes both with the second, and counts it', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const host = hostOf(p);
    const stayed = await pastStay(p, ana, 2);

    const first = await write(stayed.id, ana, guestReview);
    expect(first.window).toBe('open');
    expect(first.mine).toMatchObject({ rating: 4, categories: CATEGORIES, publishedAt: null });
    expect(first.theirs).toBeNull();

    const hostSees = await view(stayed.id, host);
    expect(hostSees.role).toBe('host');
    expect(hostSees.theirsWritten).toBe(true);
    expect(hostSees.theirs).toBeNull();
    const nobody = await booking.client.call(ReviewRpc.listForListing, { listingId: p.id });
    expect(nobody.items).toHaveLength(0);
    expect(nobody.summary.count).toBe(0);

    // Once per author: the same review again answers, a different one is refused.
    expect((await write(stayed.id, ana, guestReview)).mine?.id).toBe(first.mine?.id);
    const changed = await errorOf(write(stayed.id, ana, { ...guestReview, rating: 1 }));
    expect(changed.code).toBe('CONFLICT');

    const second = await write(stayed.id, host, hostReview);
    expect(second.mine?.publishedAt).not.toBeNull();
    expect(second.theirs).toMatchObject({ authorRole: 'guest', rating: 4, text: GUEST_TEXT });
    const guestSees = await view(stayed.id, ana);
    expect(guestSees.theirs).toMatchObject({ authorRole: 'host', rating: 5 });
    expect(guestSees.mine?.publishedAt).toBe(second.mine?.publishedAt);

    // Published: no change by its author, whatever they send.
    const after = await errorOf(write(stayed.id, ana, { ...guestReview, text: `${GUEST_TEXT}!` }));
    expect(after.code).toBe('CONFLICT');
    expect((await view(stayed.id, ana)).mine?.text).toBe(GUEST_TEXT);

    const listed = await booking.client.call(ReviewRpc.listForListing, { listingId: p.id });
    expect(listed.items.map((r) => r.id)).toEqual([first.mine?.id]);
    expect(listed.summary).toMatchObject({ count: 1, rating: 4 });
    expect(listed.summary.categories).toMatchObject({ location: 3, checkIn: 5 });
    const byHost = await booking.client.call(ReviewRpc.listForHost, { hostId: p.hostId });
    expect(byHost.items).toHaveLength(1);

    // The listing service's rating follows the event.
    await waitFor(async () => {
      const property = await booking.client.call(ListingRpc.getProperty, { id: p.id });
      return property.reviewCount === 1 && property.rating === 4;
    }, 15_000);
  });

  it('lets the host answer a published guest review once', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const host = hostOf(p);
    const stayed = await pastStay(p, ana, 1);
    const written = await write(stayed.id, ana, guestReview);
    const reviewId = written.mine?.id ?? '';
    const respond = (actor: Actor, text: string) =>
      booking.client.call(ReviewRpc.respond, { reviewId, text }, { actor, ...key() });

    // Not published yet: nothing to answer.
    expect((await errorOf(respond(host, 'Thank you!'))).code).toBe('NOT_FOUND');
    await write(stayed.id, host, hostReview);

    expect((await errorOf(respond(ana, 'Thank you!'))).code).toBe('NOT_FOUND');
    expect((await errorOf(respond(guest(), 'Thank you!'))).code).toBe('NOT_FOUND');
    const answered = await respond(host, 'Thank you, come back soon!');
    expect(answered.response?.text).toBe('Thank you, come back soon!');
    const again = await errorOf(respond(host, 'Changed my mind.'));
    expect(again.code).toBe('CONFLICT');
    const listed = await booking.client.call(ReviewRpc.listForListing, { listingId: p.id });
    expect(listed.items[0]?.response?.text).toBe('Thank you, come back soon!');
  });

  it('publishes a lone review when its window closes, once', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const stayed = await pastStay(p, ana, 1);
    const written = await write(stayed.id, ana, guestReview);
    const closesAt = new Date(written.closesAt);

    const early = new Date(closesAt.getTime() - 60_000);
    expect(await booking.db.transaction().execute((t) => publishClosedReviews(t, early, 100))).toBe(
      0,
    );
    expect((await view(stayed.id, hostOf(p))).theirs).toBeNull();

    const late = new Date(closesAt.getTime() + 1);
    const published = await booking.db
      .transaction()
      .execute((t) => publishClosedReviews(t, late, 100));
    expect(published).toBeGreaterThanOrEqual(1);
    expect((await view(stayed.id, hostOf(p))).theirs?.publishedAt).toBe(late.toISOString());
    // A second tick finds nothing left to publish for it.
    await booking.db.transaction().execute((t) => publishClosedReviews(t, late, 100));
    expect((await view(stayed.id, ana)).mine?.publishedAt).toBe(late.toISOString());

    await waitFor(async () => {
      const property = await booking.client.call(ListingRpc.getProperty, { id: p.id });
      return property.reviewCount === 1;
    }, 15_000);
  });

  it('records the demo world’s past reviews as the system only', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const old = await pastStay(p, ana, 40);
    const past = (authorRole: 'guest' | 'host', actor: Actor) =>
      booking.client.call(
        ReviewRpc.recordPast,
        authorRole === 'guest'
          ? { bookingId: old.id, authorRole, ...guestReview }
          : { bookingId: old.id, authorRole, ...hostReview },
        { actor, ...key() },
      );
    expect((await errorOf(past('guest', ana))).code).toBe('FORBIDDEN');
    const recorded = await past('guest', SYSTEM_ACTOR);
    // The window closed long ago: it publishes at once.
    expect(recorded.mine?.publishedAt).not.toBeNull();
    expect(new Date(recorded.mine?.submittedAt ?? 0).getTime()).toBeLessThan(
      new Date(recorded.closesAt).getTime(),
    );
    expect((await errorOf(write(old.id, ana, { ...guestReview, rating: 2 }))).code).toBe(
      'CONFLICT',
    );
  });
});
