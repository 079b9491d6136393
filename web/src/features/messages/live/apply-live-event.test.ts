import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '@arrendo/contracts/web';
import { messageKeys } from '../keys';
import { applyLiveEvent } from './apply-live-event';
import { typingStore } from './typing-store';

const ME = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';
const CONVERSATION = '00000000-0000-4000-8000-0000000000cc';

const message = (n: number, senderId: string): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  conversationId: CONVERSATION,
  senderId,
  clientId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  body: `message ${n}`,
  masked: false,
  photos: [],
  createdAt: `2026-11-29T10:00:0${n}Z`,
  readAt: null,
  removed: false,
});

type Thread = InfiniteData<MessagePage, string | undefined>;

function clientWithThread(...items: Message[]) {
  const client = new QueryClient();
  client.setQueryData<Thread>(messageKeys.thread(CONVERSATION), {
    pages: [{ items, nextCursor: null }],
    pageParams: [undefined],
  });
  client.setQueryData(messageKeys.unread, { count: 0 });
  return client;
}

const thread = (client: QueryClient) =>
  client.getQueryData<Thread>(messageKeys.thread(CONVERSATION))?.pages[0]?.items ?? [];

describe('applyLiveEvent', () => {
  it('adds a message to the open thread once, however often it arrives, and marks the count stale', () => {
    const client = clientWithThread(message(1, ME));
    const event = { type: 'message', message: message(2, OTHER) } as const;
    applyLiveEvent(client, event, ME);
    applyLiveEvent(client, event, ME);
    expect(thread(client).map((m) => m.body)).toEqual(['message 2', 'message 1']);
    expect(client.getQueryState(messageKeys.unread)?.isInvalidated).toBe(true);
  });

  it("puts the other's read receipt on the viewer's messages", () => {
    const client = clientWithThread(message(2, OTHER), message(1, ME));
    applyLiveEvent(
      client,
      {
        type: 'read',
        conversationId: CONVERSATION,
        readerId: OTHER,
        readAt: '2026-11-29T10:00:05Z',
      },
      ME,
    );
    expect(thread(client).map((m) => m.readAt)).toEqual([null, '2026-11-29T10:00:05Z']);
  });

  it("shows the other's typing until their message arrives, and ignores the viewer's own", () => {
    const client = clientWithThread();
    applyLiveEvent(client, { type: 'typing', conversationId: CONVERSATION, userId: ME }, ME);
    expect(typingStore.get(CONVERSATION)).toBeNull();
    applyLiveEvent(client, { type: 'typing', conversationId: CONVERSATION, userId: OTHER }, ME);
    expect(typingStore.get(CONVERSATION)?.userId).toBe(OTHER);
    applyLiveEvent(client, { type: 'message', message: message(3, OTHER) }, ME);
    expect(typingStore.get(CONVERSATION)).toBeNull();
  });
});
