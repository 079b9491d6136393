import { randomUUID } from 'node:crypto';
import { ListingRpc, SYSTEM_ACTOR, type Actor, type ImportedProperty } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { makeProperty, startListingService } from '@arrendo/listing/testing';
import { FakePricing } from '@arrendo/pricing/testing';
import type { DB } from '../src/db/types.js';
import type { BookingEnv } from '../src/env.js';
import { startBookingService } from '../src/testing/booking-service.js';

export const guest = (): Actor => ({ userId: randomUUID(), roles: [] });

/** A published listing in Santiago (listing's own fixture); `overrides` win. */
export function listing(overrides: Partial<ImportedProperty> = {}): ImportedProperty {
  return makeProperty({ instantBook: true, maxGuests: 4, ...overrides });
}

/**
 * The booking service with the real listing service and a fake pricing service (quoting by the
 * real rules) beside it, on one fresh database.
 */
export class BookingUnderTest {
  private constructor(
    readonly prefix: string,
    private readonly database: TestDatabase,
    private readonly listingService: { stop(): Promise<void> },
    private readonly pricing: FakePricing,
    readonly service: RunningService<DB, BookingEnv>,
  ) {}

  /** `overrides`: more env for every service of the test (e.g. a deeper RPC queue). */
  static async start(
    label: string,
    overrides: Record<string, string> = {},
  ): Promise<BookingUnderTest> {
    const database = await createTestDatabase(label);
    const prefix = uniquePrefix();
    const env = testEnv({
      databaseUrl: database.url,
      prefix,
      // Sweeps are run by hand here: the ticks would race the assertions.
      BOOKING_HOLD_SWEEP_SECONDS: '3600',
      DATABASE_POOL_MAX: '6',
      ...overrides,
    });
    const listingService = await startListingService(env);
    const pricing = await FakePricing.start(env);
    const service = await startBookingService(env);
    return new BookingUnderTest(prefix, database, listingService, pricing, service);
  }

  get db() {
    return this.service.ctx.db;
  }

  get client() {
    return this.service.ctx.client;
  }

  /** How many quotes pricing has answered. */
  quotes(): number {
    return this.pricing.quotes;
  }

  async publish(...properties: ImportedProperty[]): Promise<void> {
    await this.client.call(ListingRpc.importProperties, { properties }, { actor: SYSTEM_ACTOR });
  }

  async stop(): Promise<void> {
    await this.service.stop();
    await this.pricing.stop();
    await this.listingService.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}
