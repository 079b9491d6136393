import { randomUUID } from 'node:crypto';
import {
  ListingRpc,
  SearchRequest,
  SYSTEM_ACTOR,
  type EventDefinition,
  type ImportedProperty,
  type SearchReply,
} from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql } from 'kysely';
import type { DB } from '../src/db/types.js';
import type { ListingEnv } from '../src/env.js';
import { DensityGrid, type SearchPlan } from '../src/search/density.js';
import { search } from '../src/search/search.js';
import { startBookingService } from '@arrendo/booking/testing';
import { startListing } from './support.js';

/**
 * The listing service in-process for the search tests: `stop()` and `start()` apart (a
 * catch-up test publishes while it is down), events published as the booking service's relay
 * does, and the search run directly under a forced plan.
 */
export class SearchHarness {
  readonly prefix = uniquePrefix();
  private running: RunningService<DB, ListingEnv> | undefined;
  private booking: { stop(): Promise<void> } | undefined;

  private constructor(private readonly database: TestDatabase) {}

  /** `booking`: the real booking service too, which listing asks before unlisting (0022). */
  static async start(label: string, options: { booking?: boolean } = {}): Promise<SearchHarness> {
    const harness = new SearchHarness(await createTestDatabase(label));
    await harness.start();
    if (options.booking) {
      harness.booking = await startBookingService(
        testEnv({ databaseUrl: harness.database.url, prefix: harness.prefix }),
      );
    }
    return harness;
  }

  get ctx() {
    if (!this.running) throw new Error('listing service not started');
    return this.running.ctx;
  }

  get db() {
    return this.ctx.db;
  }

  get client() {
    return this.ctx.client;
  }

  async start(): Promise<void> {
    this.running = await startListing(this.database.url, this.prefix);
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  async import(properties: ImportedProperty[]): Promise<void> {
    const reply = await this.ctx.client.call(
      ListingRpc.importProperties,
      { properties },
      { actor: SYSTEM_ACTOR },
    );
    if (reply.created.length !== properties.length) throw new Error('import skipped some');
  }

  /** Publishes on the booking stream as its outbox relay would (kit envelope). */
  async publish<D extends EventDefinition>(
    definition: D,
    data: unknown,
    options: { nc?: RunningService<DB, ListingEnv>['ctx']['nc']; occurredAt?: string } = {},
  ): Promise<string> {
    const id = randomUUID();
    const envelope = {
      id,
      type: definition.subject,
      version: definition.version,
      occurredAt: options.occurredAt ?? new Date().toISOString(),
      data,
    };
    const nc = options.nc ?? this.ctx.nc;
    await nc.jetstream().publish(`${this.prefix}${definition.subject}`, JSON.stringify(envelope), {
      msgID: randomUUID(),
    });
    return id;
  }

  /** Waits until the consumer has recorded these event ids in its inbox. */
  async processed(ids: string[]): Promise<void> {
    await waitFor(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from inbox where event_id = any(${ids}::uuid[])`.execute(this.db);
      return rows[0]?.n === ids.length;
    }, 15_000);
  }

  /** One page through the RPC (the plan the service chooses). */
  rpc(request: SearchRequest): Promise<SearchReply> {
    return this.ctx.client.call(ListingRpc.search, request);
  }

  /** One page under a forced plan. */
  page(request: SearchRequest, plan: SearchPlan, now?: Date): Promise<SearchReply> {
    return search(this.db, SearchRequest.parse(request), {
      grid: new DensityGrid(),
      plan,
      ...(now ? { now } : {}),
    });
  }

  /** Every page under a forced plan; the ids in order, and the first page's total. */
  async all(request: SearchRequest, plan: SearchPlan, limit = 3) {
    const ids: string[] = [];
    let cursor: string | undefined;
    let total: SearchReply['total'] = null;
    for (let i = 0; i < 500; i++) {
      const reply = await this.page({ ...request, limit, ...(cursor ? { cursor } : {}) }, plan);
      if (i === 0) total = reply.total;
      ids.push(...reply.items.map((h) => h.id));
      if (!reply.nextCursor) return { ids, total };
      cursor = reply.nextCursor;
    }
    throw new Error('paging did not end');
  }

  async dispose(): Promise<void> {
    await this.booking?.stop();
    await this.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}
