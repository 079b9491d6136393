import {
  ANONYMOUS,
  ListingRpc,
  SYSTEM_ACTOR,
  type Actor,
  type ImportedProperty,
  type PropertyPublishedEvent,
} from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedFieldsOf, makeCatalogue, makeProperty } from '../src/testing/fixtures.js';
import { errorOf } from '@arrendo/kit/testing';
import { ListingUnderTest } from './support.js';

const ADMIN_USER: Actor = { userId: '22222222-2222-4222-8222-222222222222', roles: ['admin'] };

describe('rpc.listing.property.import', () => {
  let listing: ListingUnderTest;

  const importAs = (properties: ImportedProperty[], actor: Actor = SYSTEM_ACTOR) =>
    listing.client.call(ListingRpc.importProperties, { properties }, { actor });

  /** The outbox rows (published or not) that announce these listings. */
  async function eventsFor(ids: string[]): Promise<PropertyPublishedEvent[]> {
    if (ids.length === 0) return [];
    const rows = await sql<{ data: PropertyPublishedEvent }>`
      select envelope->'data' as data from outbox
      where subject = 'evt.listing.property.published'
        and envelope->'data'->>'propertyId' in (${sql.join(ids)})`.execute(listing.db);
    return rows.rows.map((r) => r.data);
  }

  beforeAll(async () => {
    listing = await ListingUnderTest.start('listingimport');
  });

  afterAll(async () => {
    await listing?.stop();
  });

  it('creates each listing published, with its published event in the outbox', async () => {
    const batch = makeCatalogue(12);
    const reply = await importAs(batch);
    expect(reply).toEqual({ created: batch.map((p) => p.id), skipped: [] });

    for (const p of batch) {
      const stored = await listing.client.call(
        ListingRpc.getProperty,
        { id: p.id },
        { actor: SYSTEM_ACTOR },
      );
      expect(stored).toMatchObject(expectedFieldsOf(p));
      const host = { userId: p.hostId, roles: [] };
      const own = await listing.client.call(ListingRpc.getListing, { id: p.id }, { actor: host });
      expect(own).toMatchObject({
        address: p.address,
        lat: p.lat,
        lng: p.lng,
        publishProblems: [],
      });
    }
    const events = await eventsFor(batch.map((p) => p.id));
    const published = batch;
    expect(events).toHaveLength(published.length);
    expect(events.map((e) => e.propertyId)).toEqual(published.map((p) => p.id));
    expect(events[0]).toEqual({
      propertyId: published[0]?.id,
      hostId: published[0]?.hostId,
      listingType: published[0]?.listingType,
      category: published[0]?.category,
      subcategory: published[0]?.subcategory,
      title: published[0]?.title,
      // An import: the notification service sends the host no 'listing published' email.
      by: 'import',
    });
  });

  it('is idempotent by id: a repeat (a retry, a second seed) creates and publishes nothing', async () => {
    const batch = makeCatalogue(5);
    await importAs(batch);
    const [rowsBefore, outboxBefore] = [
      await listing.count('properties'),
      await listing.count('outbox'),
    ];

    const again = await importAs(batch, ADMIN_USER);
    expect(again).toEqual({ created: [], skipped: batch.map((p) => p.id) });
    // A known id is skipped even when the content differs: an import never overwrites.
    const changed = { ...(batch[2] as ImportedProperty), title: 'Otro título' };
    const fresh = makeProperty();
    expect(await importAs([changed, fresh])).toEqual({
      created: [fresh.id],
      skipped: [changed.id],
    });
    const kept = await listing.client.call(ListingRpc.getProperty, { id: changed.id });
    expect(kept.title).toBe(batch[2]?.title);

    expect(await listing.count('properties')).toBe(rowsBefore + 1);
    expect(await listing.count('outbox')).toBe(outboxBefore + 1);
    expect(await eventsFor(batch.map((p) => p.id))).toHaveLength(batch.length);
  });

  it('two importers racing with the same batch create and announce each listing once', async () => {
    const batch = makeCatalogue(20);
    const replies = await Promise.all([importAs(batch), importAs(batch), importAs(batch)]);
    const created = replies.flatMap((r) => r.created).sort();
    expect(created).toEqual(batch.map((p) => p.id).sort());
    for (const r of replies) expect([...r.created, ...r.skipped].sort()).toEqual(created);
    expect(await eventsFor(batch.map((p) => p.id))).toHaveLength(20);
  });

  it('refuses anyone but the system or an admin, and creates nothing for them', async () => {
    const property = makeProperty();
    const host: Actor = { userId: property.hostId, roles: [] };
    expect((await errorOf(importAs([property], host))).code).toBe('FORBIDDEN');
    expect((await errorOf(importAs([property], ANONYMOUS))).code).toBe('UNAUTHENTICATED');
    const lookup = listing.client.call(
      ListingRpc.getProperty,
      { id: property.id },
      { actor: SYSTEM_ACTOR },
    );
    expect((await errorOf(lookup)).code).toBe('NOT_FOUND');
    expect(await eventsFor([property.id])).toEqual([]);
  });
});
