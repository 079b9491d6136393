import { useEffect, useState, useSyncExternalStore } from 'react';
import { MESSAGE_LIMITS } from '@arrendo/contracts/web';

// Who is typing where, from the stream's ephemeral `typing` events: a notice lasts
// MESSAGE_LIMITS.typingSeconds unless renewed, and ends when that person's message arrives.

type Listener = () => void;
const until = new Map<string, { userId: string; until: number }>();
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const typingStore = {
  typing(conversationId: string, userId: string, now = Date.now()): void {
    until.set(conversationId, { userId, until: now + MESSAGE_LIMITS.typingSeconds * 1000 });
    emit();
  },
  stopped(conversationId: string, userId: string): void {
    if (until.get(conversationId)?.userId !== userId) return;
    until.delete(conversationId);
    emit();
  },
  /** The user typing in the conversation, with when the notice ends, or null. */
  get(conversationId: string): { userId: string; until: number } | null {
    return until.get(conversationId) ?? null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether the other person is typing in the conversation now (re-renders when it ends). */
export function useIsTyping(conversationId: string, otherId: string): boolean {
  const entry = useSyncExternalStore(
    typingStore.subscribe,
    () => typingStore.get(conversationId),
    () => null,
  );
  const [, expire] = useState(0);
  const active = !!entry && entry.userId === otherId && entry.until > Date.now();
  useEffect(() => {
    if (!entry || !active) return;
    const timer = setTimeout(() => expire((n) => n + 1), entry.until - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [entry, active]);
  return active;
}
