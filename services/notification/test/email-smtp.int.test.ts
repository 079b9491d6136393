import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Queue } from 'bullmq';
import { IdentityEvents } from '@arrendo/contracts';
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
import type { EmailEnv } from '../src/env.js';
import { startWorkerApp } from '../src/worker-app.js';
import type { WorkerApp } from '../src/worker-app.js';
import {
  emailQueue,
  otpEvent,
  publishEvent,
  startNotificationService,
  startSmtpListener,
} from '../src/testing/helpers.js';
import type { SmtpListener } from '../src/testing/helpers.js';

describe('email over SMTP', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let smtp: SmtpListener;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let queue: Queue;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifsmtp');
    smtp = await startSmtpListener();
    const env = testEnv({
      databaseUrl: testDb.url,
      prefix,
      EMAIL_BACKOFF_MS: '50',
    });
    service = await startNotificationService(env);
    // The retries below log warnings by design; keep the test output to real problems.
    worker = await startWorkerApp({
      ...env,
      SMTP_URL: smtp.url,
      EMAIL_WORKER_CONCURRENCY: '2',
      LOG_LEVEL: 'error',
    });
    queue = emailQueue(prefix);
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await queue?.close();
    await smtp?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const logRow = (jobId: string) =>
    service.ctx.db
      .selectFrom('email_log')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirst();

  const inboxCount = async (eventIds: string[]) =>
    (
      await sql<{ n: number }>`SELECT count(DISTINCT event_id)::int AS n FROM inbox
        WHERE event_id = ANY(${eventIds}::uuid[])`.execute(service.ctx.db)
    ).rows[0]?.n ?? 0;

  const queueIdle = async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).every((n) => n === 0);
  };

  it('sends exactly one email with the code, even when the event arrives twice', async () => {
    const { data, code } = otpEvent({ locale: 'en' });
    const eventId = await publishEvent(
      service.ctx.nc,
      prefix,
      IdentityEvents.OTP_REQUESTED_V2,
      data,
    );
    // The same event again (a redelivery), and the same code under a new event id (a producer
    // that published twice): neither may send a second email.
    await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, data, {
      id: eventId,
    });
    const otherId = await publishEvent(
      service.ctx.nc,
      prefix,
      IdentityEvents.OTP_REQUESTED_V2,
      data,
    );

    const mine = () => smtp.received.filter((m) => m.to.includes(data.email));
    // Both distinct events handled, an email arrived and nothing is left in the queue: any
    // duplicate would have been sent by now.
    await waitFor(async () => (await inboxCount([eventId, otherId])) === 2);
    await waitFor(async () => mine().length > 0 && (await queueIdle()), 15_000);
    expect(mine()).toHaveLength(1);
    const [email] = mine();
    expect(email?.from).toBe('no-reply@arrendo.cl');
    expect(email?.raw).toContain('Subject: Your Arrendo verification code');
    expect(email?.raw).toContain(code);
    expect(email?.raw).toContain('text/html');
    expect(email?.raw).toContain('text/plain');

    const row = await logRow(`otp-${data.codeId}`);
    expect(row).toMatchObject({
      to: data.email,
      template: 'verification-code',
      locale: 'en',
      transport: 'smtp',
      status: 'sent',
      subject: 'Your Arrendo verification code',
    });
    expect(row?.sent_at).toBeInstanceOf(Date);
    // Mail that really left keeps no usable code in the log.
    expect(row?.text).not.toContain(code);
    expect(row?.html).not.toContain(code);
  });

  it('retries with backoff when the SMTP server refuses, and still sends one email', async () => {
    smtp.refuseNext(2);
    const { data, code } = otpEvent({ locale: 'es', purpose: 'reset_password' });
    await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, data);

    const jobId = `otp-${data.codeId}`;
    await waitFor(async () => (await logRow(jobId))?.status === 'sent', 15_000);
    await waitFor(queueIdle);

    const mine = smtp.received.filter((m) => m.to.includes(data.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.raw).toContain(code);
    // Two refusals, then the third attempt went through.
    expect(smtp.refused.filter((to) => to.includes(data.email))).toHaveLength(2);
    const row = await logRow(jobId);
    expect(row).toMatchObject({
      template: 'password-reset-code',
      locale: 'es',
      subject: 'Tu código para restablecer tu contraseña de Arrendo',
      status: 'sent',
      error: null,
    });
  });
});
