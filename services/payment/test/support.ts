import { randomUUID } from 'node:crypto';
import { type Actor, type EventDefinition } from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { migrations } from '../src/db/migrations/index.js';
import type { DB } from '../src/db/types.js';
import { envSchema, type PaymentEnv } from '../src/env.js';
import { registerHandlers, registerJobs } from '../src/service.js';
import { FakeBooking } from './fake-booking.js';

export const user = (): Actor => ({ userId: randomUUID(), roles: [] });
export const admin = (): Actor => ({ userId: randomUUID(), roles: ['admin'] });

/** The payment service in-process with a fake booking service, on one fresh database. */
export class PaymentUnderTest {
  private constructor(
    readonly prefix: string,
    readonly env: Record<string, string | undefined>,
    private readonly database: TestDatabase,
    readonly booking: FakeBooking,
    readonly service: RunningService<DB, PaymentEnv>,
  ) {}

  static async start(
    label: string,
    overrides: Record<string, string | undefined> = {},
    options: { prefix?: string; identity?: boolean } = {},
  ): Promise<PaymentUnderTest> {
    const prefix = options.prefix ?? uniquePrefix();
    const database = await createTestDatabase(label);
    const env = testEnv({ databaseUrl: database.url, prefix, ...overrides });
    const booking = await FakeBooking.start(env, { identity: options.identity ?? false });
    const service: RunningService<DB, PaymentEnv> = await startService({
      name: 'payment',
      migrations,
      envSchema,
      register: registerHandlers,
      registerJobs,
      overrides: { env },
    });
    return new PaymentUnderTest(prefix, env, database, booking, service);
  }

  get db() {
    return this.service.ctx.db;
  }

  get client() {
    return this.service.ctx.client;
  }

  /** The payment service's outbox rows of one event type, oldest first. */
  async outbox<T = unknown>(definition: EventDefinition): Promise<{ id: string; data: T }[]> {
    const { rows } = await sql<{ envelope: { id: string; data: T } }>`
      SELECT envelope FROM outbox WHERE subject = ${definition.subject} ORDER BY seq`.execute(
      this.db,
    );
    return rows.map((r) => ({ id: r.envelope.id, data: r.envelope.data }));
  }

  async payment(id: string) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Waits until the consumer has handled the booking event with this id. */
  async consumed(eventId: string): Promise<void> {
    await waitFor(async () => {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM inbox WHERE event_id = ${eventId}`.execute(this.db);
      return (rows[0]?.n ?? 0) > 0;
    }, 15_000);
  }

  async stop(): Promise<void> {
    await this.service.stop();
    await this.booking.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}
