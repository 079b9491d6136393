import { ListingRpc, type PropertySummary } from '@arrendo/contracts';
import { startService, type RpcClient, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { startBookingService } from '@arrendo/booking/testing';
import { migrations } from '../src/db/migrations/index.js';
import type { DB } from '../src/db/types.js';
import { envSchema, type ListingEnv } from '../src/env.js';
import { registerHandlers } from '../src/service.js';

/** The listing service in-process on the test database `databaseUrl` under NATS `prefix`. */
export function startListing(
  databaseUrl: string,
  prefix: string,
): Promise<RunningService<DB, ListingEnv>> {
  return startService({
    name: 'listing',
    migrations,
    envSchema,
    register: registerHandlers,
    overrides: { env: testEnv({ databaseUrl, prefix }) },
  });
}

/**
 * The listing service in-process on a fresh database and NATS prefix; `restart()` keeps both.
 * `booking`: the real booking service beside it, which listing asks before a listing that was
 * on the market is unlisted, deleted or published again (decision 0022).
 */
export class ListingUnderTest {
  readonly prefix = uniquePrefix();
  private running: RunningService<DB, ListingEnv> | undefined;
  private booking: { stop(): Promise<void> } | undefined;

  private constructor(private readonly database: TestDatabase) {}

  static async start(
    label: string,
    options: { booking?: boolean } = {},
  ): Promise<ListingUnderTest> {
    const under = new ListingUnderTest(await createTestDatabase(label));
    await under.restart();
    if (options.booking) {
      under.booking = await startBookingService(
        testEnv({ databaseUrl: under.database.url, prefix: under.prefix }),
      );
    }
    return under;
  }

  /** For a stand-in service on the same database (the idle-transaction checks). */
  get databaseUrl(): string {
    return this.database.url;
  }

  get client(): RpcClient {
    return this.ctx.client;
  }

  get db() {
    return this.ctx.db;
  }

  private get ctx() {
    if (!this.running) throw new Error('listing service not started');
    return this.running.ctx;
  }

  async restart(): Promise<void> {
    await this.running?.stop();
    this.running = await startListing(this.database.url, this.prefix);
  }

  async count(table: 'properties' | 'outbox', where = sql`true`): Promise<number> {
    const r = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(this.db);
    return r.rows[0]?.n ?? -1;
  }

  /** Every published listing through the keyset pages, as a client would read them. */
  async listAll(listingType?: 'home' | 'experience'): Promise<PropertySummary[]> {
    const items: PropertySummary[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const reply = await this.client.call(ListingRpc.listProperties, {
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

  async stop(): Promise<void> {
    // Let the relay finish: stopping mid-publish only logs a warning, but it is noise.
    await waitFor(
      async () => (await this.count('outbox', sql`published_at is null`)) === 0,
      10_000,
    ).catch(() => undefined);
    await this.booking?.stop();
    await this.running?.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}
