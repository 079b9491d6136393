import type { PushPayload } from '@arrendo/contracts';
import type { PushJobData } from './job.js';

/** What a push service keeps an undelivered push for, and how soon it should wake the device. */
export interface PushDeliveryOptions {
  /** Seconds (the `TTL` header). */
  TTL: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * A day for notifications: one that waits longer is news nobody needs (the inbox has it). The
 * test push is only worth it while the person is looking at the settings page.
 */
const NOTIFICATION_TTL_S = 24 * 3600;
const TEST_TTL_S = 60;

/**
 * The JSON the service worker shows. Only these fields: the push service relays it sealed, but
 * a payload carries at most 4 KB, and the user id is not the device's business.
 */
export function buildPushPayload(message: PushJobData['message']): PushPayload {
  const payload: PushPayload = {
    title: message.title,
    body: message.body,
    link: message.link,
    tag: message.tag,
  };
  if (message.test) payload.test = true;
  return payload;
}

export function deliveryOptions(message: PushJobData['message']): PushDeliveryOptions {
  return message.test
    ? { TTL: TEST_TTL_S, urgency: 'high' }
    : { TTL: NOTIFICATION_TTL_S, urgency: 'normal' };
}

/**
 * Push services take at least 4096 bytes of body (RFC 8030); aes128gcm spends 86 on its header,
 * 1 on the padding delimiter and 16 on the tag (RFC 8291).
 */
export const MAX_PAYLOAD_BYTES = 4096 - 86 - 1 - 16;

/** The payload as sent, refused when a push service would refuse it (413). */
export function encodePushPayload(payload: PushPayload): string {
  const json = JSON.stringify(payload);
  if (Buffer.byteLength(json, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new RangeError(`push payload over ${MAX_PAYLOAD_BYTES} bytes`);
  }
  return json;
}
