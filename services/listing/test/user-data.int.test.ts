import { randomUUID } from 'node:crypto';
import {
  addDays,
  ANONYMOUS,
  BookingEvents,
  DEFAULT_TIME_ZONE,
  IdentityEvents,
  ListingEvents,
  ListingRpc,
  ListingUserExport,
  localNow,
  type Actor,
  type EventDefinition,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDraft, hostActor, publishedListing } from './drafts.js';
import { SearchHarness } from './search-harness.js';

const today = localNow(DEFAULT_TIME_ZONE, new Date()).date;

describe('a user’s data: export and erasure (Ley 21.719)', () => {
  let harness: SearchHarness;

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_user_data');
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  /** Publishes as the producer's relay does, under a chosen event id (a redelivery reuses it). */
  async function publish<D extends EventDefinition>(
    definition: D,
    data: unknown,
    id: string = randomUUID(),
  ) {
    const envelope = {
      id,
      type: definition.subject,
      version: definition.version,
      occurredAt: new Date().toISOString(),
      data,
    };
    // A fresh Nats-Msg-Id: JetStream would drop a same-id republish, the consumer must face it.
    await harness.ctx.nc
      .jetstream()
      .publish(`${harness.prefix}${definition.subject}`, JSON.stringify(envelope), {
        msgID: randomUUID(),
      });
    return id;
  }

  const exportOf = (actor: Actor) =>
    harness.client
      .call(ListingRpc.exportUser, {}, { actor })
      .then((r) => ListingUserExport.parse(r));

  async function draftOf(host: Actor, title: string) {
    const id = randomUUID();
    await harness.client.call(
      ListingRpc.createListing,
      { id, listingType: 'home' },
      { actor: host },
    );
    await harness.client.call(
      ListingRpc.updateListing,
      { id, patch: { title, address: 'Calle Secreta 42' } },
      { actor: host },
    );
    return id;
  }

  async function newWishlist(owner: Actor, name: string, propertyId: string) {
    return harness.client.call(ListingRpc.createWishlist, { name, propertyId }, { actor: owner });
  }

  async function searchIds(): Promise<string[]> {
    const reply = await harness.rpc({ listingType: 'home', limit: 60 });
    return reply.items.map((h) => h.id);
  }

  const calendarFor = (propertyId: string, hostId: string) => ({
    propertyId,
    hostId,
    version: 1,
    timeZone: DEFAULT_TIME_ZONE,
    rules: { blockedWeekdays: [7], openingHours: [] },
    blocks: [
      { start: addDays(today, 10), end: addDays(today, 12) },
      { start: addDays(today, 20), end: addDays(today, 21) },
    ],
    changedAt: new Date().toISOString(),
  });

  describe('rpc.listing.user.export', () => {
    const me = hostActor();
    const other = hostActor();
    let draftId: string;
    let publishedId: string;
    let othersId: string;
    let myList: { id: string };

    beforeAll(async () => {
      draftId = await draftOf(me, 'Mi borrador privado');
      publishedId = (await publishedListing(harness, me)).id;
      othersId = (await publishedListing(harness, other)).id;
      await harness.processed([
        await publish(BookingEvents.CALENDAR_CHANGED, calendarFor(publishedId, me.userId!)),
      ]);
      myList = await newWishlist(me, 'Vacaciones', othersId);
      await newWishlist(other, 'Lo de otro', publishedId);
      await draftOf(other, 'Borrador de otro');
    });

    it('holds the actor’s listings in every status, their calendar and their wishlists', async () => {
      const data = await exportOf(me);
      expect(data.userId).toBe(me.userId);
      expect(data.listings.map((l) => l.id).sort()).toEqual([draftId, publishedId].sort());

      const draft = data.listings.find((l) => l.id === draftId);
      expect(draft).toMatchObject({
        status: 'draft',
        hostId: me.userId,
        title: 'Mi borrador privado',
        address: 'Calle Secreta 42',
        price: null,
        publishedAt: null,
        deletedAt: null,
        calendar: null,
      });

      const published = data.listings.find((l) => l.id === publishedId);
      expect(published).toMatchObject({
        status: 'published',
        title: 'Depto luminoso en Providencia',
        address: 'Av. Providencia 1234, depto 56',
        // The exact pin: it is the host's own data.
        lat: -33.4263,
        lng: -70.61,
        price: 45_000,
        amenities: ['wifi', 'pets-allowed'],
        houseRules: 'No fumar.',
        hostInstructions: 'La llave está en conserjería.',
        refundPolicy: 'moderate',
        calendar: {
          timeZone: DEFAULT_TIME_ZONE,
          rules: { blockedWeekdays: [7], openingHours: [] },
          blocks: [
            { start: addDays(today, 10), end: addDays(today, 12) },
            { start: addDays(today, 20), end: addDays(today, 21) },
          ],
        },
      });
      expect(published?.publishedAt).not.toBeNull();
      expect(published?.photos).toHaveLength(5);
      expect(published?.photos[0]?.url).toMatch(/^\/media\/listings\//);
      // Storage keys stay inside the service.
      expect(JSON.stringify(data)).not.toContain('"keys"');

      expect(data.wishlists).toEqual([
        expect.objectContaining({
          id: myList.id,
          name: 'Vacaciones',
          items: [{ propertyId: othersId, savedAt: expect.any(String) }],
        }),
      ]);
    });

    it('never holds another user’s data', async () => {
      const data = JSON.stringify(await exportOf(me));
      expect(data).not.toContain(other.userId);
      expect(data).not.toContain('Lo de otro');
      expect(data).not.toContain('Borrador de otro');

      const theirs = await exportOf(other);
      expect(theirs.listings.map((l) => l.id)).not.toContain(publishedId);
      expect(theirs.listings.map((l) => l.id)).not.toContain(draftId);
      expect(theirs.wishlists.map((w) => w.id)).not.toContain(myList.id);
    });

    it('answers a user with nothing here with empty lists', async () => {
      const nobody = hostActor();
      await expect(exportOf(nobody)).resolves.toMatchObject({ listings: [], wishlists: [] });
    });

    it('refuses an anonymous caller, and a payload naming someone', async () => {
      const anonymous = await errorOf(
        harness.client.call(ListingRpc.exportUser, {}, { actor: ANONYMOUS }),
      );
      expect(anonymous.code).toBe('UNAUTHENTICATED');
      const named = await errorOf(
        harness.client.call(ListingRpc.exportUser, { userId: other.userId } as never, {
          actor: me,
        }),
      );
      expect(named.code).toBe('VALIDATION');
    });
  });

  describe('evt.identity.user.deleted', () => {
    const host = hostActor();
    const otherHost = hostActor();
    const guest = hostActor();
    let booked: string;
    let unbooked: string;
    let draft: string;
    let bookedDraft: string;
    let othersListing: string;
    let guestList: { id: string };
    let deletionEventId: string;

    const row = (id: string) =>
      harness.db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();

    beforeAll(async () => {
      booked = (await publishedListing(harness, host)).id;
      unbooked = (await publishedListing(harness, host)).id;
      draft = await draftOf(host, 'Borrador que se borra');
      // Never published, yet search's projection knows a booking for it: kept all the same.
      bookedDraft = (await completeDraft(harness, host)).id;
      othersListing = (await publishedListing(harness, otherHost)).id;
      const night = {
        startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      };
      await harness.processed([
        await publish(BookingEvents.CONFIRMED, {
          bookingId: randomUUID(),
          propertyId: booked,
          guestId: guest.userId,
          ...night,
        }),
        await publish(BookingEvents.CONFIRMED, {
          bookingId: randomUUID(),
          propertyId: bookedDraft,
          guestId: guest.userId,
          ...night,
        }),
        await publish(BookingEvents.CALENDAR_CHANGED, calendarFor(booked, host.userId!)),
        await publish(BookingEvents.CALENDAR_CHANGED, calendarFor(draft, host.userId!)),
      ]);
      await newWishlist(host, 'Del anfitrión', othersListing);
      await newWishlist(host, 'Otra lista', othersListing);
      guestList = await newWishlist(guest, 'Del huésped', othersListing);
      await harness.client.call(
        ListingRpc.addToWishlist,
        { id: guestList.id, propertyId: booked },
        { actor: guest },
      );
    });

    it('takes the user’s listings off the market, erases what no booking needs, and their lists', async () => {
      expect(await searchIds()).toEqual(expect.arrayContaining([booked, unbooked, othersListing]));
      const withdrawnBefore = await withdrawnCount();

      deletionEventId = await publish(IdentityEvents.USER_DELETED, { userId: host.userId });
      await harness.processed([deletionEventId]);

      // Out of search (its documents with it) and of the property page, for anyone.
      const ids = await searchIds();
      expect(ids).not.toContain(booked);
      expect(ids).not.toContain(unbooked);
      expect(ids).toContain(othersListing);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from search_documents
        where id = any(${[booked, unbooked]}::uuid[])`.execute(harness.db);
      expect(rows[0]?.n).toBe(0);
      for (const id of [booked, unbooked, draft, bookedDraft]) {
        const error = await errorOf(
          harness.client.call(ListingRpc.getProperty, { id }, { actor: ANONYMOUS }),
        );
        expect(error.code).toBe('NOT_FOUND');
      }
      await expect(
        harness.client.call(ListingRpc.getProperty, { id: othersListing }, { actor: ANONYMOUS }),
      ).resolves.toMatchObject({ id: othersListing, status: 'published' });

      // Rows bookings point at are kept, marked deleted; a draft nothing points at is gone.
      expect(await row(booked)).toMatchObject({ status: 'unlisted', deleted_at: expect.any(Date) });
      expect(await row(unbooked)).toMatchObject({
        status: 'unlisted',
        deleted_at: expect.any(Date),
      });
      expect(await row(bookedDraft)).toMatchObject({
        status: 'draft',
        deleted_at: expect.any(Date),
      });
      expect(await row(draft)).toBeUndefined();
      expect(await withdrawnCount()).toBe(withdrawnBefore + 4);
      const calendars = await harness.db
        .selectFrom('search_calendars')
        .select('property_id')
        .where('property_id', 'in', [booked, draft])
        .execute();
      expect(calendars).toEqual([]);

      // Their lists are gone; a guest's list keeps only what is still on the market.
      await expect(
        harness.client.call(ListingRpc.listWishlists, {}, { actor: host }),
      ).resolves.toEqual({ items: [] });
      expect(await countWhere('wishlist_items', sql`owner_id = ${host.userId}`)).toBe(0);
      const kept = await harness.client.call(
        ListingRpc.getWishlist,
        { id: guestList.id },
        { actor: guest },
      );
      expect(kept.items.map((i) => i.id)).toEqual([othersListing]);

      // The host's export now holds only the rows kept for bookings, marked deleted.
      const after = await exportOf(host);
      expect(after.wishlists).toEqual([]);
      expect(after.listings.every((l) => l.deletedAt !== null)).toBe(true);

      // Nothing brings them back: the host's own calls see no listing.
      const publish2 = await errorOf(
        harness.client.call(ListingRpc.publishListing, { id: unbooked }, { actor: host }),
      );
      expect(publish2.code).toBe('NOT_FOUND');
      const recreate = await errorOf(
        harness.client.call(
          ListingRpc.createListing,
          { id: unbooked, listingType: 'home' },
          { actor: host },
        ),
      );
      expect(recreate.code).toBe('CONFLICT');
    });

    it('is harmless when the same event comes again, or another deletion of the user', async () => {
      const before = await harness.db
        .selectFrom('properties')
        .select(['id', 'status', 'deleted_at', 'updated_at'])
        .where('host_id', '=', host.userId!)
        .orderBy('id')
        .execute();
      const withdrawnBefore = await withdrawnCount();
      await publish(IdentityEvents.USER_DELETED, { userId: host.userId }, deletionEventId);
      const again = await publish(IdentityEvents.USER_DELETED, { userId: host.userId });
      await harness.processed([again]);
      // The redelivery went first on the same ordered consumer: it is behind us too.

      const after = await harness.db
        .selectFrom('properties')
        .select(['id', 'status', 'deleted_at', 'updated_at'])
        .where('host_id', '=', host.userId!)
        .orderBy('id')
        .execute();
      expect(after).toEqual(before);
      expect(await withdrawnCount()).toBe(withdrawnBefore);
      expect(await searchIds()).toContain(othersListing);
      expect(
        await countWhere('dead_letters', sql`name = ${IdentityEvents.USER_DELETED.subject}`),
      ).toBe(0);
    });

    async function withdrawnCount(): Promise<number> {
      return countWhere('outbox', sql`subject = ${ListingEvents.PROPERTY_WITHDRAWN.subject}`);
    }
  });

  async function countWhere(table: string, where: ReturnType<typeof sql>): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(harness.db);
    return rows[0]?.n ?? -1;
  }
});
