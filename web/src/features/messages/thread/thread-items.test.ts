import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '@arrendo/contracts/web';
import {
  lastReadOwnMessageId,
  mergeThread,
  newestUnreadFromOther,
  withMessage,
  withRead,
  type PendingMessage,
} from './thread-items';

const ME = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';
const CONVERSATION = '00000000-0000-4000-8000-0000000000cc';

function message(n: number, senderId: string, extra: Partial<Message> = {}): Message {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    conversationId: CONVERSATION,
    senderId,
    clientId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    body: `message ${n}`,
    masked: false,
    photos: [],
    createdAt: `2026-11-29T10:00:${String(n).padStart(2, '0')}Z`,
    readAt: null,
    removed: false,
    ...extra,
  };
}

function pending(clientId: string, status: PendingMessage['status'] = 'sending'): PendingMessage {
  return {
    clientId,
    conversationId: CONVERSATION,
    body: 'on its way',
    photos: [],
    status,
    createdAt: '2026-11-29T10:01:00Z',
  };
}

function thread(...pages: Message[][]): InfiniteData<MessagePage, string | undefined> {
  return {
    pages: pages.map((items) => ({ items, nextCursor: null })),
    pageParams: pages.map(() => undefined),
  };
}

describe('mergeThread', () => {
  it('orders the pages (newest first) oldest first and appends pending messages', () => {
    const items = mergeThread(
      thread([message(4, OTHER), message(3, ME)], [message(2, OTHER), message(1, ME)]).pages,
      [pending('20000000-0000-4000-8000-000000000001')],
    );
    expect(items.map((i) => (i.kind === 'sent' ? i.message.body : i.pending.body))).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'on its way',
    ]);
  });

  it('shows a message once when the send answer and the live event both delivered it', () => {
    const sent = message(5, ME);
    const data = withMessage(withMessage(thread([message(4, OTHER)]), sent), sent);
    const items = mergeThread(data?.pages, [pending(sent.clientId)]);
    expect(items.filter((i) => i.key === sent.clientId)).toHaveLength(1);
    expect(items.at(-1)).toMatchObject({ kind: 'sent', message: { id: sent.id } });
  });

  it('keeps a failed send, with its client id, until it is acknowledged', () => {
    const failed = pending('20000000-0000-4000-8000-000000000002', 'failed');
    const items = mergeThread(thread([message(1, OTHER)]).pages, [failed]);
    expect(items.at(-1)).toMatchObject({ kind: 'pending', key: failed.clientId });
  });
});

describe('withMessage', () => {
  it('puts a new message first in the newest page and replaces a known one in place', () => {
    const data = thread([message(2, OTHER)], [message(1, ME)]);
    const added = withMessage(data, message(3, OTHER));
    expect(added?.pages[0]?.items.map((m) => m.body)).toEqual(['message 3', 'message 2']);
    const removed = withMessage(added, message(1, ME, { removed: true, body: '' }));
    expect(removed?.pages[1]?.items[0]).toMatchObject({ removed: true });
    expect(removed?.pages.flatMap((p) => p.items)).toHaveLength(3);
  });

  it('leaves a thread that is not loaded alone', () => {
    expect(withMessage(undefined, message(1, ME))).toBeUndefined();
  });

  it("keeps 'Read' when the send's answer, older than the receipt, lands after it", () => {
    const sent = message(1, ME);
    const read = withRead(withMessage(thread([]), sent), OTHER, '2026-11-29T10:00:05Z');
    const answered = withMessage(read, sent);
    expect(answered?.pages[0]?.items[0]?.readAt).toBe('2026-11-29T10:00:05Z');
  });

  it('does not add a removal of a message on a page not loaded (it is older, not new)', () => {
    const data = thread([message(5, OTHER)]);
    const removed = withMessage(data, message(1, OTHER, { removed: true, body: '' }));
    expect(removed?.pages.flatMap((p) => p.items).map((m) => m.body)).toEqual(['message 5']);
  });
});

describe('withRead', () => {
  it('marks the messages to the reader sent up to the instant as read, nothing else', () => {
    const data = thread([message(3, ME), message(2, OTHER), message(1, ME)]);
    const read = withRead(data, OTHER, '2026-11-29T10:00:02Z');
    const byBody = Object.fromEntries(
      read!.pages[0]!.items.map((m) => [m.body, m.readAt] as const),
    );
    expect(byBody).toEqual({
      'message 1': '2026-11-29T10:00:02Z',
      'message 2': null, // the reader's own message
      'message 3': null, // sent after the instant
    });
  });
});

describe('receipts', () => {
  it("finds the last own message read by the other and the other's newest unread", () => {
    const items = mergeThread(
      thread([
        message(4, OTHER),
        message(3, ME),
        message(2, ME, { readAt: '2026-11-29T10:00:03Z' }),
        message(1, OTHER),
      ]).pages,
      [],
    );
    expect(lastReadOwnMessageId(items, ME)).toBe(message(2, ME).id);
    expect(newestUnreadFromOther(items, ME)?.id).toBe(message(4, OTHER).id);
    const read = mergeThread(thread([message(4, OTHER, { readAt: 'x' })]).pages, []);
    expect(newestUnreadFromOther(read, ME)).toBeNull();
  });
});
