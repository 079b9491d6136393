import { mkdtemp, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListingRpc } from '@arrendo/contracts';
import { createLogger, RpcClient, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  natsUrl,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real listing service, in this process: the seed must go through its public command.
import { startListingService, type DB, type ListingEnv } from '@arrendo/listing/testing';
import type { SeedContext } from '../src/context.js';
import { runSeed } from '../src/run-seed.js';

describe('the demo seed against the listing service', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let mediaDir: string;
  let nc: NatsConnection;
  let listing: RunningService<DB, ListingEnv> | undefined;
  let ctx: SeedContext;

  const startListing = async () => {
    listing = await startListingService(testEnv({ databaseUrl: testDb.url, prefix }));
    return listing;
  };
  const db = () => {
    if (!listing) throw new Error('listing not started');
    return listing.ctx.db;
  };
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    (await query.execute(db())).rows[0]?.n;

  beforeAll(async () => {
    testDb = await createTestDatabase('seed');
    mediaDir = await mkdtemp(join(tmpdir(), 'arrendo-seed-media-'));
    nc = await connect({ servers: natsUrl() });
    ctx = {
      client: new RpcClient({ nc, prefix, timeoutMs: 10_000 }),
      logger: createLogger({ name: 'seed-test', level: 'silent' }),
      mediaDir,
      publicMediaBase: '/media',
      now: new Date(),
      waitMs: 60_000,
    };
  });

  afterAll(async () => {
    await listing?.stop();
    await nc?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('waits for the listing service, then imports the catalogue with its photos and events', async () => {
    // The seed starts first, as it may under the launcher: it has to wait, not fail.
    // Stand-in hosts: identity is not running here (hosts.int.test.ts and
    // demo-world.int.test.ts run the seed with it).
    const seeding = runSeed(ctx, { withoutIdentity: true });
    await new Promise((resolve) => setTimeout(resolve, 700));
    await startListing();
    const summary = await seeding;

    expect(summary.hosts).toBe(40);
    expect(summary.listings.skipped).toBe(0);
    expect(summary.listings.created).toBeGreaterThanOrEqual(330);
    const published = await count(
      sql<{ n: number }>`select count(*)::int as n from properties where status = 'published'`,
    );
    expect(published).toBeGreaterThanOrEqual(320);
    expect(await count(sql<{ n: number }>`select count(*)::int as n from properties`)).toBe(
      summary.listings.created,
    );
    // One published event per published listing, through the listing service's outbox.
    expect(await count(sql<{ n: number }>`select count(*)::int as n from outbox`)).toBe(published);

    const [first] = (await ctx.client.call(ListingRpc.listProperties, { limit: 1 })).items;
    expect(first?.cover?.url).toBe(`/media/listings/${first?.id}/1.svg`);
    const photo = await stat(join(mediaDir, 'listings', first?.id ?? '', '1.svg'));
    expect(photo.size).toBeGreaterThan(1000);
    expect(photo.size).toBeLessThan(15 * 1024);
    expect(summary.listings.photosWritten).toBeGreaterThanOrEqual(3 * summary.listings.created);
  });

  it('a second run creates nothing and only restores a missing photo', async () => {
    const [first] = (await ctx.client.call(ListingRpc.listProperties, { limit: 1 })).items;
    const lost = join(mediaDir, 'listings', first?.id ?? '', '2.svg');
    await unlink(lost);
    const before = await count(sql<{ n: number }>`select count(*)::int as n from outbox`);

    // A later clock changes nothing either: only created_at follows it, and nothing is created.
    const again = await runSeed(
      { ...ctx, now: new Date(Date.now() + 86_400_000) },
      { withoutIdentity: true },
    );
    expect(again.listings).toEqual({
      created: 0,
      skipped: expect.any(Number) as number,
      photosWritten: 1,
    });
    expect(again.listings.skipped).toBeGreaterThanOrEqual(330);
    await expect(stat(lost)).resolves.toBeTruthy();
    expect(await count(sql<{ n: number }>`select count(*)::int as n from outbox`)).toBe(before);
  });
});
