import type { BookingStatus } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import { sql } from 'kysely';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import type { DB } from '../db/types.js';
import type { BookingEnv } from '../env.js';
import { startBookingService } from './booking-service.js';
import { FakePricing } from '@arrendo/pricing/testing';
import { FakeListing } from '@arrendo/listing/testing';

/** The booking service with fake listing and pricing services beside it, on one fresh database. */
export class CalendarUnderTest {
  private constructor(
    readonly prefix: string,
    private readonly database: TestDatabase,
    readonly listing: FakeListing,
    private readonly pricing: FakePricing,
    readonly service: RunningService<DB, BookingEnv>,
  ) {}

  /** `prefix`: share a NATS prefix with other services of the test (e.g. the BFF's). */
  static async start(
    label: string,
    prefix = uniquePrefix(),
    overrides: Record<string, string> = {},
  ): Promise<CalendarUnderTest> {
    const database = await createTestDatabase(label);
    const env = testEnv({
      databaseUrl: database.url,
      prefix,
      BOOKING_HOLD_SWEEP_SECONDS: '3600',
      DATABASE_POOL_MAX: '6',
      ...overrides,
    });
    const listing = await FakeListing.start(env);
    const pricing = await FakePricing.start(env);
    const service = await startBookingService(env);
    return new CalendarUnderTest(prefix, database, listing, pricing, service);
  }

  get db() {
    return this.service.ctx.db;
  }

  get client() {
    return this.service.ctx.client;
  }

  /**
   * Moves a booking straight to `requested` or `confirmed`, for tests of what callers see in each
   * status (the payment path itself is the booking service's lifecycle test).
   */
  async setStatus(id: string, status: Extract<BookingStatus, 'requested' | 'confirmed'>) {
    await sql`UPDATE bookings SET status = ${status},
        confirmed_at = CASE WHEN ${status} = 'confirmed' THEN now() ELSE NULL END,
        requested_at = coalesce(requested_at, now()),
        expires_at = CASE WHEN ${status} = 'confirmed' THEN NULL ELSE expires_at END
      WHERE id = ${id}`.execute(this.db);
  }

  async stop(): Promise<void> {
    await this.service.stop();
    await this.pricing.stop();
    await this.listing.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}
