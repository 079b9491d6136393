import { useCallback, useRef } from 'react';
import { messagesApi } from '../api';

/** At most one 'typing' notice this often; the other side shows it for MESSAGE_LIMITS.typingSeconds. */
export const TYPING_PING_MS = 3_000;

/** Tells the other person the viewer is typing, at most every 3 s, never waiting for the answer. */
export function useTypingPing(conversationId: string): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_PING_MS) return;
    last.current = now;
    void messagesApi.typing(conversationId).catch(() => undefined);
  }, [conversationId]);
}
