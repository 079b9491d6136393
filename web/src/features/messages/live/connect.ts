import type { QueryClient } from '@tanstack/react-query';
import { LiveEvent, MeResponse } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import { applyLiveEvent } from './apply-live-event';
import { liveStreamUrl } from './stream-url';

/** `ready` opens a fresh stream and carries only the newest id (the resume point). */
const EVENT_TYPES = ['ready', 'message', 'read', 'typing'] as const;
/** After the browser gave up (a 401, or the BFF refusing the stream): first wait, then doubling. */
const REOPEN_MS = 2_000;
const REOPEN_MAX_MS = 60_000;

/**
 * The signed-in user's stream while the app is open. A dropped connection is the browser's to
 * resume (EventSource reconnects with `Last-Event-ID`, and the BFF replays what was missed).
 * When the browser gives up for good (an expired access token: a 401 closes an EventSource),
 * one API call lets the client refresh the session, then a new stream opens from the last id
 * seen.
 */
export function connectLive(client: QueryClient, viewerId: string): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = REOPEN_MS;
  let lastEventId: string | null = null;
  let closed = false;

  const onEvent = (raw: MessageEvent<string>) => {
    // `typing` has no id; the browser then keeps the previous one, and so do we.
    if (raw.lastEventId) lastEventId = raw.lastEventId;
    if (raw.type === 'ready') return;
    let data: unknown;
    try {
      data = JSON.parse(raw.data);
    } catch {
      return;
    }
    const parsed = LiveEvent.safeParse(data);
    // A shape this build does not know (a newer server) is skipped, not fatal.
    if (parsed.success) applyLiveEvent(client, parsed.data, viewerId);
  };

  const open = () => {
    if (closed) return;
    const next = new EventSource(liveStreamUrl(lastEventId));
    source = next;
    for (const type of EVENT_TYPES) next.addEventListener(type, onEvent);
    next.onopen = () => {
      delay = REOPEN_MS;
    };
    next.onerror = () => {
      if (next.readyState !== EventSource.CLOSED || closed) return;
      timer = setTimeout(() => {
        void api
          .get('/me', MeResponse)
          .catch(() => null)
          .then((me) => {
            // Signed out meanwhile: the shell closes the stream; nothing to reopen.
            if (me?.user) open();
          });
      }, delay);
      delay = Math.min(delay * 2, REOPEN_MAX_MS);
    };
  };

  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
