import webpush from 'web-push';
import type { PushSubscriptionRow } from '../db/types.js';
import type { PushDeliveryOptions } from './payload.js';
import type { VapidDetails } from './vapid.js';

/** How a push service answered (RFC 8030 §5). */
export type PushServiceAnswer =
  | { kind: 'accepted'; status: number }
  /** 404/410: the subscription is gone for good; it is removed. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx: try again later. */
  | { kind: 'retry'; status: number; reason: string }
  /** Other 4xx (bad VAPID signature, payload too large…): sending again cannot help. */
  | { kind: 'refused'; status: number; reason: string };

export interface PushSender {
  send(
    subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
    payload: string,
    options: PushDeliveryOptions,
  ): Promise<PushServiceAnswer>;
}

/** A push service that takes longer is treated as down: the job retries later. */
const TIMEOUT_MS = 10_000;

/**
 * Sends with `web-push`: it encrypts the payload (aes128gcm) and signs the VAPID JWT; the request
 * it builds is posted with `fetch`. Its own `sendNotification` speaks only HTTPS, and the
 * integration tests run the push service on plain HTTP on localhost; `fetch` sends the very same
 * request to both, and gives this code the timeout and the status to decide on.
 */
export function webPushSender(vapid: VapidDetails): PushSender {
  return {
    async send(subscription, payload, options) {
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        {
          vapidDetails: vapid,
          TTL: options.TTL,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      // fetch sets Content-Length from the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The body is never needed beyond a short reason; reading it frees the connection.
      const text = (await response.text().catch(() => '')).slice(0, 200);
      return classify(response.status, text);
    },
  };
}

export function classify(status: number, body: string): PushServiceAnswer {
  if (status >= 200 && status < 300) return { kind: 'accepted', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  const reason = `push service answered ${status}${body ? `: ${body}` : ''}`;
  if (status === 429 || status >= 500 || status === 408) return { kind: 'retry', status, reason };
  return { kind: 'refused', status, reason };
}
