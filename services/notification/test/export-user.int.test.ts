import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  IdentityEvents,
  NotificationRpc,
  NotificationUserExport,
  SYSTEM_ACTOR,
  type Actor,
  type SupportTicket,
} from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  errorOf,
  testEnv,
  uniquePrefix,
  jsonKeys,
  SECRET_LOOKING_KEY,
} from '@arrendo/kit/testing';
import type { TestDatabase } from '@arrendo/kit/testing';
import type { DB } from '../src/db/types.js';
import { emailJobId, supportJobId } from '../src/email/job.js';
import { MASKED_CODE } from '../src/email/templates/index.js';
import type { EmailEnv } from '../src/env.js';
import { EmailLogRepository } from '../src/repositories/email-log.repository.js';
import { NotificationRepository } from '../src/repositories/notification.repository.js';
import { startWorkerApp } from '../src/worker-app.js';
import type { WorkerApp } from '../src/worker-app.js';
import { FakeBooking } from '@arrendo/booking/testing';
import { FakeIdentity } from '@arrendo/identity/testing';
import {
  otpEvent,
  publishEvent,
  startNotificationService,
  startSmtpListener,
  type SmtpListener,
  sentEmailRow,
} from '../src/testing/helpers.js';

describe('notification service: a user data export (Ley 21.719)', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let smtp: SmtpListener;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let identity: FakeIdentity;
  let bookings: FakeBooking;

  const person = (name: string) => {
    const contact = identity.add({
      email: `${name}-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: name,
      locale: 'es',
    });
    const actor: Actor = { userId: contact.userId, roles: [], locale: 'es', ip: '203.0.113.9' };
    return { contact, actor };
  };
  let ana: ReturnType<typeof person>;
  let bruno: ReturnType<typeof person>;
  let anaTicket: SupportTicket;
  let brunoTicket: SupportTicket;
  let otpCode: string;
  let otpJobId: string;
  const LOG_CODE = '482913';

  const exportOf = (actor: Actor) =>
    service.ctx.client
      .call(NotificationRpc.exportUser, {}, { actor })
      .then(NotificationUserExport.parse);

  const sent = (jobId: string) => sentEmailRow(service.ctx.db, jobId, 20_000);

  const ticket = (actor: Actor, subject: string) =>
    service.ctx.client.call(
      NotificationRpc.createSupportTicket,
      {
        topic: 'booking',
        subject,
        message: 'La cabaña no tenía agua caliente durante toda la estadía.',
      },
      { actor, idempotencyKey: randomUUID() },
    );

  beforeAll(async () => {
    testDb = await createTestDatabase('notifexport');
    smtp = await startSmtpListener();
    const env = testEnv({
      databaseUrl: testDb.url,
      prefix,
      EMAIL_BACKOFF_MS: '50',
      SUPPORT_EMAIL: 'ayuda@arrendo.test',
    });
    identity = new FakeIdentity(env);
    bookings = new FakeBooking(env);
    await identity.start();
    await bookings.start();
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: smtp.url, LOG_LEVEL: 'error' });
    ana = person('Ana');
    bruno = person('Bruno');

    // Through the real flows: tickets (and their receipts), feedback, a code email over SMTP.
    anaTicket = await ticket(ana.actor, 'Sin agua caliente');
    brunoTicket = await ticket(bruno.actor, 'Otra consulta de Bruno');
    const otp = otpEvent({ email: ana.contact.email, userId: ana.contact.userId, locale: 'es' });
    otpCode = otp.code;
    otpJobId = emailJobId.otp(otp.data.codeId);
    await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, otp.data);
    await service.ctx.client.call(
      NotificationRpc.createFeedback,
      { rating: 4, message: 'Muy fácil de reservar', page: '/trips' },
      { actor: ana.actor },
    );
    await service.ctx.client.call(
      NotificationRpc.createFeedback,
      { rating: 1, message: 'Feedback de Bruno' },
      { actor: bruno.actor },
    );
    await service.ctx.client.call(
      NotificationRpc.createFeedback,
      { rating: 5, message: 'Sin sesión' },
      { actor: { ...ANONYMOUS, ip: '203.0.113.9' } },
    );
    await sent(supportJobId.writer(anaTicket.id));
    await sent(supportJobId.writer(brunoTicket.id));
    await sent(otpJobId);

    // Rows the worker would write in other situations: a code email of the log transport
    // (development: the code in clear), and a booking email to an address Ana no longer has.
    const log = new EmailLogRepository(service.ctx.db);
    await log.upsertPending({
      jobId: emailJobId.otp(randomUUID()),
      to: ana.contact.email.toUpperCase(),
      subject: 'Tu código',
      template: 'password-reset-code',
      locale: 'es',
      text: `Hola Ana\n\n    ${LOG_CODE}\n\nVence en 10 minutos.`,
      html: `<p>${LOG_CODE}</p>`,
      transport: 'log',
    });
    await log.upsertPending({
      jobId: emailJobId.booking('confirmed', randomUUID(), ana.contact.userId),
      to: 'ana.antigua@example.cl',
      subject: 'Reserva confirmada',
      template: 'booking-confirmed',
      locale: 'es',
      text: 'Tu reserva está confirmada.',
      html: '<p>Tu reserva está confirmada.</p>',
      transport: 'smtp',
    });
    // An earlier owner of Ana's address (an account deleted before she signed up with it): their
    // booking email went to this address, but it is not Ana's.
    await log.upsertPending({
      jobId: emailJobId.booking('cancelled', randomUUID(), randomUUID()),
      to: ana.contact.email,
      subject: 'Reserva cancelada',
      template: 'booking-cancelled',
      locale: 'es',
      text: 'La reserva del dueño anterior fue cancelada.',
      html: '<p>La reserva del dueño anterior fue cancelada.</p>',
      transport: 'smtp',
    });
    await log.upsertPending({
      jobId: emailJobId.welcome(bruno.contact.userId),
      to: bruno.contact.email,
      subject: 'Bienvenido',
      template: 'welcome',
      locale: 'es',
      text: 'Hola Bruno',
      html: '<p>Hola Bruno</p>',
      transport: 'smtp',
    });
    const inbox = new NotificationRepository(service.ctx.db);
    for (const who of [ana, bruno]) {
      await inbox.insertOnce({
        dedupeKey: `confirmed:${randomUUID()}:${who.contact.userId}`,
        userId: who.contact.userId,
        type: 'booking_confirmed',
        title: `Reserva confirmada para ${who.contact.firstName}`,
        body: 'Cabaña en Pucón',
        link: '/bookings/1',
        data: { refund: 0 },
      });
    }
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await bookings?.stop();
    await identity?.stop();
    await smtp?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  it('gives the person their tickets, feedback and in-app notifications', async () => {
    const data = await exportOf(ana.actor);
    expect(data).toMatchObject({ service: 'notification', userId: ana.contact.userId });
    expect(data.supportTickets).toEqual([
      {
        ...anaTicket,
        name: 'Ana',
        email: ana.contact.email,
        locale: 'es',
      },
    ]);
    expect(data.feedback).toEqual([
      expect.objectContaining({ rating: 4, message: 'Muy fácil de reservar', page: '/trips' }),
    ]);
    expect(data.notifications).toEqual([
      expect.objectContaining({
        type: 'booking_confirmed',
        title: 'Reserva confirmada para Ana',
        status: 'unread',
        link: '/bookings/1',
        data: { refund: 0 },
      }),
    ]);
  });

  it('gives the emails meant for them, with every one-time code masked', async () => {
    const data = await exportOf(ana.actor);
    expect(data.emails.map((e) => e.template).sort()).toEqual(
      ['booking-confirmed', 'password-reset-code', 'support-received', 'verification-code'].sort(),
    );
    const receipt = data.emails.find((e) => e.template === 'support-received');
    expect(receipt).toMatchObject({ to: ana.contact.email, status: 'sent' });
    expect(receipt?.subject).toContain(anaTicket.number);
    expect(receipt?.sentAt).not.toBeNull();
    // Over SMTP the log already masks it; the log transport's row holds it in clear.
    const smtpCode = data.emails.find((e) => e.template === 'verification-code');
    expect(smtpCode?.text).toContain(MASKED_CODE);
    const logCode = data.emails.find((e) => e.template === 'password-reset-code');
    expect(logCode?.text).toContain(`    ${MASKED_CODE}\n`);
    const json = JSON.stringify(data);
    expect(json).not.toContain(otpCode);
    expect(json).not.toContain(LOG_CODE);
    // Their booking email reached an older address: the job id still says it was theirs.
    expect(data.emails.find((e) => e.template === 'booking-confirmed')).toMatchObject({
      to: 'ana.antigua@example.cl',
      status: 'pending',
    });
    // Not the HTML, nor the job ids, nor the copy of the ticket that went to support.
    expect(data.emails.some((e) => e.template === 'support-ticket')).toBe(false);
    expect(json).not.toContain(otpJobId);
    expect(json).not.toContain('<p>');
  });

  it("never includes another user's data", async () => {
    const anas = JSON.stringify(await exportOf(ana.actor));
    for (const theirs of [
      bruno.contact.userId,
      bruno.contact.email,
      brunoTicket.number,
      'Feedback de Bruno',
      'Sin sesión',
      'Hola Bruno',
      'Reserva confirmada para Bruno',
      'La reserva del dueño anterior fue cancelada.',
    ]) {
      expect(anas).not.toContain(theirs);
    }
    const brunos = await exportOf(bruno.actor);
    expect(brunos.supportTickets.map((t) => t.id)).toEqual([brunoTicket.id]);
    expect(JSON.stringify(brunos)).not.toContain(ana.contact.email);

    // Someone identity does not know (and an admin, who gets their own data): nothing.
    for (const actor of [
      { userId: randomUUID(), roles: [] } as Actor,
      { userId: randomUUID(), roles: ['admin'] } as Actor,
    ]) {
      expect(await exportOf(actor)).toMatchObject({
        supportTickets: [],
        feedback: [],
        emails: [],
        notifications: [],
      });
    }
  });

  it('refuses anonymous callers, and the system actor (no person to export)', async () => {
    expect((await errorOf(exportOf(ANONYMOUS))).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(exportOf(SYSTEM_ACTOR))).code).toBe('UNAUTHENTICATED');
  });

  it('takes no user from the payload', async () => {
    const error = await errorOf(
      service.ctx.client.call(NotificationRpc.exportUser, { userId: ana.contact.userId } as never, {
        actor: bruno.actor,
      }),
    );
    expect(error.code).toBe('VALIDATION');
  });

  it('holds no secret-looking keys, and not the network hash of the feedback', async () => {
    for (const actor of [ana.actor, bruno.actor]) {
      const data = await exportOf(actor);
      const keys = jsonKeys(data);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => SECRET_LOOKING_KEY.test(k))).toEqual([]);
      const hashes = await service.ctx.db
        .selectFrom('feedback')
        .select('ip_hash')
        .where('user_id', '=', actor.userId as string)
        .execute();
      for (const { ip_hash } of hashes) {
        expect(ip_hash).not.toBeNull();
        expect(JSON.stringify(data)).not.toContain(ip_hash as string);
      }
    }
  });
});
