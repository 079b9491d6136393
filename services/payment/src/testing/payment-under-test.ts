import { randomUUID } from 'node:crypto';
import { type Actor, type EventDefinition } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import { FakeBooking } from '@arrendo/booking/testing';
import { FakeIdentity } from '@arrendo/identity/testing';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql } from 'kysely';
import type { DB } from '../db/types.js';
import type { PaymentEnv } from '../env.js';
import { startPaymentService, type PaymentServiceOptions } from './payment-service.js';

export const user = (): Actor => ({ userId: randomUUID(), roles: [] });
export const admin = (): Actor => ({ userId: randomUUID(), roles: ['admin'] });

/** The payment service in-process with a fake booking service, on one fresh database. */
export class PaymentUnderTest {
  private constructor(
    readonly prefix: string,
    readonly env: Record<string, string | undefined>,
    private readonly database: TestDatabase,
    readonly booking: FakeBooking,
    readonly identity: FakeIdentity | null,
    readonly service: RunningService<DB, PaymentEnv>,
  ) {}

  static async start(
    label: string,
    overrides: Record<string, string | undefined> = {},
    options: { prefix?: string; identity?: boolean } & PaymentServiceOptions = {},
  ): Promise<PaymentUnderTest> {
    const prefix = options.prefix ?? uniquePrefix();
    const database = await createTestDatabase(label);
    const env = testEnv({ databaseUrl: database.url, prefix, ...overrides });
    const booking = await FakeBooking.start(env);
    // Identity's `me` gives the payer's email, which Payku asks for.
    const identity = options.identity ? await FakeIdentity.start(env) : null;
    const service = await startPaymentService(env, { providers: options.providers });
    return new PaymentUnderTest(prefix, env, database, booking, identity, service);
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
    await this.identity?.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}
