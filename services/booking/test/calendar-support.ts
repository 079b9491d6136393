import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { migrations } from '../src/db/migrations/index.js';
import type { DB } from '../src/db/types.js';
import { envSchema, type BookingEnv } from '../src/env.js';
import { registerHandlers, registerJobs } from '../src/service.js';
import { FakeListing } from './fake-listing.js';

/** The booking service with a fake listing service beside it, on one fresh database. */
export class CalendarUnderTest {
  private constructor(
    readonly prefix: string,
    private readonly database: TestDatabase,
    readonly listing: FakeListing,
    readonly service: RunningService<DB, BookingEnv>,
  ) {}

  /** `prefix`: share a NATS prefix with other services of the test (e.g. the BFF's). */
  static async start(label: string, prefix = uniquePrefix()): Promise<CalendarUnderTest> {
    const database = await createTestDatabase(label);
    const env = testEnv({
      databaseUrl: database.url,
      prefix,
      BOOKING_HOLD_SWEEP_SECONDS: '3600',
      DATABASE_POOL_MAX: '6',
    });
    const listing = await FakeListing.start(env);
    const service = await startService({
      name: 'booking',
      migrations,
      envSchema,
      register: registerHandlers,
      registerJobs,
      overrides: { env },
    });
    return new CalendarUnderTest(prefix, database, listing, service);
  }

  get db() {
    return this.service.ctx.db;
  }

  get client() {
    return this.service.ctx.client;
  }

  async stop(): Promise<void> {
    await this.service.stop();
    await this.listing.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}

/** YYYY-MM-DD, `days` from today in Santiago. */
export function santiagoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first date `days` or more from today that falls on `weekday`. */
export function nextWeekday(weekday: number, days = 7): string {
  let offset = days;
  while (isoWeekday(santiagoDate(offset)) !== weekday) offset++;
  return santiagoDate(offset);
}
