import { z } from 'zod';

/**
 * Web push, as the browser and the BFF see it (`/api/notifications/push/*`). A subscription is
 * what `PushSubscription.toJSON()` gives: the push service's endpoint and the two keys the
 * payload is encrypted to (RFC 8291). Keys are unpadded base64url; a padded copy is accepted.
 */

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The browser's P-256 public key: an uncompressed point, 65 bytes starting 0x04 ("B…"). */
export const PushP256dhKey = z
  .string()
  .regex(base64url, 'must be base64url')
  .refine((key) => key.replace(/=+$/, '').length === 87 && key.startsWith('B'), {
    message: 'must be a 65-byte uncompressed P-256 public key',
  });

/** The authentication secret: 16 bytes. */
export const PushAuthKey = z
  .string()
  .regex(base64url, 'must be base64url')
  .refine((key) => key.replace(/=+$/, '').length === 22, {
    message: 'must be a 16-byte secret',
  });

/**
 * The push service's URL. Only its form here: the notification service also refuses plain
 * http except for localhost outside production (its tests run a local push service).
 */
export const PushEndpoint = z
  .url({ protocol: /^https?$/, error: 'must be an https URL' })
  .max(2048);

export const PushSubscriptionInput = z
  .object({
    endpoint: PushEndpoint,
    /** Sent by some browsers (`toJSON()`); the push service's own expiry, not kept. */
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: PushP256dhKey, auth: PushAuthKey }),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushUnsubscribeInput = z.object({ endpoint: PushEndpoint }).strict();
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInput>;

/** `GET /api/notifications/push/public-key`: the VAPID key `pushManager.subscribe` needs. */
export const PushPublicKeyResponse = z.object({
  /** Unpadded base64url of the 65-byte P-256 public key (`applicationServerKey`). */
  publicKey: z.string(),
});
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;

/** The caller's subscriptions after a change (this device's and their other devices'). */
export const PushSubscriptionsResponse = z.object({
  count: z.number().int().nonnegative(),
});
export type PushSubscriptionsResponse = z.infer<typeof PushSubscriptionsResponse>;

/** `POST /api/notifications/push/test`: how many of the caller's devices it was queued for. */
export const PushTestResponse = z.object({ devices: z.number().int().nonnegative() });
export type PushTestResponse = z.infer<typeof PushTestResponse>;

/**
 * What the service worker receives (the decrypted payload). `link` is an in-app path; `test`
 * marks the settings page's test push, which closes itself after 5 s (spec 9).
 */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string(),
  tag: z.string(),
  test: z.boolean().optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;
