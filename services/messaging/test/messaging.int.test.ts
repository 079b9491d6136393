import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection, type Subscription } from 'nats';
import {
  BookingEvents,
  LiveEnvelope,
  MessagingEvents,
  MessagingRpc,
  SYSTEM_ACTOR,
  type Actor,
  type Property,
} from '@arrendo/contracts';
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

const PER_MINUTE = 6;

describe('messaging service', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, MessagingEnv>;
  let fakes: FakeNeighbours;
  let nc: NatsConnection;
  let client: RpcClient;
  let live: Subscription;
  const received: LiveEnvelope[] = [];
  const sentEvents: unknown[] = [];

  const as = (userId: string, roles: Actor['roles'] = []): { actor: Actor } => ({
    actor: { userId, roles },
  });

  beforeAll(async () => {
    testDb = await createTestDatabase('messaging');
    service = await startMessagingService(
      testEnv({
        databaseUrl: testDb.url,
        prefix,
        MESSAGES_PER_MINUTE: String(PER_MINUTE),
      }),
    );
    fakes = await FakeNeighbours.start(natsUrl(), prefix);
    nc = await connect({ servers: natsUrl() });
    client = new RpcClient({ nc, prefix, timeoutMs: 5000 });
    live = nc.subscribe(`${prefix}live.messaging.*`);
    void (async () => {
      for await (const msg of live) received.push(LiveEnvelope.parse(msg.json()));
    })();
    const sent = nc.subscribe(`${prefix}${MessagingEvents.MESSAGE_SENT.subject}`);
    void (async () => {
      for await (const msg of sent) sentEvents.push((msg.json() as { data: unknown }).data);
    })();
  });

  afterAll(async () => {
    live?.unsubscribe();
    await nc?.close();
    await fakes?.stop();
    await service?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  /** A host with a published listing and a guest who asked about it. */
  async function thread() {
    const hostId = fakes.person('Héctor');
    const guestId = fakes.person('Gabriela');
    const listing = fakes.listing(hostId);
    const conversation = await client.call(
      MessagingRpc.openConversation,
      { listingId: listing.id },
      as(guestId),
    );
    return { hostId, guestId, listing, conversation };
  }

  const send = (userId: string, conversationId: string, body: string, clientId = randomUUID()) =>
    client.call(MessagingRpc.send, { conversationId, clientId, body }, as(userId));

  it('opens one conversation per listing and guest, with both people and the listing', async () => {
    const { hostId, guestId, listing, conversation } = await thread();
    expect(conversation).toMatchObject({
      role: 'guest',
      other: { id: hostId, firstName: 'Héctor', avatarUrl: null },
      listing: { id: listing.id, title: listing.title, photoUrl: listing.photos[0]!.url },
      booking: null,
      stage: 'inquiry',
      lastMessage: null,
      unreadCount: 0,
    });
    const again = await client.call(
      MessagingRpc.openConversation,
      { listingId: listing.id },
      as(guestId),
    );
    expect(again.id).toBe(conversation.id);
    const rows = await service.ctx.db
      .selectFrom('conversations')
      .select('id')
      .where('listing_id', '=', listing.id)
      .execute();
    expect(rows).toHaveLength(1);
    const hostView = await client.call(
      MessagingRpc.getConversation,
      { conversationId: conversation.id },
      as(hostId),
    );
    expect(hostView).toMatchObject({ role: 'host', other: { id: guestId, firstName: 'Gabriela' } });
  });

  it('refuses a host writing to themselves, and listings nobody may see', async () => {
    const hostId = fakes.person('Hugo');
    const listing = fakes.listing(hostId);
    const own = await errorOf(
      client.call(MessagingRpc.openConversation, { listingId: listing.id }, as(hostId)),
    );
    expect(own.code).toBe('CONFLICT');
    expect(own.message).toMatch(/own listing/);
    const draft = fakes.listing(hostId, { status: 'draft' } as Partial<Property>);
    const guestId = fakes.person('Gina');
    const hidden = await errorOf(
      client.call(MessagingRpc.openConversation, { listingId: draft.id }, as(guestId)),
    );
    expect(hidden.code).toBe('NOT_FOUND');
    const anonymous = await errorOf(
      client.call(
        MessagingRpc.openConversation,
        { listingId: listing.id },
        { actor: { userId: null, roles: [] } },
      ),
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('opens from a booking for its guest or host only, with the booking as context', async () => {
    const hostId = fakes.person('Hilda');
    const guestId = fakes.person('Gonzalo');
    const listing = fakes.listing(hostId);
    const booking = fakes.booking(listing, guestId, { status: 'requested' });
    const fromHost = await client.call(
      MessagingRpc.openConversation,
      { bookingId: booking.id },
      as(hostId),
    );
    expect(fromHost).toMatchObject({
      role: 'host',
      booking: { id: booking.id, status: 'requested' },
      stage: 'requested',
    });
    const fromGuest = await client.call(
      MessagingRpc.openConversation,
      { listingId: listing.id },
      as(guestId),
    );
    expect(fromGuest.id).toBe(fromHost.id);
    const outsider = await errorOf(
      client.call(
        MessagingRpc.openConversation,
        { bookingId: booking.id },
        as(fakes.person('Olga')),
      ),
    );
    expect(outsider.code).toBe('NOT_FOUND');
  });

  it('keeps everyone else out of a conversation, guessed ids included', async () => {
    const { guestId, conversation } = await thread();
    const message = await send(guestId, conversation.id, 'Hola, ¿está disponible?');
    const outsider = as(fakes.person('Oscar'));
    const attempts = [
      client.call(MessagingRpc.getConversation, { conversationId: conversation.id }, outsider),
      client.call(MessagingRpc.listMessages, { conversationId: conversation.id }, outsider),
      client.call(
        MessagingRpc.send,
        { conversationId: conversation.id, clientId: randomUUID(), body: 'spam' },
        outsider,
      ),
      client.call(MessagingRpc.markRead, { conversationId: conversation.id }, outsider),
      client.call(MessagingRpc.typing, { conversationId: conversation.id }, outsider),
      client.call(MessagingRpc.report, { messageId: message.message.id, reason: 'spam' }, outsider),
      client.call(MessagingRpc.getConversation, { conversationId: randomUUID() }, as(guestId)),
      client.call(MessagingRpc.report, { messageId: randomUUID(), reason: 'spam' }, as(guestId)),
    ];
    const errors = await Promise.all(attempts.map((attempt) => errorOf(attempt)));
    expect(errors.map((e) => e.code)).toEqual(attempts.map(() => 'NOT_FOUND'));
    const { items } = await client.call(
      MessagingRpc.listConversations,
      { filter: 'all' },
      outsider,
    );
    expect(items).toEqual([]);
  });

  it('stores a message once per client id; the same id with other text is a conflict', async () => {
    const { guestId, conversation } = await thread();
    const clientId = randomUUID();
    const first = await send(guestId, conversation.id, '¿Tiene estacionamiento?', clientId);
    expect(first.created).toBe(true);
    const retry = await send(guestId, conversation.id, '¿Tiene estacionamiento?', clientId);
    expect(retry).toEqual({ message: first.message, created: false });
    const other = await errorOf(send(guestId, conversation.id, 'Otra cosa', clientId));
    expect(other.code).toBe('CONFLICT');
    const rows = await service.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    expect(rows).toHaveLength(1);
    await waitFor(async () =>
      sentEvents.find((e) => (e as { messageId: string }).messageId === first.message.id),
    );
  });

  it('limits how many messages one person sends a minute', async () => {
    const { guestId, conversation } = await thread();
    for (let i = 0; i < PER_MINUTE; i++) await send(guestId, conversation.id, `mensaje ${i}`);
    const refused = await errorOf(send(guestId, conversation.id, 'uno más'));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toMatch(new RegExp(`${PER_MINUTE} messages a minute`));
  });

  it('masks contact details for the recipient until a booking is confirmed, then shows them', async () => {
    const { hostId, guestId, listing, conversation } = await thread();
    const text = 'Escríbeme a gabi@example.com o al +56 9 1234 5678';
    const { message } = await send(guestId, conversation.id, text);
    expect(message).toMatchObject({ body: text, masked: false });
    const hostReads = async () =>
      (
        await client.call(
          MessagingRpc.listMessages,
          { conversationId: conversation.id },
          as(hostId),
        )
      ).items[0]!;
    expect(await hostReads()).toMatchObject({
      body: `Escríbeme a ${MASK} o al ${MASK}`,
      masked: true,
    });
    const digest = await client.call(
      MessagingRpc.unreadDigest,
      { conversationId: conversation.id, recipientId: hostId },
      { actor: SYSTEM_ACTOR },
    );
    expect(digest.messages[0]!.preview).toBe(`Escríbeme a ${MASK} o al ${MASK}`);

    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const bookingId = randomUUID();
    const slot = { bookingId, propertyId: listing.id, startsAt, endsAt };
    await publishEvent(nc, prefix, BookingEvents.CONFIRMED, { ...slot, guestId, hostId });
    await waitFor(async () => ((await hostReads()).masked ? undefined : true));
    expect(await hostReads()).toMatchObject({ body: text, masked: false });
    const summary = await client.call(
      MessagingRpc.getConversation,
      { conversationId: conversation.id },
      as(hostId),
    );
    expect(summary).toMatchObject({
      booking: { id: bookingId, status: 'confirmed' },
      stage: 'upcoming',
    });
    // A later cancellation ends the trip but not the confirmation: details stay visible.
    await publishEvent(nc, prefix, BookingEvents.CANCELLED, {
      ...slot,
      by: 'guest',
      reason: 'guest_cancelled',
      guestId,
      hostId,
    });
    await waitFor(async () => {
      const s = await client.call(
        MessagingRpc.getConversation,
        { conversationId: conversation.id },
        as(hostId),
      );
      return s.stage === 'cancelled' ? s : undefined;
    });
    expect(await hostReads()).toMatchObject({ body: text, masked: false });
    const filtered = await client.call(
      MessagingRpc.listConversations,
      { filter: 'cancelled' },
      as(hostId),
    );
    expect(filtered.items.map((c) => c.id)).toEqual([conversation.id]);
  });

  it('gives a conversation opened later the booking events that came before it', async () => {
    const hostId = fakes.person('Helena');
    const guestId = fakes.person('Gael');
    const listing = fakes.listing(hostId);
    const startsAt = new Date(Date.now() - 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const bookingId = randomUUID();
    await publishEvent(nc, prefix, BookingEvents.CONFIRMED, {
      bookingId,
      propertyId: listing.id,
      startsAt,
      endsAt,
      guestId,
      hostId,
    });
    await waitFor(() =>
      service.ctx.db
        .selectFrom('bookings')
        .select('id')
        .where('id', '=', bookingId)
        .executeTakeFirst(),
    );
    const conversation = await client.call(
      MessagingRpc.openConversation,
      { listingId: listing.id },
      as(guestId),
    );
    expect(conversation).toMatchObject({ booking: { id: bookingId }, stage: 'current' });
    const { message } = await send(hostId, conversation.id, 'Mi fono: 912345678');
    const seen = await client.call(
      MessagingRpc.listMessages,
      { conversationId: conversation.id },
      as(guestId),
    );
    expect(seen.items[0]).toMatchObject({
      id: message.id,
      body: 'Mi fono: 912345678',
      masked: false,
    });
  });

  it('counts unread messages, marks them read and sends read receipts live', async () => {
    const { hostId, guestId, conversation } = await thread();
    await send(guestId, conversation.id, 'uno');
    await send(guestId, conversation.id, 'dos');
    const unread = await client.call(MessagingRpc.unreadCount, {}, as(hostId));
    expect(unread.count).toBe(2);
    const listed = await client.call(
      MessagingRpc.listConversations,
      { filter: 'unread' },
      as(hostId),
    );
    expect(listed.items.map((c) => [c.id, c.unreadCount])).toEqual([[conversation.id, 2]]);
    expect(listed.items[0]!.lastMessage?.body).toBe('dos');
    // The sender's own messages are not unread for them.
    expect((await client.call(MessagingRpc.unreadCount, {}, as(guestId))).count).toBe(0);

    const { readAt } = await client.call(
      MessagingRpc.markRead,
      { conversationId: conversation.id },
      as(hostId),
    );
    expect(readAt).not.toBeNull();
    expect((await client.call(MessagingRpc.unreadCount, {}, as(hostId))).count).toBe(0);
    const again = await client.call(
      MessagingRpc.markRead,
      { conversationId: conversation.id },
      as(hostId),
    );
    expect(again.readAt).toBeNull();
    const receipt = await waitFor(async () =>
      received.find((e) => e.userId === guestId && e.event.type === 'read'),
    );
    expect(receipt.event).toEqual({
      type: 'read',
      conversationId: conversation.id,
      readerId: hostId,
      readAt,
    });
    const thread2 = await client.call(
      MessagingRpc.listMessages,
      { conversationId: conversation.id },
      as(guestId),
    );
    expect(thread2.items.every((m) => m.readAt === readAt)).toBe(true);
  });

  it('publishes each message live to both people with a seq, and replays after a seq', async () => {
    const { hostId, guestId, conversation } = await thread();
    const first = await send(guestId, conversation.id, 'primero');
    const toHost = await waitFor(async () =>
      received.find(
        (e) =>
          e.userId === hostId &&
          e.event.type === 'message' &&
          e.event.message.id === first.message.id,
      ),
    );
    expect(toHost.seq).toBeGreaterThan(0);
    const second = await send(guestId, conversation.id, 'segundo');
    const third = await send(hostId, conversation.id, 'tercero');
    await client.call(MessagingRpc.typing, { conversationId: conversation.id }, as(guestId));
    const typing = await waitFor(async () =>
      received.find((e) => e.userId === hostId && e.event.type === 'typing'),
    );
    expect(typing.seq).toBeNull();

    const replay = await client.call(MessagingRpc.liveSince, { after: toHost.seq! }, as(hostId));
    expect(
      replay.events.map((e) => (e.event.type === 'message' ? e.event.message.id : e.event.type)),
    ).toEqual([second.message.id, third.message.id]);
    expect(replay.latestSeq).toBe(replay.events.at(-1)!.seq);
    // Only one's own events: the guest's replay never holds the host's copies.
    const guestReplay = await client.call(MessagingRpc.liveSince, { after: 0 }, as(guestId));
    const seqs = guestReplay.events.map((e) => e.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    const hostSeqs = new Set(replay.events.map((e) => e.seq));
    expect(seqs.some((s) => hostSeqs.has(s))).toBe(false);
  });

  it('attaches only the sender’s own unused photos', async () => {
    const { hostId, guestId, conversation } = await thread();
    const photo = (id: string) => ({
      id,
      url: `/media/messages/${id}/640.webp`,
      width: 1024,
      height: 768,
      variants: [{ url: `/media/messages/${id}/640.webp`, width: 640 }],
      placeholder: null,
      keys: [`messages/${id}/640.webp`],
    });
    const mine = await client.call(
      MessagingRpc.recordPhoto,
      { photo: photo(randomUUID()) },
      as(guestId),
    );
    const theirs = await client.call(
      MessagingRpc.recordPhoto,
      { photo: photo(randomUUID()) },
      as(hostId),
    );
    const refused = await errorOf(
      client.call(
        MessagingRpc.send,
        {
          conversationId: conversation.id,
          clientId: randomUUID(),
          body: '',
          photoIds: [theirs.id],
        },
        as(guestId),
      ),
    );
    expect(refused.code).toBe('VALIDATION');
    expect(refused.details?.fields?.[0]?.path).toBe('photoIds');
    const sent = await client.call(
      MessagingRpc.send,
      { conversationId: conversation.id, clientId: randomUUID(), body: '', photoIds: [mine.id] },
      as(guestId),
    );
    expect(sent.message.photos).toEqual([mine]);
    const reused = await errorOf(
      client.call(
        MessagingRpc.send,
        {
          conversationId: conversation.id,
          clientId: randomUUID(),
          body: 'otra',
          photoIds: [mine.id],
        },
        as(guestId),
      ),
    );
    expect(reused.code).toBe('VALIDATION');
  });

  it('files a report once per message and reporter; admins list them newest first', async () => {
    const { hostId, guestId, conversation } = await thread();
    const { message } = await send(guestId, conversation.id, 'Págame por fuera: ana@example.com');
    const first = await client.call(
      MessagingRpc.report,
      { messageId: message.id, reason: 'off_platform', details: 'Pide pago por fuera' },
      as(hostId),
    );
    const again = await client.call(
      MessagingRpc.report,
      { messageId: message.id, reason: 'spam' },
      as(hostId),
    );
    expect(again.id).toBe(first.id);
    const forbidden = await errorOf(client.call(MessagingRpc.adminReports, {}, as(hostId)));
    expect(forbidden.code).toBe('FORBIDDEN');
    const admin = as(fakes.person('Ada'), ['admin']);
    const { items } = await client.call(MessagingRpc.adminReports, {}, admin);
    expect(items[0]).toMatchObject({
      id: first.id,
      reason: 'off_platform',
      details: 'Pide pago por fuera',
      reporterId: hostId,
      message: { id: message.id, body: 'Págame por fuera: ana@example.com', senderId: guestId },
    });
  });

  it('keeps a user’s quick replies, up to the limit, their own only', async () => {
    const hostId = fakes.person('Horacio');
    const created = await client.call(
      MessagingRpc.createQuickReply,
      { title: 'Check-in', body: 'El check-in es desde las 15:00.' },
      as(hostId),
    );
    const list = await client.call(MessagingRpc.listQuickReplies, {}, as(hostId));
    expect(list.items).toEqual([created]);
    const other = fakes.person('Otto');
    expect((await client.call(MessagingRpc.listQuickReplies, {}, as(other))).items).toEqual([]);
    const stolen = await errorOf(
      client.call(MessagingRpc.deleteQuickReply, { quickReplyId: created.id }, as(other)),
    );
    expect(stolen.code).toBe('NOT_FOUND');
    await client.call(MessagingRpc.deleteQuickReply, { quickReplyId: created.id }, as(hostId));
    expect((await client.call(MessagingRpc.listQuickReplies, {}, as(hostId))).items).toEqual([]);
  });

  it('answers the unread digest to the system only', async () => {
    const { hostId, conversation } = await thread();
    const refused = await errorOf(
      client.call(
        MessagingRpc.unreadDigest,
        { conversationId: conversation.id, recipientId: hostId },
        as(hostId),
      ),
    );
    expect(refused.code).toBe('FORBIDDEN');
  });
});
