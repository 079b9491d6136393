import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from 'nats';
import { IdentityEvents, MessagingRpc, MessagingUserExport, type Actor } from '@arrendo/contracts';
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
import { MASK } from '../src/domain/mask.js';
import { FakeNeighbours, publishEvent, startMessagingService } from '../src/testing/index.js';

/**
 * What the service keeps of one person as a whole: their export (Ley 21.719 portability) and
 * what is left after `evt.identity.user.deleted`.
 */
describe('messaging: a user’s data', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, MessagingEnv>;
  let fakes: FakeNeighbours;
  let nc: NatsConnection;
  let client: RpcClient;

  const as = (userId: string): { actor: Actor } => ({ actor: { userId, roles: [] } });
  const photo = (id: string) => ({
    id,
    url: `/media/messages/${id}/640.webp`,
    width: 1024,
    height: 768,
    variants: [{ url: `/media/messages/${id}/640.webp`, width: 640 }],
    placeholder: null,
    keys: [`messages/${id}/640.webp`],
  });

  beforeAll(async () => {
    testDb = await createTestDatabase('messaging_user_data');
    service = await startMessagingService(testEnv({ databaseUrl: testDb.url, prefix }));
    fakes = await FakeNeighbours.start(natsUrl(), prefix);
    nc = await connect({ servers: natsUrl() });
    client = new RpcClient({ nc, prefix, timeoutMs: 5000 });
  });

  afterAll(async () => {
    await nc?.close();
    await fakes?.stop();
    await service?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  /** Gabriela (guest) and Héctor (host) talking about his listing, with a report and a reply. */
  async function talk() {
    const hostId = fakes.person('Héctor');
    const guestId = fakes.person('Gabriela');
    const listing = fakes.listing(hostId);
    const conversation = await client.call(
      MessagingRpc.openConversation,
      { listingId: listing.id },
      as(guestId),
    );
    const send = (userId: string, body: string, photoIds: string[] = []) =>
      client.call(
        MessagingRpc.send,
        { conversationId: conversation.id, clientId: randomUUID(), body, photoIds },
        as(userId),
      );
    const attached = await client.call(
      MessagingRpc.recordPhoto,
      { photo: photo(randomUUID()) },
      as(guestId),
    );
    const unattached = await client.call(
      MessagingRpc.recordPhoto,
      { photo: photo(randomUUID()) },
      as(guestId),
    );
    const guestFirst = await send(guestId, 'Hola, escríbeme a gabriela@example.com', [attached.id]);
    const hostReply = await send(hostId, 'Hola Gabriela, claro que sí');
    const guestSecond = await send(guestId, '¿Tiene estacionamiento?');
    await client.call(
      MessagingRpc.report,
      { messageId: hostReply.message.id, reason: 'other', details: 'Solo una prueba' },
      as(guestId),
    );
    await client.call(
      MessagingRpc.createQuickReply,
      { title: 'Gracias', body: 'Muchas gracias por escribir' },
      as(guestId),
    );
    await client.call(
      MessagingRpc.createQuickReply,
      { title: 'Llegada', body: 'La llegada es a las 15:00' },
      as(hostId),
    );
    return {
      hostId,
      guestId,
      listing,
      conversation,
      attached,
      unattached,
      guestFirst,
      hostReply,
      guestSecond,
    };
  }

  it('exports the caller’s conversations, what they sent as written, replies and reports', async () => {
    const t = await talk();
    // The host reads the guest's address masked (no confirmed booking)…
    expect(t.guestFirst.message.body).toContain('gabriela@example.com');
    const hostView = await client.call(
      MessagingRpc.listMessages,
      { conversationId: t.conversation.id },
      as(t.hostId),
    );
    expect(hostView.items.find((m) => m.id === t.guestFirst.message.id)?.body).toContain(MASK);

    // …the guest's own export holds it as she wrote it, and nothing the host wrote.
    const file = MessagingUserExport.parse(
      await client.call(MessagingRpc.exportUser, {}, as(t.guestId)),
    );
    expect(file).toMatchObject({ service: 'messaging', userId: t.guestId });
    expect(file.conversations).toHaveLength(1);
    const [conversation] = file.conversations;
    expect(conversation).toMatchObject({
      id: t.conversation.id,
      role: 'guest',
      listing: { id: t.listing.id, title: t.listing.title },
      other: { id: t.hostId, firstName: 'Héctor' },
    });
    expect(conversation?.messagesSent.map((m) => m.body)).toEqual([
      'Hola, escríbeme a gabriela@example.com',
      '¿Tiene estacionamiento?',
    ]);
    expect(conversation?.messagesSent[0]).toMatchObject({
      id: t.guestFirst.message.id,
      photos: [t.attached],
      removed: false,
    });
    expect(JSON.stringify(file)).not.toContain('claro que sí');
    expect(file.quickReplies.map((q) => q.title)).toEqual(['Gracias']);
    expect(file.reports).toEqual([
      expect.objectContaining({
        messageId: t.hostReply.message.id,
        reason: 'other',
        details: 'Solo una prueba',
      }),
    ]);

    // The host's export is his: his side, his reply, his quick reply, no reports.
    const host = await client.call(MessagingRpc.exportUser, {}, as(t.hostId));
    expect(host.conversations[0]).toMatchObject({
      role: 'host',
      other: { id: t.guestId, firstName: 'Gabriela' },
    });
    expect(host.conversations[0]?.messagesSent.map((m) => m.body)).toEqual([
      'Hola Gabriela, claro que sí',
    ]);
    expect(host.quickReplies.map((q) => q.title)).toEqual(['Llegada']);
    expect(host.reports).toEqual([]);

    const anonymous = await errorOf(
      client.call(MessagingRpc.exportUser, {}, { actor: { userId: null, roles: [] } }),
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('forgets a deleted user but keeps the conversation for the other person', async () => {
    const t = await talk();
    const other = await talk(); // someone else's data, which must stay as it is
    const { db } = service.ctx;
    const liveOf = (userId: string) =>
      db.selectFrom('live_events').select('seq').where('user_id', '=', userId).execute();
    expect((await liveOf(t.guestId)).length).toBeGreaterThan(0);

    const event = { userId: t.guestId };
    await publishEvent(nc, prefix, IdentityEvents.USER_DELETED, event);
    await waitFor(async () => {
      const row = await db
        .selectFrom('conversations')
        .select('guest_first_name')
        .where('id', '=', t.conversation.id)
        .executeTakeFirstOrThrow();
      return row.guest_first_name === '';
    });

    // The host still has the conversation: her name and photo blank, her text empty, his kept.
    const hostSide = await client.call(
      MessagingRpc.getConversation,
      { conversationId: t.conversation.id },
      as(t.hostId),
    );
    expect(hostSide.other).toEqual({ id: t.guestId, firstName: '', avatarUrl: null });
    const messages = await client.call(
      MessagingRpc.listMessages,
      { conversationId: t.conversation.id },
      as(t.hostId),
    );
    const bodies = new Map(messages.items.map((m) => [m.id, m]));
    expect(bodies.get(t.guestFirst.message.id)).toMatchObject({ body: '', photos: [] });
    expect(bodies.get(t.guestSecond.message.id)?.body).toBe('');
    expect(bodies.get(t.hostReply.message.id)?.body).toBe('Hola Gabriela, claro que sí');

    // What was only hers is gone: replies, reports, photos, her live events and her text in his.
    const [replies, reports, photos] = await Promise.all([
      db.selectFrom('quick_replies').select('id').where('user_id', '=', t.guestId).execute(),
      db.selectFrom('message_reports').select('id').where('reporter_id', '=', t.guestId).execute(),
      db.selectFrom('message_photos').select('id').where('uploader_id', '=', t.guestId).execute(),
    ]);
    expect({ replies, reports, photos }).toEqual({ replies: [], reports: [], photos: [] });
    expect(await liveOf(t.guestId)).toEqual([]);
    const hostReplay = await client.call(MessagingRpc.liveSince, { after: 0 }, as(t.hostId));
    expect(JSON.stringify(hostReplay.events)).not.toContain('estacionamiento');
    expect(JSON.stringify(hostReplay.events)).toContain('claro que sí');

    // The host's own data and everyone else's are untouched.
    expect((await client.call(MessagingRpc.listQuickReplies, {}, as(t.hostId))).items).toHaveLength(
      1,
    );
    const untouched = await client.call(
      MessagingRpc.listMessages,
      { conversationId: other.conversation.id },
      as(other.guestId),
    );
    expect(untouched.items.map((m) => m.body)).toContain('¿Tiene estacionamiento?');
    expect(
      await client.call(MessagingRpc.exportUser, {}, as(other.guestId)).then((f) => f.reports),
    ).toHaveLength(1);

    // What an export would still find of her: the conversation, with nothing she wrote.
    const after = await client.call(MessagingRpc.exportUser, {}, as(t.guestId));
    expect(after.conversations[0]?.messagesSent.map((m) => m.body)).toEqual(['', '']);
    expect(after.quickReplies).toEqual([]);
    expect(after.reports).toEqual([]);
  });
});
