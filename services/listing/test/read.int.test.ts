import {
  ANONYMOUS,
  ListingRpc,
  PRICE_UNIT_BY_LISTING_TYPE,
  RpcReplyEnvelope,
  SYSTEM_ACTOR,
  type Actor,
  type ErrorBody,
  type PropertyPublishedEvent,
  type PropertySummary,
} from '@arrendo/contracts';
import { streamNameFor } from '@arrendo/kit';
import { natsUrl, waitFor, errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDraft, hostActor } from './drafts.js';
import { expectedFieldsOf, makeCatalogue, makeProperty } from '../src/testing/fixtures.js';
import { ListingUnderTest } from './support.js';

const CATALOGUE_SIZE = 126;
const PUBLISHED = CATALOGUE_SIZE;
const ADMIN_USER: Actor = { userId: '22222222-2222-4222-8222-222222222222', roles: ['admin'] };

describe('listing service: list, get and published events', () => {
  const catalogue = makeCatalogue(CATALOGUE_SIZE);
  let listing: ListingUnderTest;
  let nc: NatsConnection;

  /** Sends a raw envelope, as a client that skipped validation would, and returns the error. */
  async function rawError(subject: string, data: unknown, actor = ANONYMOUS): Promise<ErrorBody> {
    const msg = await nc.request(
      `${listing.prefix}${subject}`,
      new TextEncoder().encode(JSON.stringify({ actor, deadline: Date.now() + 5000, data })),
      { timeout: 5000 },
    );
    const reply = RpcReplyEnvelope.parse(JSON.parse(new TextDecoder().decode(msg.data)));
    if (reply.ok) throw new Error(`expected an error from ${subject}`);
    return reply.error;
  }

  beforeAll(async () => {
    listing = await ListingUnderTest.start('listing');
    nc = await connect({ servers: natsUrl() });
    for (let i = 0; i < catalogue.length; i += 50) {
      await listing.client.call(
        ListingRpc.importProperties,
        { properties: catalogue.slice(i, i + 50) },
        { actor: SYSTEM_ACTOR },
      );
    }
  });

  afterAll(async () => {
    await nc?.close();
    await listing?.stop();
  });

  it('pages through every published listing, newest first, without duplicates', async () => {
    const items = await listing.listAll();
    const first = await listing.client.call(ListingRpc.listProperties, {});
    expect(first.total).toBe(PUBLISHED);
    expect(first.items).toHaveLength(24); // the contract's default page size
    expect(items).toHaveLength(PUBLISHED);
    expect(new Set(items.map((i) => i.id)).size).toBe(PUBLISHED);
    for (let i = 1; i < items.length; i++) {
      const prev = items[i - 1] as PropertySummary;
      const cur = items[i] as PropertySummary;
      const order = Date.parse(prev.createdAt) - Date.parse(cur.createdAt);
      expect(order > 0 || (order === 0 && prev.id > cur.id), `${i}`).toBe(true);
    }
    // The fixture gives every tenth listing its predecessor's instant: the tie is broken by id.
    expect(new Set(items.map((i) => i.createdAt)).size).toBeLessThan(PUBLISHED);
    expect(new Set(items.map((i) => i.listingType))).toEqual(new Set(['home', 'experience']));
  });

  it('filters by listing type', async () => {
    const experiences = await listing.listAll('experience');
    const homes = await listing.client.call(ListingRpc.listProperties, {
      listingType: 'home',
      limit: 5,
    });
    const expected = catalogue.filter((p) => p.listingType === 'experience');
    expect(experiences.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(experiences.every((p) => p.priceUnit === 'hour')).toBe(true);
    expect(homes.items.every((p) => p.listingType === 'home' && p.priceUnit === 'day')).toBe(true);
    expect(homes.total + experiences.length).toBe(PUBLISHED);
  });

  it('gets a published property with all its fields', async () => {
    const [summary] = (await listing.client.call(ListingRpc.listProperties, { limit: 1 })).items;
    const property = await listing.client.call(ListingRpc.getProperty, { id: summary?.id ?? '' });
    const imported = catalogue.find((p) => p.id === summary?.id);
    if (!imported) throw new Error('listed a property that was not imported');
    expect(property).toMatchObject({
      ...expectedFieldsOf(imported),
      priceUnit: PRICE_UNIT_BY_LISTING_TYPE[imported.listingType],
    });
    expect(property).not.toHaveProperty('address');
    expect(property.photos).toHaveLength(5);
    expect(property.photos[0]).not.toHaveProperty('keys');
  });

  it('answers NOT_FOUND for an unknown id and for a draft unless the actor is its host or an admin', async () => {
    const get = (id: string, actor: Actor = ANONYMOUS) =>
      listing.client.call(ListingRpc.getProperty, { id }, { actor });
    expect((await errorOf(get('00000000-0000-4000-8000-000000000000'))).code).toBe('NOT_FOUND');

    const host = hostActor();
    const draft = await completeDraft(listing, host);
    expect((await errorOf(get(draft.id))).code).toBe('NOT_FOUND');
    const stranger: Actor = { userId: '11111111-1111-4111-8111-111111111111', roles: [] };
    expect((await errorOf(get(draft.id, stranger))).code).toBe('NOT_FOUND');
    expect((await get(draft.id, host)).status).toBe('draft');
    expect((await get(draft.id, ADMIN_USER)).id).toBe(draft.id);
    const listed = await listing.listAll();
    expect(listed.some((p) => p.id === draft.id)).toBe(false);
  });

  it('rejects bad requests with VALIDATION naming the field', async () => {
    const list = ListingRpc.listProperties.subject;
    const get = ListingRpc.getProperty.subject;
    const imp = ListingRpc.importProperties.subject;
    const cursor = Buffer.from('{"c":"yesterday","i":"x"}').toString('base64url');
    const cases: [string, unknown, string][] = [
      [list, { limit: 0 }, 'limit'],
      [list, { limit: 101 }, 'limit'],
      [list, { limit: 'ten' }, 'limit'],
      [list, { listingType: 'castle' }, 'listingType'],
      [list, { cursor: 'not a cursor!' }, 'cursor'],
      [list, { cursor }, 'cursor'],
      [get, { id: 'not-a-uuid' }, 'id'],
      [get, {}, 'id'],
      [imp, { properties: [] }, 'properties'],
      [
        imp,
        { properties: [{ ...makeProperty(), subcategory: 'castle' }] },
        'properties.0.subcategory',
      ],
      [
        imp,
        { properties: [{ ...makeProperty(), price: { amount: -1, currency: 'CLP' } }] },
        'properties.0.price.amount',
      ],
    ];
    for (const [subject, data, field] of cases) {
      const error = await rawError(subject, data, SYSTEM_ACTOR);
      expect(error.code, JSON.stringify(data)).toBe('VALIDATION');
      expect(
        error.details?.fields?.map((f) => f.path),
        JSON.stringify(data),
      ).toContain(field);
    }
    for (const [subject, data] of [
      [list, { limit: 10, extra: true }],
      [get, { id: '00000000-0000-4000-8000-000000000000', extra: 1 }],
      [imp, { properties: [{ ...makeProperty(), extra: 1 }] }],
    ] as const) {
      const error = await rawError(subject, data, SYSTEM_ACTOR);
      expect(error.code).toBe('VALIDATION');
      expect(JSON.stringify(error.details?.fields)).toContain('extra');
    }
  });

  it('publishes evt.listing.property.published exactly once per published listing, also across a restart', async () => {
    await waitFor(
      async () => (await listing.count('outbox', sql`published_at is null`)) === 0,
      20_000,
    );

    // A restart (new relay, same outbox) must not republish.
    await listing.restart();
    const afterRestart = await listing.client.call(ListingRpc.listProperties, { limit: 1 });
    expect(afterRestart.total).toBe(PUBLISHED);

    // The stream holds exactly one message per published listing…
    const stream = streamNameFor(listing.prefix, 'listing');
    const info = await (await nc.jetstreamManager()).streams.info(stream);
    expect(info.state.messages).toBe(PUBLISHED);
    // …and a consumer reading it sees each listing once, under its own event id.
    const consumer = await nc.jetstream().consumers.get(stream);
    const seen = new Map<string, number>();
    const envelopeIds = new Set<string>();
    let received = 0;
    while (received < info.state.messages) {
      const batch = await consumer.fetch({
        max_messages: info.state.messages - received,
        expires: 5000,
      });
      let got = 0;
      for await (const m of batch) {
        got++;
        expect(m.subject).toBe(`${listing.prefix}evt.listing.property.published`);
        const envelope = m.json<{ id: string; type: string; data: PropertyPublishedEvent }>();
        expect(envelope.type).toBe('evt.listing.property.published');
        envelopeIds.add(envelope.id);
        seen.set(envelope.data.propertyId, (seen.get(envelope.data.propertyId) ?? 0) + 1);
      }
      if (got === 0) throw new Error(`only ${received} of ${info.state.messages} events arrived`);
      received += got;
    }
    expect(seen.size).toBe(PUBLISHED);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(envelopeIds.size).toBe(PUBLISHED);
    const published = new Set((await listing.listAll()).map((p) => p.id));
    expect([...seen.keys()].every((id) => published.has(id))).toBe(true);
  });
});
