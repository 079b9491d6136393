import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage, Photo } from '@arrendo/contracts/web';

/** A message of the viewer's that the server has not acknowledged yet (see outbox.ts). */
export interface PendingMessage {
  /** Kept across retries: the server answers a retry with the message it already has. */
  clientId: string;
  conversationId: string;
  body: string;
  photos: Photo[];
  status: 'sending' | 'failed';
  createdAt: string;
}

export type ThreadItem =
  | { kind: 'sent'; key: string; createdAt: string; message: Message }
  | { kind: 'pending'; key: string; createdAt: string; pending: PendingMessage };

/**
 * The thread oldest first: the server's pages (each newest first) with the viewer's messages
 * still on their way after them. A message the server has (from the send's answer or the live
 * stream, whichever came first) appears once, and its pending copy goes.
 */
export function mergeThread(
  pages: readonly MessagePage[] | undefined,
  pending: readonly PendingMessage[],
): ThreadItem[] {
  const byId = new Map<string, Message>();
  for (const page of pages ?? []) for (const m of page.items) byId.set(m.id, m);
  const sent = [...byId.values()].sort(byTime);
  const acknowledged = new Set(sent.map((m) => m.clientId));
  const items: ThreadItem[] = sent.map((message) => ({
    kind: 'sent',
    key: message.clientId,
    createdAt: message.createdAt,
    message,
  }));
  for (const p of pending) {
    if (acknowledged.has(p.clientId)) continue;
    items.push({ kind: 'pending', key: p.clientId, createdAt: p.createdAt, pending: p });
  }
  return items;
}

function byTime(a: Message, b: Message): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;
}

type Thread = InfiniteData<MessagePage, string | undefined>;

/** A new or changed message into a loaded thread (pages newest first); unloaded stays unloaded. */
export function withMessage(data: Thread | undefined, message: Message): Thread | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((m) => {
      if (m.id !== message.id) return m;
      found = true;
      // Read is for good: a copy that left the server before the receipt (the send's answer
      // can land after the stream's 'read') must not turn 'Read' back into 'Sent'.
      return m.readAt && !message.readAt ? { ...message, readAt: m.readAt } : message;
    }),
  }));
  // A removal of a message not loaded here is about an older page: nothing to add at the top.
  if (!found && !message.removed && pages[0]) {
    pages[0] = { ...pages[0], items: [message, ...pages[0].items] };
  }
  return { ...data, pages };
}

/** A read receipt: every message to the reader sent up to `readAt` is read at that instant. */
export function withRead(
  data: Thread | undefined,
  readerId: string,
  readAt: string,
): Thread | undefined {
  if (!data) return data;
  const readAtMs = Date.parse(readAt);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((m) =>
        m.senderId !== readerId && m.readAt === null && Date.parse(m.createdAt) <= readAtMs
          ? { ...m, readAt }
          : m,
      ),
    })),
  };
}

/** The viewer's last message the other person has read: 'Read' shows under it. */
export function lastReadOwnMessageId(
  items: readonly ThreadItem[],
  viewerId: string,
): string | null {
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i];
    if (item?.kind === 'sent' && item.message.senderId === viewerId && item.message.readAt) {
      return item.message.id;
    }
  }
  return null;
}

/** The newest message from the other person that the viewer has not read (to mark it read). */
export function newestUnreadFromOther(
  items: readonly ThreadItem[],
  viewerId: string,
): Message | null {
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i];
    if (item?.kind === 'sent' && item.message.senderId !== viewerId) {
      return item.message.readAt === null ? item.message : null;
    }
  }
  return null;
}
