import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingRpc, IdentityRpc, NotificationRpc, type Actor } from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { stayBooking } from '@arrendo/booking/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { startNotificationService } from '../src/testing/helpers.js';

const PAUSE_MS = 200;

/**
 * Transactions in the test database idle for the whole of a pause, other than the outbox
 * relays' (which hold their batch while they publish, by design) and one still at its BEGIN:
 * while identity or booking answers, such a transaction is notification's connection (and the
 * idempotency key's row) held across their reply. As booking's `hold-connections.int.test.ts`.
 */
async function idleTransactions(db: Kysely<unknown>): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  const { rows } = await sql<{ query: string }>`
    SELECT query FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND state IN ('idle in transaction', 'idle in transaction (aborted)')
      AND state_change < now() - make_interval(secs => ${PAUSE_MS / 2000})
      AND query NOT ILIKE '%outbox%' AND lower(query) <> 'begin'`.execute(db);
  return rows.map((r) => r.query);
}

describe('notification: a support ticket holds no connection while identity and booking answer', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let standIns: RunningService<unknown, Record<string, never>>[];
  const seen: { subject: string; open: string[] }[] = [];
  const guest: Actor = { userId: randomUUID(), roles: [], locale: 'es' };
  const booking = stayBooking(guest.userId ?? '', randomUUID());

  beforeAll(async () => {
    testDb = await createTestDatabase('notifsupportconn');
    const env = testEnv({ databaseUrl: testDb.url, prefix });
    const identity = await startService<unknown>({
      name: 'identity',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(IdentityRpc.contact, async ({ userId }) => {
          seen.push({ subject: 'identity.contact', open: await idleTransactions(ctx.db) });
          return { userId, email: 'ana@example.cl', firstName: 'Ana', locale: 'es' as const };
        });
      },
      overrides: { env },
    });
    const bookings = await startService<unknown>({
      name: 'booking',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(BookingRpc.get, async () => {
          seen.push({ subject: 'booking.get', open: await idleTransactions(ctx.db) });
          return booking;
        });
      },
      overrides: { env },
    });
    standIns = [identity, bookings] as RunningService<unknown, Record<string, never>>[];
    service = await startNotificationService(env);
  });

  afterAll(async () => {
    await service?.stop();
    for (const standIn of standIns ?? []) await standIn.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  it('asks both before its transaction, and a retry with the key asks neither again', async () => {
    const key = randomUUID();
    const input = {
      topic: 'booking' as const,
      bookingId: booking.id,
      subject: 'Llegada tarde',
      message: 'Llegamos a las once de la noche, ¿hay conserjería a esa hora?',
    };
    const ticket = await service.ctx.client.call(NotificationRpc.createSupportTicket, input, {
      actor: guest,
      idempotencyKey: key,
    });
    expect(ticket.bookingId).toBe(booking.id);
    expect(seen).toEqual([
      { subject: 'identity.contact', open: [] },
      { subject: 'booking.get', open: [] },
    ]);

    const again = await service.ctx.client.call(NotificationRpc.createSupportTicket, input, {
      actor: guest,
      idempotencyKey: key,
    });
    expect(again).toEqual(ticket);
    expect(seen).toHaveLength(2);
  });
});
