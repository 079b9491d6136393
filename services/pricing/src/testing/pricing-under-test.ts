import { randomUUID } from 'node:crypto';
import type { Actor } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { FakeListing } from '@arrendo/listing/testing';
import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import type { PricingEnv } from '../env.js';
import { pricingDeps } from '../service.js';
import { startPricingService } from './pricing-service.js';

export const stranger = (): Actor => ({ userId: randomUUID(), roles: [] });
export const admin = (): Actor => ({ userId: randomUUID(), roles: ['admin'] });
export const anonymous: Actor = { userId: null, roles: [] };

/** The pricing service in-process with a fake listing service, on one fresh database. */
export class PricingUnderTest {
  private constructor(
    readonly prefix: string,
    private readonly database: TestDatabase,
    readonly listing: FakeListing,
    readonly service: RunningService<DB, PricingEnv>,
  ) {}

  /** `prefix`: share one with other services under test (the BFF's tests pass theirs). */
  static async start(
    label: string,
    env: Record<string, string> = {},
    prefix: string = uniquePrefix(),
  ): Promise<PricingUnderTest> {
    const database = await createTestDatabase(label);
    const values = testEnv({ databaseUrl: database.url, prefix, ...env });
    const listing = await FakeListing.start(values);
    const service = await startPricingService(values);
    return new PricingUnderTest(prefix, database, listing, service);
  }

  get db() {
    return this.service.ctx.db;
  }

  get client() {
    return this.service.ctx.client;
  }

  /** The service's dependencies as it builds them (to run a refresh by hand). */
  deps() {
    return pricingDeps(this.service.ctx);
  }

  async storedRates(): Promise<{ pair: string; rate: number; fetched_at: Date }[]> {
    return this.db.selectFrom('exchange_rates').selectAll().orderBy('pair').execute();
  }

  async outbox(subject: string): Promise<unknown[]> {
    const { rows } = await sql<{ data: unknown }>`
      SELECT envelope->'data' AS data FROM outbox WHERE subject = ${subject} ORDER BY seq
    `.execute(this.db);
    return rows.map((r) => r.data);
  }

  async stop(): Promise<void> {
    await this.service.stop();
    await this.listing.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}
