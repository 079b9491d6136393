import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingRpc, IdentityRpc, NotificationRpc, type Actor } from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  idleTransactions,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { stayBooking } from '@arrendo/booking/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { startNotificationService } from '../src/testing/helpers.js';

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
