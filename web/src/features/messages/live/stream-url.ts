import { buildUrl } from '@/lib/api-client';

/**
 * Where the live stream is (contracts `http/messages.ts`). The session travels as the same-origin
 * cookie the API client uses (EventSource cannot send headers). The browser sends
 * `Last-Event-ID` itself when it reconnects; a stream opened anew after the browser gave up
 * passes the last id it saw as `lastEventId`, so nothing in between is lost.
 */
export function liveStreamUrl(lastEventId: string | null = null): string {
  return buildUrl('/messages/stream', { lastEventId });
}
