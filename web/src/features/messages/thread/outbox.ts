import { useSyncExternalStore } from 'react';
import type { PendingMessage } from './thread-items';

// The viewer's messages on their way, per conversation, outside React state so a send survives
// leaving the thread and coming back (its answer lands in the cache either way).

type Listener = () => void;
const byConversation = new Map<string, PendingMessage[]>();
const listeners = new Set<Listener>();
const EMPTY: PendingMessage[] = [];

function emit(): void {
  for (const listener of listeners) listener();
}

export const outbox = {
  put(message: PendingMessage): void {
    const list = (byConversation.get(message.conversationId) ?? []).filter(
      (m) => m.clientId !== message.clientId,
    );
    byConversation.set(message.conversationId, [...list, message]);
    emit();
  },
  remove(conversationId: string, clientId: string): void {
    const list = byConversation.get(conversationId);
    if (!list) return;
    byConversation.set(
      conversationId,
      list.filter((m) => m.clientId !== clientId),
    );
    emit();
  },
  find(conversationId: string, clientId: string): PendingMessage | undefined {
    return byConversation.get(conversationId)?.find((m) => m.clientId === clientId);
  },
  list(conversationId: string): PendingMessage[] {
    return byConversation.get(conversationId) ?? EMPTY;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOutbox(conversationId: string): PendingMessage[] {
  return useSyncExternalStore(
    outbox.subscribe,
    () => outbox.list(conversationId),
    () => EMPTY,
  );
}
