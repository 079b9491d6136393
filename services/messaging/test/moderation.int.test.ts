import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection, type Subscription } from 'nats';
import { sql } from 'kysely';
import { LiveEnvelope, MessagingRpc, type Actor } from '@arrendo/contracts';
import { RpcClient, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  errorOf,
  natsUrl,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import type { DB } from '../src/db/types.js';
import type { MessagingEnv } from '../src/env.js';
import { FakeNeighbours, startMessagingService } from '../src/testing/index.js';

describe('messaging moderation (admins on reported messages)', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, MessagingEnv>;
  let fakes: FakeNeighbours;
  let nc: NatsConnection;
  let client: RpcClient;
  let live: Subscription;
  const received: LiveEnvelope[] = [];

  const as = (userId: string, roles: Actor['roles'] = []): { actor: Actor } => ({
    actor: { userId, roles },
  });
  let admin: { actor: Actor };

  beforeAll(async () => {
    testDb = await createTestDatabase('messaging');
    service = await startMessagingService(testEnv({ databaseUrl: testDb.url, prefix }));
    fakes = await FakeNeighbours.start(natsUrl(), prefix);
    nc = await connect({ servers: natsUrl() });
    client = new RpcClient({ nc, prefix, timeoutMs: 5000 });
    live = nc.subscribe(`${prefix}live.messaging.*`);
    void (async () => {
      for await (const msg of live) received.push(LiveEnvelope.parse(msg.json()));
    })();
    admin = as(fakes.person('Ada'), ['admin']);
  });

  afterAll(async () => {
    live?.unsubscribe();
    await nc?.close();
    await fakes?.stop();
    await service?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  /** A host's message to a guest, which the guest reports. */
  async function reported(body = 'Págame por fuera: hugo@example.com') {
    const hostId = fakes.person('Hugo');
    const guestId = fakes.person('Gabriela');
    const listing = fakes.listing(hostId);
    const conversation = await client.call(
      MessagingRpc.openConversation,
      { listingId: listing.id },
      as(guestId),
    );
    await client.call(
      MessagingRpc.send,
      { conversationId: conversation.id, clientId: randomUUID(), body: '¿Está libre?' },
      as(guestId),
    );
    const { message } = await client.call(
      MessagingRpc.send,
      { conversationId: conversation.id, clientId: randomUUID(), body },
      as(hostId),
    );
    const report = await client.call(
      MessagingRpc.report,
      { messageId: message.id, reason: 'off_platform', details: 'Pide pagar por fuera' },
      as(guestId),
    );
    return { hostId, guestId, conversation, message, reportId: report.id };
  }

  /** The admin-action records this service wrote into its outbox, oldest first. */
  async function auditOf(targetId: string): Promise<Record<string, unknown>[]> {
    const { rows } = await sql<{ data: Record<string, unknown> }>`
      SELECT envelope->'data' AS data FROM outbox
      WHERE subject = 'evt.messaging.adminAction.recorded'
        AND envelope->'data'->'target'->>'id' = ${targetId}
      ORDER BY seq`.execute(service.ctx.db);
    return rows.map((r) => r.data);
  }

  async function outboxOf(subject: string, reportId: string): Promise<unknown[]> {
    const { rows } = await sql<{ data: unknown }>`
      SELECT envelope->'data' AS data FROM outbox
      WHERE subject = ${subject} AND envelope->'data'->>'reportId' = ${reportId}`.execute(
      service.ctx.db,
    );
    return rows.map((r) => r.data);
  }

  it('lists open reports with the text as written, names, and the messages around it', async () => {
    const { hostId, guestId, message, reportId } = await reported();
    const { items } = await client.call(MessagingRpc.adminReports, { status: 'open' }, admin);
    const report = items.find((r) => r.id === reportId);
    expect(report).toMatchObject({
      status: 'open',
      outcome: null,
      reporterId: guestId,
      reporterName: 'Gabriela',
      warning: null,
      message: {
        id: message.id,
        senderId: hostId,
        senderName: 'Hugo',
        body: 'Págame por fuera: hugo@example.com',
        removed: false,
      },
    });
    expect(report?.context.map((m) => m.body)).toEqual([
      '¿Está libre?',
      'Págame por fuera: hugo@example.com',
    ]);
    const resolved = await client.call(MessagingRpc.adminReports, { status: 'resolved' }, admin);
    expect(resolved.items.some((r) => r.id === reportId)).toBe(false);
  });

  it('removes a message for both participants, live, resolving its reports, once', async () => {
    const { hostId, guestId, conversation, message, reportId } = await reported();
    const otherGuestReport = await client.call(
      MessagingRpc.report,
      { messageId: message.id, reason: 'scam' },
      as(hostId),
    );
    const removed = await client.call(
      MessagingRpc.removeMessage,
      { messageId: message.id, reason: 'Pide pagos fuera de Arrendo' },
      admin,
    );
    expect(removed).toMatchObject({ messageId: message.id, changed: true });
    expect(removed.resolvedReportIds).toEqual([reportId, otherGuestReport.id].sort());

    // Both read the marker, nothing of the text.
    for (const userId of [hostId, guestId]) {
      const page = await client.call(
        MessagingRpc.listMessages,
        { conversationId: conversation.id },
        as(userId),
      );
      expect(page.items[0]).toMatchObject({ id: message.id, removed: true, body: '', photos: [] });
      const summary = await client.call(
        MessagingRpc.getConversation,
        { conversationId: conversation.id },
        as(userId),
      );
      expect(summary.lastMessage).toMatchObject({ id: message.id, removed: true, body: '' });
    }
    const stored = await service.ctx.db
      .selectFrom('messages')
      .select(['body', 'removed_at'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe('');
    expect(stored.removed_at).not.toBeNull();

    // Each participant got the removed message live, and a replay holds no copy of the text.
    await waitFor(() =>
      [hostId, guestId].every((userId) =>
        received.some(
          (e) =>
            e.userId === userId &&
            e.event.type === 'message' &&
            e.event.message.id === message.id &&
            e.event.message.removed,
        ),
      ),
    );
    for (const userId of [hostId, guestId]) {
      const replay = await client.call(MessagingRpc.liveSince, { after: 0 }, as(userId));
      const copies = replay.events.filter(
        (e) => e.event.type === 'message' && e.event.message.id === message.id,
      );
      expect(copies).toHaveLength(1);
      expect(copies[0]?.event).toMatchObject({ message: { removed: true, body: '' } });
    }

    const { items } = await client.call(MessagingRpc.adminReports, { status: 'resolved' }, admin);
    expect(items.find((r) => r.id === reportId)).toMatchObject({
      status: 'resolved',
      outcome: 'removed',
      resolvedBy: admin.actor.userId,
      message: { removed: true, body: '' },
    });

    // Again: nothing changes, no second event, no second audit entry.
    const liveBefore = received.length;
    const again = await client.call(
      MessagingRpc.removeMessage,
      { messageId: message.id, reason: 'Otra vez' },
      admin,
    );
    expect(again).toMatchObject({ changed: false, resolvedReportIds: [] });
    expect(again.removedAt).toBe(removed.removedAt);
    const audit = await auditOf(message.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.actor.userId,
      action: 'messaging.message.remove',
      target: { type: 'message', id: message.id },
      before: { removed: false, senderId: hostId },
      after: { removed: true },
      reason: 'Pide pagos fuera de Arrendo',
    });
    expect(JSON.stringify(audit)).not.toContain('hugo@example.com');
    // One event for the notification service to blank the recipient's preview of it.
    const { rows: removedEvents } = await sql<{ data: unknown }>`
      SELECT envelope->'data' AS data FROM outbox
      WHERE subject = 'evt.messaging.message.removed'
        AND envelope->'data'->>'messageId' = ${message.id}`.execute(service.ctx.db);
    expect(removedEvents.map((r) => r.data)).toEqual([
      {
        messageId: message.id,
        conversationId: conversation.id,
        recipientId: guestId,
        removedAt: removed.removedAt,
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(liveBefore);
  });

  it('warns the sender once per report, with the event for the notification service', async () => {
    const { hostId, message, reportId } = await reported('Eres un idiota');
    const warned = await client.call(
      MessagingRpc.warnSender,
      { reportId, message: 'Por favor, mantén un trato respetuoso.' },
      admin,
    );
    expect(warned).toMatchObject({
      status: 'resolved',
      outcome: 'warned',
      warning: { message: 'Por favor, mantén un trato respetuoso.', sentBy: admin.actor.userId },
    });
    const again = await client.call(
      MessagingRpc.warnSender,
      { reportId, message: 'Por favor, mantén un trato respetuoso.' },
      admin,
    );
    expect(again.warning?.sentAt).toBe(warned.warning?.sentAt);
    expect(await outboxOf('evt.messaging.sender.warned', reportId)).toEqual([
      {
        reportId,
        senderId: hostId,
        messageId: message.id,
        conversationId: message.conversationId,
        message: 'Por favor, mantén un trato respetuoso.',
        warnedAt: warned.warning?.sentAt,
      },
    ]);
    const audit = await auditOf(reportId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'messaging.report.warn',
      target: { type: 'message_report', id: reportId },
      before: { status: 'open', warned: false },
      after: { status: 'resolved', outcome: 'warned', warned: true, senderId: hostId },
    });
    // A dismissed report cannot be warned about.
    const other = await reported();
    await client.call(
      MessagingRpc.resolveReport,
      { reportId: other.reportId, outcome: 'dismissed' },
      admin,
    );
    const refused = await errorOf(
      client.call(MessagingRpc.warnSender, { reportId: other.reportId, message: 'Hola' }, admin),
    );
    expect(refused.code).toBe('CONFLICT');
  });

  it('warns after a removal without changing the outcome', async () => {
    const { message, reportId } = await reported();
    await client.call(
      MessagingRpc.removeMessage,
      { messageId: message.id, reason: 'Datos de contacto' },
      admin,
    );
    const warned = await client.call(
      MessagingRpc.warnSender,
      { reportId, message: 'No compartas datos de contacto.' },
      admin,
    );
    expect(warned).toMatchObject({
      outcome: 'removed',
      warning: { message: 'No compartas datos de contacto.' },
    });
    expect(await outboxOf('evt.messaging.sender.warned', reportId)).toHaveLength(1);
  });

  it('dismisses a report once, audited; a removed report cannot be dismissed', async () => {
    const { message, reportId } = await reported('Hola, ¿cómo llego?');
    const dismissed = await client.call(
      MessagingRpc.resolveReport,
      { reportId, outcome: 'dismissed' },
      admin,
    );
    expect(dismissed).toMatchObject({
      status: 'resolved',
      outcome: 'dismissed',
      resolvedBy: admin.actor.userId,
      message: { body: 'Hola, ¿cómo llego?', removed: false },
    });
    const again = await client.call(
      MessagingRpc.resolveReport,
      { reportId, outcome: 'dismissed' },
      admin,
    );
    expect(again.resolvedAt).toBe(dismissed.resolvedAt);
    const audit = await auditOf(reportId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'messaging.report.dismiss',
        before: { status: 'open', outcome: null },
        after: { status: 'resolved', outcome: 'dismissed' },
      }),
    ]);
    // Removing the message later leaves a dismissed report as it was.
    const removed = await client.call(
      MessagingRpc.removeMessage,
      { messageId: message.id, reason: 'Revisado de nuevo' },
      admin,
    );
    expect(removed.resolvedReportIds).toEqual([]);

    const next = await reported();
    await client.call(
      MessagingRpc.removeMessage,
      { messageId: next.message.id, reason: 'Contacto' },
      admin,
    );
    const conflict = await errorOf(
      client.call(
        MessagingRpc.resolveReport,
        { reportId: next.reportId, outcome: 'dismissed' },
        admin,
      ),
    );
    expect(conflict.code).toBe('CONFLICT');
  });

  it('refuses non-admins and unknown ids', async () => {
    const { hostId, guestId, message, reportId } = await reported();
    for (const who of [as(hostId), as(guestId)]) {
      expect((await errorOf(client.call(MessagingRpc.adminReports, {}, who))).code).toBe(
        'FORBIDDEN',
      );
      expect(
        (
          await errorOf(
            client.call(MessagingRpc.resolveReport, { reportId, outcome: 'dismissed' }, who),
          )
        ).code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await errorOf(
            client.call(MessagingRpc.removeMessage, { messageId: message.id, reason: 'x' }, who),
          )
        ).code,
      ).toBe('FORBIDDEN');
      expect(
        (await errorOf(client.call(MessagingRpc.warnSender, { reportId, message: 'x' }, who))).code,
      ).toBe('FORBIDDEN');
    }
    const missing = randomUUID();
    expect(
      (
        await errorOf(
          client.call(
            MessagingRpc.resolveReport,
            { reportId: missing, outcome: 'dismissed' },
            admin,
          ),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(
          client.call(MessagingRpc.removeMessage, { messageId: missing, reason: 'x' }, admin),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(
          client.call(MessagingRpc.warnSender, { reportId: missing, message: 'x' }, admin),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const blank = await errorOf(
      client.call(MessagingRpc.removeMessage, { messageId: message.id, reason: '   ' }, admin),
    );
    expect(blank.code).toBe('VALIDATION');
    // Nothing changed for the participants.
    const { items } = await client.call(MessagingRpc.adminReports, { status: 'open' }, admin);
    expect(items.some((r) => r.id === reportId)).toBe(true);
  });
});
