import { mkdtemp, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ANONYMOUS,
  AppError,
  ListingRpc,
  RpcReplyEnvelope,
  type Actor,
  type ErrorBody,
  type PropertyPublishedEvent,
  type PropertySummary,
} from '@arrendo/contracts';
import {
  createDatabase,
  createLogger,
  migrateSchema,
  startService,
  streamNameFor,
  type RunningService,
} from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  natsUrl,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql, type Kysely } from 'kysely';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import type { DB } from '../src/db/types.js';
import { envSchema, type ListingEnv } from '../src/env.js';
import { PropertyRepository } from '../src/repositories/property.repository.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { registerHandlers } from '../src/service.js';

const ADMIN: Actor = { userId: null, roles: ['admin'] };

describe('listing service', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let mediaDir: string;
  let service: RunningService<DB, ListingEnv> | undefined;
  let nc: NatsConnection;
  let publishedCount: number;

  const start = () =>
    startService({
      name: 'listing',
      migrations,
      envSchema,
      register: registerHandlers,
      overrides: {
        env: testEnv({
          databaseUrl: testDb.url,
          prefix,
          SEED_DEMO_DATA: 'true',
          MEDIA_DIR: mediaDir,
          PUBLIC_MEDIA_BASE: '/media',
        }),
      },
    });

  const client = () => {
    if (!service) throw new Error('service not started');
    return service.ctx.client;
  };

  /** Sends a raw envelope, as a client that skipped validation would, and returns the error. */
  async function rawError(subject: string, data: unknown): Promise<ErrorBody> {
    const msg = await nc.request(
      `${prefix}${subject}`,
      new TextEncoder().encode(
        JSON.stringify({ actor: ANONYMOUS, deadline: Date.now() + 5000, data }),
      ),
      { timeout: 5000 },
    );
    const reply = RpcReplyEnvelope.parse(JSON.parse(new TextDecoder().decode(msg.data)));
    if (reply.ok) throw new Error(`expected an error from ${subject}`);
    return reply.error;
  }

  async function errorOf(promise: Promise<unknown>): Promise<AppError> {
    try {
      await promise;
    } catch (error) {
      if (AppError.isAppError(error)) return error;
      throw error;
    }
    throw new Error('expected the call to fail');
  }

  async function listAll(listingType?: 'home' | 'experience'): Promise<PropertySummary[]> {
    const items: PropertySummary[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const reply = await client().call(ListingRpc.listProperties, {
        limit: 37, // not a divisor of the total: the last page is partial
        ...(listingType ? { listingType } : {}),
        ...(cursor ? { cursor } : {}),
      });
      items.push(...reply.items);
      if (!reply.nextCursor) return items;
      cursor = reply.nextCursor;
    }
    throw new Error('pagination did not end');
  }

  beforeAll(async () => {
    testDb = await createTestDatabase('listing');
    mediaDir = await mkdtemp(join(tmpdir(), 'arrendo-listing-media-'));
    nc = await connect({ servers: natsUrl() });
    service = await start();
    const { n } = await service.ctx.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    publishedCount = Number(n);
  });

  afterAll(async () => {
    await service?.stop();
    await nc?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('seeds the demo catalogue with its images at first start', async () => {
    expect(publishedCount).toBeGreaterThanOrEqual(320);
    const first = await client().call(ListingRpc.listProperties, { limit: 1 });
    const item = first.items[0];
    expect(item?.thumbnail).toBe(`/media/listings/${item?.id}/1.svg`);
    const file = await stat(join(mediaDir, 'listings', item?.id ?? '', '1.svg'));
    expect(file.size).toBeGreaterThan(1000);
    expect(file.size).toBeLessThan(15 * 1024);
  });

  it('pages through every published listing, newest first, without duplicates', async () => {
    const items = await listAll();
    const first = await client().call(ListingRpc.listProperties, {});
    expect(first.total).toBe(publishedCount);
    expect(first.items).toHaveLength(24); // the contract's default page size
    expect(items).toHaveLength(publishedCount);
    expect(new Set(items.map((i) => i.id)).size).toBe(publishedCount);
    for (let i = 1; i < items.length; i++) {
      const prev = items[i - 1] as PropertySummary;
      const cur = items[i] as PropertySummary;
      const order = Date.parse(prev.createdAt) - Date.parse(cur.createdAt);
      expect(order > 0 || (order === 0 && prev.id > cur.id), `${i}`).toBe(true);
    }
    expect(new Set(items.map((i) => i.listingType))).toEqual(new Set(['home', 'experience']));
  });

  it('filters by listing type', async () => {
    const experiences = await listAll('experience');
    const homes = await client().call(ListingRpc.listProperties, { listingType: 'home', limit: 5 });
    expect(experiences.length).toBeGreaterThan(100);
    expect(experiences.every((p) => p.listingType === 'experience' && p.priceUnit === 'hour')).toBe(
      true,
    );
    expect(homes.items.every((p) => p.listingType === 'home' && p.priceUnit === 'day')).toBe(true);
    expect(homes.total + experiences.length).toBe(publishedCount);
  });

  it('gets a published property with all its fields', async () => {
    const [summary] = (await client().call(ListingRpc.listProperties, { limit: 1 })).items;
    const property = await client().call(ListingRpc.getProperty, { id: summary?.id ?? '' });
    expect(property).toMatchObject({ id: summary?.id, title: summary?.title, status: 'published' });
    expect(property.price.currency).toBe('CLP');
    expect(property.images.length).toBeGreaterThanOrEqual(3);
    expect(property.description.length).toBeGreaterThan(40);
  });

  it('answers NOT_FOUND for an unknown id and for a draft unless the actor is its host or an admin', async () => {
    const unknown = await errorOf(
      client().call(ListingRpc.getProperty, { id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.code).toBe('NOT_FOUND');

    const draft = await service?.ctx.db
      .selectFrom('properties')
      .select(['id', 'host_id'])
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    if (!draft) throw new Error('no draft');
    expect((await errorOf(client().call(ListingRpc.getProperty, { id: draft.id }))).code).toBe(
      'NOT_FOUND',
    );
    const stranger: Actor = { userId: '11111111-1111-4111-8111-111111111111', roles: [] };
    const asStranger = client().call(ListingRpc.getProperty, { id: draft.id }, { actor: stranger });
    expect((await errorOf(asStranger)).code).toBe('NOT_FOUND');
    const host: Actor = { userId: draft.host_id, roles: [] };
    const asHost = await client().call(ListingRpc.getProperty, { id: draft.id }, { actor: host });
    expect(asHost.status).toBe('draft');
    const asAdmin = await client().call(ListingRpc.getProperty, { id: draft.id }, { actor: ADMIN });
    expect(asAdmin.id).toBe(draft.id);
    const listed = await listAll();
    expect(listed.some((p) => p.id === draft.id)).toBe(false);
  });

  it('rejects bad requests with VALIDATION naming the field', async () => {
    const list = ListingRpc.listProperties.subject;
    const get = ListingRpc.getProperty.subject;
    const cases: [string, unknown, string][] = [
      [list, { limit: 0 }, 'limit'],
      [list, { limit: 101 }, 'limit'],
      [list, { limit: 'ten' }, 'limit'],
      [list, { listingType: 'castle' }, 'listingType'],
      [list, { cursor: 'not a cursor!' }, 'cursor'],
      [list, { cursor: Buffer.from('{"c":"yesterday","i":"x"}').toString('base64url') }, 'cursor'],
      [get, { id: 'not-a-uuid' }, 'id'],
      [get, {}, 'id'],
    ];
    for (const [subject, data, field] of cases) {
      const error = await rawError(subject, data);
      expect(error.code, JSON.stringify(data)).toBe('VALIDATION');
      expect(
        error.details?.fields?.map((f) => f.path),
        JSON.stringify(data),
      ).toContain(field);
    }
    for (const [subject, data] of [
      [list, { limit: 10, extra: true }],
      [get, { id: '00000000-0000-4000-8000-000000000000', extra: 1 }],
    ] as const) {
      const error = await rawError(subject, data);
      expect(error.code).toBe('VALIDATION');
      expect(JSON.stringify(error.details?.fields)).toContain('extra');
    }
  });

  it('publishes evt.listing.property.published exactly once per seeded listing, and a second start seeds nothing', async () => {
    const ctx = service?.ctx;
    if (!ctx) throw new Error('service not started');
    await waitFor(async () => {
      const r = await sql<{
        n: number;
      }>`select count(*)::int as n from outbox where published_at is null`.execute(ctx.db);
      return r.rows[0]?.n === 0;
    }, 20_000);

    // A restart (new relay, same outbox) must neither reseed nor republish; a lost image returns.
    const [someId] = (await client().call(ListingRpc.listProperties, { limit: 1 })).items.map(
      (i) => i.id,
    );
    await unlink(join(mediaDir, 'listings', someId ?? '', '2.svg'));
    await service?.stop();
    service = await start();
    const afterRestart = await client().call(ListingRpc.listProperties, { limit: 1 });
    expect(afterRestart.total).toBe(publishedCount);
    await expect(stat(join(mediaDir, 'listings', someId ?? '', '2.svg'))).resolves.toBeTruthy();

    // The stream holds exactly one message per published listing…
    const stream = streamNameFor(prefix, 'listing');
    const info = await (await nc.jetstreamManager()).streams.info(stream);
    expect(info.state.messages).toBe(publishedCount);
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
        expect(m.subject).toBe(`${prefix}evt.listing.property.published`);
        const envelope = m.json<{ id: string; type: string; data: PropertyPublishedEvent }>();
        expect(envelope.type).toBe('evt.listing.property.published');
        envelopeIds.add(envelope.id);
        seen.set(envelope.data.propertyId, (seen.get(envelope.data.propertyId) ?? 0) + 1);
      }
      if (got === 0) throw new Error(`only ${received} of ${info.state.messages} events arrived`);
      received += got;
    }
    expect(seen.size).toBe(publishedCount);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(envelopeIds.size).toBe(publishedCount);
    const published = new Set((await listAll()).map((p) => p.id));
    expect([...seen.keys()].every((id) => published.has(id))).toBe(true);
  });
});

describe('demo seeding under concurrency', () => {
  let testDb: TestDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('listingseed');
    mediaDir = await mkdtemp(join(tmpdir(), 'arrendo-listing-seed-'));
  });

  afterAll(async () => {
    await testDb?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('two replicas seeding at once insert the catalogue once', async () => {
    const logger = createLogger({ name: 'listing-seed-test', level: 'silent' });
    const a = createDatabase<DB>({ url: testDb.url, schema: 'listing', logger, max: 2 });
    const b = createDatabase<DB>({ url: testDb.url, schema: 'listing', logger, max: 2 });
    try {
      await migrateSchema(a.db as Kysely<unknown>, 'listing', migrations);
      const now = new Date();
      const seed = (db: typeof a) =>
        seedDemoData({
          repo: new PropertyRepository(db.db),
          mediaDir,
          publicMediaBase: '/media',
          now,
        });
      const results = await Promise.all([seed(a), seed(b)]);
      const inserted = results.map((r) => r.inserted).sort((x, y) => x - y);
      expect(inserted[0]).toBe(0);
      expect(inserted[1]).toBeGreaterThanOrEqual(320);
      const { n } = await a.db
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(inserted[1]);
      const events = await sql<{ n: number }>`select count(*)::int as n from outbox`.execute(a.db);
      const published = await a.db
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      expect(events.rows[0]?.n).toBe(Number(published.n));
      // A later start seeds nothing and finds every image already written.
      expect(await seed(a)).toEqual({ inserted: 0, imagesWritten: 0 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
