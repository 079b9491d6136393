import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MessagingEvents } from '@arrendo/contracts';
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
import { FakeIdentity } from '@arrendo/identity/testing';
import { publishEvent, sentEmailRow, startNotificationService } from '../src/testing/helpers.js';

describe("admins on reported messages: a sender's warning, a removed message's preview", () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let identity: FakeIdentity;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifwarn');
    const env = testEnv({ databaseUrl: testDb.url, prefix, EMAIL_BACKOFF_MS: '50' });
    identity = new FakeIdentity(env);
    await identity.start();
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: '', PUBLIC_URL: 'https://arrendo.test' });
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await identity?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const handled = (eventIds: string[]) =>
    waitFor(async () => {
      const rows = await sql<{ n: string }>`
        select count(*) as n from inbox where event_id in (${sql.join(eventIds)})`.execute(
        service.ctx.db,
      );
      return Number(rows.rows[0]?.n) === eventIds.length;
    }, 20_000);

  it('tells the sender once, in the app and by email, in their language, even with switches off', async () => {
    const sender = identity.add({
      email: `hugo-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Hugo',
      locale: 'es',
    });
    // Every switch a user has is off: a warning has none, so it still arrives.
    await service.ctx.db
      .insertInto('notification_settings')
      .values(
        (['in_app', 'email', 'push'] as const).map((channel) => ({
          user_id: sender.userId,
          type: 'message_received' as const,
          channel,
          enabled: false,
        })),
      )
      .execute();
    const data = {
      reportId: randomUUID(),
      senderId: sender.userId,
      messageId: randomUUID(),
      conversationId: randomUUID(),
      message: 'No pidas pagos fuera de Arrendo.',
      warnedAt: new Date().toISOString(),
    };
    const id = await publishEvent(service.ctx.nc, prefix, MessagingEvents.SENDER_WARNED, data);
    const email = await sentEmailRow(service.ctx.db, `sender-warned-${data.reportId}`);
    expect(email).toMatchObject({
      to: sender.email,
      template: 'sender-warned',
      locale: 'es',
      subject: 'Un aviso sobre un mensaje que enviaste en Arrendo',
    });
    expect(email.text).toContain('Hola, Hugo:');
    expect(email.text).toContain('No pidas pagos fuera de Arrendo.');
    expect(email.text).toContain(`https://arrendo.test/messages/${data.conversationId}`);

    // Redelivered and replayed: still one notification, one email.
    const again = [
      await publishEvent(service.ctx.nc, prefix, MessagingEvents.SENDER_WARNED, data, { id }),
      await publishEvent(service.ctx.nc, prefix, MessagingEvents.SENDER_WARNED, data),
    ];
    await handled([...new Set([id, ...again])]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notes = await service.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', sender.userId)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'sender_warned',
      title: 'Un aviso sobre tu mensaje',
      link: `/messages/${data.conversationId}`,
    });
    expect(notes[0]?.body).toContain('No pidas pagos fuera de Arrendo.');
    const emails = await service.ctx.db
      .selectFrom('email_log')
      .select('job_id')
      .where('job_id', '=', `sender-warned-${data.reportId}`)
      .execute();
    expect(emails).toHaveLength(1);
  });

  it('warns nobody about a deleted account', async () => {
    const data = {
      reportId: randomUUID(),
      senderId: randomUUID(),
      messageId: randomUUID(),
      conversationId: randomUUID(),
      message: 'Please be respectful.',
      warnedAt: new Date().toISOString(),
    };
    const id = await publishEvent(service.ctx.nc, prefix, MessagingEvents.SENDER_WARNED, data);
    await handled([id]);
    const notes = await service.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', data.senderId)
      .execute();
    expect(notes).toEqual([]);
  });

  it("blanks the recipient's preview of a removed message", async () => {
    const recipient = identity.add({
      email: `ana-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Ana',
      locale: 'en',
    });
    const sender = identity.add({
      email: `rudo-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Rudo',
      locale: 'en',
    });
    const sent = {
      messageId: randomUUID(),
      conversationId: randomUUID(),
      listingId: randomUUID(),
      senderId: sender.userId,
      recipientId: recipient.userId,
      preview: 'Something offensive',
      sentAt: new Date().toISOString(),
    };
    await publishEvent(service.ctx.nc, prefix, MessagingEvents.MESSAGE_SENT, sent);
    const note = () =>
      service.ctx.db
        .selectFrom('notifications')
        .select(['body', 'data', 'title'])
        .where('user_id', '=', recipient.userId)
        .executeTakeFirst();
    await waitFor(async () => (await note())?.body === 'Something offensive', 20_000);
    const removed = {
      messageId: sent.messageId,
      conversationId: sent.conversationId,
      recipientId: recipient.userId,
      removedAt: new Date().toISOString(),
    };
    const id = await publishEvent(service.ctx.nc, prefix, MessagingEvents.MESSAGE_REMOVED, removed);
    await handled([id]);
    const after = await note();
    expect(after).toMatchObject({ body: '', title: 'New message from Rudo' });
    expect(after?.data).toMatchObject({ preview: '', removed: true, messageId: sent.messageId });
    expect(JSON.stringify(after)).not.toContain('Something offensive');
  });
});
