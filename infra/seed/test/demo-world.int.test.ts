import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityRpc, ListingRpc } from '@arrendo/contracts';
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
import { startListingService, type DB, type ListingEnv } from '@arrendo/listing/testing';
import type { SeedContext } from '../src/context.js';
import { DEMO_HOST_EMAIL } from '../src/demo-accounts.js';
import { runSeed, type SeedSummary } from '../src/run-seed.js';
import { startIdentity, type RunningIdentity } from './identity-service.js';

/** The whole demo world as `pnpm start` makes it: identity users hosting the catalogue. */
describe('the demo seed against identity and listing', () => {
  const prefix = uniquePrefix();
  let listingDb: TestDatabase;
  let listing: RunningService<DB, ListingEnv> | undefined;
  let identity: RunningIdentity | undefined;
  let mediaDir: string;
  let nc: NatsConnection;
  let ctx: SeedContext;
  let first: SeedSummary;

  beforeAll(async () => {
    listingDb = await createTestDatabase('seed_world');
    mediaDir = await mkdtemp(join(tmpdir(), 'arrendo-seed-world-'));
    nc = await connect({ servers: natsUrl() });
    ctx = {
      client: new RpcClient({ nc, prefix, timeoutMs: 10_000 }),
      logger: createLogger({ name: 'seed-test', level: 'silent' }),
      mediaDir,
      publicMediaBase: '/media',
      now: new Date(),
      waitMs: 60_000,
    };
    [identity, listing] = await Promise.all([
      startIdentity(prefix),
      startListingService(testEnv({ databaseUrl: listingDb.url, prefix })),
    ]);
    first = await runSeed(ctx, { withoutBookings: true });
  });

  afterAll(async () => {
    await listing?.stop();
    await identity?.stop();
    await nc?.close();
    await deleteStreams(prefix);
    await listingDb?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("every listing's host is a real identity user", async () => {
    expect(first.hosts).toBe(40);
    expect(first.accountsCreated).toBe(41);
    expect(first.listings.created).toBeGreaterThanOrEqual(330);
    if (!listing || !identity) throw new Error('not started');
    const hostIds = (
      await sql<{ host_id: string }>`select distinct host_id from properties`.execute(
        listing.ctx.db,
      )
    ).rows.map((r) => r.host_id);
    const users = (
      await sql<{ id: string }>`select id from users where status = 'active'`.execute(
        identity.service.ctx.db,
      )
    ).rows.map((r) => r.id);
    expect(hostIds.length).toBeGreaterThan(30);
    for (const id of hostIds) expect(users).toContain(id);
    for (const id of hostIds.slice(0, 5)) {
      await expect(ctx.client.call(IdentityRpc.getPublicProfile, { userId: id })).resolves.toEqual(
        expect.objectContaining({ id, verified: true }),
      );
    }
  });

  it('the demo host signs in and owns published homes and hourly spaces', async () => {
    const session = await ctx.client.call(IdentityRpc.login, {
      email: DEMO_HOST_EMAIL,
      password: 'Arrendo-Demo-2026',
    });
    expect(session.user.id).toBe(first.demoHostId);
    const own = await ctx.client.call(ListingRpc.listProperties, {
      hostId: session.user.id,
      limit: 100,
    });
    expect(own.items.length).toBeGreaterThanOrEqual(2);
    expect(own.items.every((p) => p.hostId === session.user.id)).toBe(true);
    expect(new Set(own.items.map((p) => p.listingType))).toEqual(new Set(['home', 'experience']));
  });

  it('a second run creates nothing', async () => {
    const again = await runSeed(
      { ...ctx, now: new Date(Date.now() + 86_400_000) },
      { withoutBookings: true },
    );
    expect(again.accountsCreated).toBe(0);
    expect(again.demoHostId).toBe(first.demoHostId);
    expect(again.listings.created).toBe(0);
    expect(again.listings.skipped).toBe(first.listings.created);
  });
});
