import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from 'bullmq';
import {
  ANONYMOUS,
  AppError,
  NotificationEvents,
  NotificationRpc,
  type Actor,
  type SupportTicketInput,
} from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
} from '@arrendo/kit/testing';
import type { TestDatabase } from '@arrendo/kit/testing';
import type { DB } from '../src/db/types.js';
import { EmailJob, supportJobId } from '../src/email/job.js';
import type { EmailEnv } from '../src/env.js';
import { startWorkerApp } from '../src/worker-app.js';
import type { WorkerApp } from '../src/worker-app.js';
import { FakeBooking, stayBooking } from '@arrendo/booking/testing';
import { FakeIdentity } from '@arrendo/identity/testing';
import {
  emailQueue,
  publishEvent,
  startNotificationService,
  startSmtpListener,
  type SmtpListener,
  sentEmailRow,
} from '../src/testing/helpers.js';

const SUPPORT = 'ayuda@arrendo.test';

describe('support tickets and feedback', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let smtp: SmtpListener;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let queue: Queue;
  let identity: FakeIdentity;
  let bookings: FakeBooking;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifsupport');
    smtp = await startSmtpListener();
    const env = testEnv({
      databaseUrl: testDb.url,
      prefix,
      EMAIL_BACKOFF_MS: '50',
      SUPPORT_EMAIL: SUPPORT,
      SUPPORT_RESPONSE_HOURS: '24',
    });
    identity = new FakeIdentity(env);
    bookings = new FakeBooking(env);
    await identity.start();
    await bookings.start();
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: smtp.url, LOG_LEVEL: 'error' });
    queue = emailQueue(prefix);
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await bookings?.stop();
    await identity?.stop();
    await queue?.close();
    await smtp?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const user = (locale: 'en' | 'es' = 'en') => {
    const tag = randomUUID().slice(0, 8);
    const contact = identity.add({ email: `ana-${tag}@example.cl`, firstName: 'Ana', locale });
    const actor: Actor = { userId: contact.userId, roles: [], locale };
    return { contact, actor };
  };

  const input = (over: Partial<SupportTicketInput> = {}): SupportTicketInput => ({
    topic: 'payment',
    subject: 'Refund not received',
    message: 'I cancelled ten days ago and the refund is not on my card yet.',
    ...over,
  });

  const createTicket = (data: unknown, actor: Actor, idempotencyKey = randomUUID()) =>
    service.ctx.client.call(NotificationRpc.createSupportTicket, data as SupportTicketInput, {
      actor,
      idempotencyKey,
    });

  const failure = async (promise: Promise<unknown>): Promise<AppError> => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!AppError.isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    return error;
  };

  const received = (to: string) => smtp.received.filter((m) => m.to.includes(to));

  const sent = (jobId: string) => sentEmailRow(service.ctx.db, jobId, 20_000);

  it('stores a ticket and emails support and the writer once, through retries and replays', async () => {
    const { contact, actor } = user('es');
    const key = randomUUID();
    const ticket = await createTicket(input(), actor, key);
    expect(ticket.number).toMatch(/^ARR-\d{6}$/);
    expect(ticket).toMatchObject({ topic: 'payment', status: 'open', bookingId: null });

    // The same submission again (a double click, a retried request): the same ticket.
    const again = await createTicket(input(), actor, key);
    expect(again).toEqual(ticket);
    const rows = await service.ctx.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('user_id', '=', contact.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: contact.email, name: 'Ana', locale: 'es' });

    const team = await sent(supportJobId.team(ticket.id));
    const writer = await sent(supportJobId.writer(ticket.id));
    expect(team).toMatchObject({ to: SUPPORT, template: 'support-ticket' });
    expect(team.subject).toBe(`[${ticket.number}] Refund not received`);
    expect(team.text).toContain('refund is not on my card');
    expect(writer).toMatchObject({ to: contact.email, template: 'support-received', locale: 'es' });
    expect(writer.subject).toBe(`Recibimos tu mensaje — ticket ${ticket.number}`);
    expect(writer.text).toContain('dentro de 24 horas');

    const toSupport = received(SUPPORT).filter((m) => m.raw.includes(ticket.number));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]?.raw).toMatch(new RegExp(`^Reply-To: ${contact.email}`, 'mi'));
    expect(received(contact.email)).toHaveLength(1);

    // The job runs again (removed and queued anew under its id) and the event is replayed:
    // the email log already marks both as sent, nothing more leaves.
    const data = (await queue.getJob(supportJobId.team(ticket.id)))?.data as
      { data: unknown } | undefined;
    expect(data).toBeDefined();
    await queue.remove(supportJobId.team(ticket.id));
    await service.ctx.jobs.enqueue(EmailJob, data?.data as never, {
      id: supportJobId.team(ticket.id),
    });
    await publishEvent(service.ctx.nc, prefix, NotificationEvents.SUPPORT_TICKET_CREATED, {
      ticketId: ticket.id,
    });
    await waitFor(async () => {
      const job = await queue.getJob(supportJobId.team(ticket.id));
      return (await job?.isCompleted()) ? true : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received(SUPPORT).filter((m) => m.raw.includes(ticket.number))).toHaveLength(1);
    expect(received(contact.email)).toHaveLength(1);
  });

  it('takes name and address from identity, never from the request', async () => {
    const { contact, actor } = user();
    const forged = await failure(
      createTicket({ ...input(), email: 'boss@victim.cl', name: 'The CEO' }, actor),
    );
    expect(forged.code).toBe('VALIDATION');
    const ticket = await createTicket(input({ subject: 'My own question' }), actor);
    const row = await service.ctx.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: contact.email, name: 'Ana', user_id: contact.userId });
  });

  it('refuses the signed out, NUL bytes, short texts and other people’s bookings', async () => {
    const { actor, contact } = user();
    expect((await failure(createTicket(input(), ANONYMOUS))).code).toBe('UNAUTHENTICATED');

    const nul = await failure(
      createTicket(input({ message: 'Hello\u0000 there, help me' }), actor),
    );
    expect(nul.code).toBe('VALIDATION');
    expect(nul.details?.fields?.map((f) => f.path)).toEqual(['message']);

    const short = await failure(createTicket(input({ subject: 'Hi' }), actor));
    expect(short.details?.fields?.map((f) => f.path)).toEqual(['subject']);

    const stranger = identity.add({ email: 'x@example.cl', firstName: 'X', locale: 'en' });
    const theirs = bookings.add(stayBooking(stranger.userId, randomUUID()));
    const notMine = await failure(createTicket(input({ bookingId: theirs.id }), actor));
    expect(notMine.code).toBe('VALIDATION');
    expect(notMine.details?.fields?.map((f) => f.path)).toEqual(['bookingId']);

    const mine = bookings.add(stayBooking(contact.userId, randomUUID()));
    const ok = await createTicket(input({ topic: 'booking', bookingId: mine.id }), actor);
    expect(ok.bookingId).toBe(mine.id);

    const list = await service.ctx.client.call(
      NotificationRpc.mySupportTickets,
      { limit: 10 },
      { actor },
    );
    expect(list.items.map((t) => t.id)).toEqual([ok.id]);
  });

  it('stores feedback from anyone, keeping a hash of the address, not the address', async () => {
    const visitor: Actor = { ...ANONYMOUS, ip: '203.0.113.7', locale: 'es' };
    const receipt = await service.ctx.client.call(
      NotificationRpc.createFeedback,
      { rating: 4, message: 'Muy fácil de usar', page: '/property/abc' },
      { actor: visitor },
    );
    const row = await service.ctx.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, rating: 4, page: '/property/abc', locale: 'es' });
    expect(row.ip_hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113');

    const { actor } = user();
    const signedIn = await service.ctx.client.call(
      NotificationRpc.createFeedback,
      { rating: 1 },
      { actor: { ...actor, ip: '203.0.113.7' } },
    );
    const second = await service.ctx.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', signedIn.id)
      .executeTakeFirstOrThrow();
    expect(second).toMatchObject({ user_id: actor.userId, message: '' });
    expect(second.ip_hash).toBe(row.ip_hash);
  });

  it('lists tickets and feedback to admins only, newest first, page by page', async () => {
    const { actor } = user();
    const admin: Actor = { userId: randomUUID(), roles: ['admin'] };
    for (const rpc of [NotificationRpc.adminFeedback, NotificationRpc.adminSupportTickets]) {
      expect((await failure(service.ctx.client.call(rpc, {}, { actor }))).code).toBe('FORBIDDEN');
      expect((await failure(service.ctx.client.call(rpc, {}, { actor: ANONYMOUS }))).code).toBe(
        'UNAUTHENTICATED',
      );
    }
    const first = await service.ctx.client.call(
      NotificationRpc.adminFeedback,
      { limit: 1 },
      { actor: admin },
    );
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const next = await service.ctx.client.call(
      NotificationRpc.adminFeedback,
      { limit: 1, cursor: first.nextCursor ?? '' },
      { actor: admin },
    );
    expect(next.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(next.items[0]!.createdAt <= first.items[0]!.createdAt).toBe(true);

    const tickets = await service.ctx.client.call(
      NotificationRpc.adminSupportTickets,
      { limit: 100 },
      { actor: admin },
    );
    expect(tickets.items.length).toBeGreaterThanOrEqual(3);
    expect(tickets.items[0]).toHaveProperty('email');
  });
});
