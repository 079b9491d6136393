import {
  AppError,
  BookingRpc,
  ListingRpc,
  type UpcomingBookingsConflict,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import { errorOf, idleTransactions, testEnv, waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeDraft, hostActor, publishedListing } from './drafts.js';
import { ListingUnderTest } from './support.js';

interface Asked {
  subject: 'close' | 'reopen';
  propertyId: string;
  reason?: string;
  open: string[];
}

/**
 * A booking stand-in that, while it answers, looks at what the database has open: listing must
 * ask it with no transaction open (decision 0038), and one close or reopen of a listing at a
 * time (`src/handlers/rpc/market-change.ts`).
 */
describe('listing service: publish, unpublish and delete hold no connection while booking answers', () => {
  let listing: ListingUnderTest;
  let booking: RunningService<unknown, Record<string, never>>;
  const asked: Asked[] = [];
  /** While set, booking answers only once it resolves. */
  let gate: Promise<void> | undefined;
  /** While set, booking refuses the close with it. */
  let refusal: AppError | undefined;

  beforeAll(async () => {
    listing = await ListingUnderTest.start('listing-market-connections');
    const running = await startService<unknown>({
      name: 'booking',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(BookingRpc.closeListing, async ({ propertyId, reason }) => {
          asked.push({
            subject: 'close',
            propertyId,
            reason,
            open: await idleTransactions(ctx.db),
          });
          await gate;
          if (refusal) throw refusal;
          return { cancelled: 0, upcoming: 0 };
        });
        ctx.rpc.handle(BookingRpc.reopenListing, async ({ propertyId }) => {
          asked.push({ subject: 'reopen', propertyId, open: await idleTransactions(ctx.db) });
          await gate;
          return { reopened: true };
        });
      },
      overrides: { env: testEnv({ databaseUrl: listing.databaseUrl, prefix: listing.prefix }) },
    });
    booking = running as RunningService<unknown, Record<string, never>>;
  });

  afterAll(async () => {
    await booking?.stop();
    await listing?.stop();
  });

  beforeEach(() => {
    asked.length = 0;
    gate = undefined;
    refusal = undefined;
  });

  const claimOf = async (id: string) => {
    const { rows } = await sql<{ claimed: boolean; status: string; deleted: boolean }>`
      select market_change_token is not null as claimed, status, deleted_at is not null as deleted
      from properties where id = ${id}`.execute(listing.db);
    return rows[0];
  };

  it('asks booking to close and reopen with no transaction open', async () => {
    const host = hostActor();
    const { id } = await publishedListing(listing, host);
    // A first publication has nothing to reopen: booking is not asked.
    expect(asked).toEqual([]);

    const unlisted = await listing.client.call(
      ListingRpc.unpublishListing,
      { id },
      { actor: host },
    );
    expect(unlisted.status).toBe('unlisted');
    const again = await listing.client.call(ListingRpc.publishListing, { id }, { actor: host });
    expect(again.status).toBe('published');
    expect(await listing.client.call(ListingRpc.deleteListing, { id }, { actor: host })).toEqual({
      ok: true,
    });

    expect(asked).toEqual([
      { subject: 'close', propertyId: id, reason: 'unlisted', open: [] },
      { subject: 'reopen', propertyId: id, open: [] },
      { subject: 'close', propertyId: id, reason: 'deleted', open: [] },
    ]);
    expect(await claimOf(id)).toEqual({ claimed: false, status: 'unlisted', deleted: true });
  });

  it('refuses a publish while booking is closing the listing for a delete, and never reopens it', async () => {
    const host = hostActor();
    const { id } = await publishedListing(listing, host);
    await listing.client.call(ListingRpc.unpublishListing, { id }, { actor: host });
    asked.length = 0;

    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const deleting = listing.client.call(ListingRpc.deleteListing, { id }, { actor: host });
    await waitFor(async () => asked.length === 1, 5000);

    // The row is not locked (the publish answers at once), but the delete's claim stands.
    const publish = await errorOf(
      listing.client.call(ListingRpc.publishListing, { id }, { actor: host }),
    );
    expect(publish.code).toBe('CONFLICT');
    const secondDelete = await errorOf(
      listing.client.call(ListingRpc.deleteListing, { id }, { actor: host }),
    );
    expect(secondDelete.code).toBe('CONFLICT');

    open();
    expect(await deleting).toEqual({ ok: true });
    expect(asked.map(({ subject, reason }) => ({ subject, reason }))).toEqual([
      { subject: 'close', reason: 'deleted' },
    ]);
    expect(await claimOf(id)).toEqual({ claimed: false, status: 'unlisted', deleted: true });
  });

  it("passes booking's refusal of a delete on, leaves the listing as it was and free to change", async () => {
    const host = hostActor();
    const { id } = await publishedListing(listing, host);
    const details: UpcomingBookingsConflict = {
      reason: 'upcoming_bookings',
      count: 0,
      bookings: [],
    };
    refusal = new AppError('CONFLICT', 'This listing has an upcoming confirmed booking.', details);

    const refused = await errorOf(
      listing.client.call(ListingRpc.deleteListing, { id }, { actor: host }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.details).toEqual(details);
    expect(await claimOf(id)).toEqual({ claimed: false, status: 'published', deleted: false });

    // The host may go on at once: nothing waits for a lease.
    refusal = undefined;
    const unlisted = await listing.client.call(
      ListingRpc.unpublishListing,
      { id },
      { actor: host },
    );
    expect(unlisted.status).toBe('unlisted');
  });

  it('asks nothing of booking for a listing never published', async () => {
    const host = hostActor();
    const { id } = await completeDraft(listing, host);
    expect(await listing.client.call(ListingRpc.deleteListing, { id }, { actor: host })).toEqual({
      ok: true,
    });
    expect(asked).toEqual([]);
    expect(await claimOf(id)).toEqual({ claimed: false, status: 'draft', deleted: true });
  });
});
