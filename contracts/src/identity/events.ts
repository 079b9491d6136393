import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { OtpPurpose } from './model.js';

/** A user finished sign-up (email verified, or a new OAuth user): the welcome email's trigger. */
export const UserRegisteredEvent = z.object({
  userId: Uuid,
  email: z.string(),
  firstName: z.string(),
  locale: Locale,
});
export type UserRegisteredEvent = z.infer<typeof UserRegisteredEvent>;

/**
 * @deprecated v1 carried the plain code, which then sat in the outbox, in JetStream and in job
 * data for days. Never publish it: identity no longer does, deletes its outbox rows and purges
 * the subject from its stream at start. Kept only so that clean-up can name it.
 */
export const OtpRequestedEvent = z.object({
  codeId: Uuid,
  userId: Uuid,
  email: z.string(),
  purpose: OtpPurpose,
  code: z.string().regex(/^\d{6}$/),
  firstName: z.string(),
  locale: Locale,
  expiresAt: IsoDateTime,
});
export type OtpRequestedEvent = z.infer<typeof OtpRequestedEvent>;

/**
 * A one-time code, sealed by the kit (`sealSecret`: AES-256-GCM under `OTP_DELIVERY_KEY`, key id
 * inside): `v1.<key id>.<iv>.<ciphertext+tag>`, base64url parts.
 */
export const SealedCode = z
  .string()
  .max(200)
  .regex(/^v1\.[A-Za-z0-9_-]{1,32}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/, 'not a sealed code');

/** The additional authenticated data a code is sealed with: it opens only for its own code id. */
export function otpSealContext(codeId: string): string {
  return `otp:${codeId}`;
}

/**
 * A code was issued: the email worker sends it. The code travels sealed; only the email worker
 * (which holds `OTP_DELIVERY_KEY`) opens it, just before rendering the email. `codeId` is the
 * idempotency key of the email job (a retry never sends two). A new subject, not a new field:
 * dropping `code` breaks v1's consumers, and within a version fields may only be added.
 */
export const OtpRequestedEventV2 = z.object({
  codeId: Uuid,
  userId: Uuid,
  email: z.string(),
  purpose: OtpPurpose,
  sealedCode: SealedCode,
  firstName: z.string(),
  locale: Locale,
  expiresAt: IsoDateTime,
});
export type OtpRequestedEventV2 = z.infer<typeof OtpRequestedEventV2>;

export const UserDeletedEvent = z.object({ userId: Uuid });
export type UserDeletedEvent = z.infer<typeof UserDeletedEvent>;

/**
 * An admin suspended the account (decision 0048): its sessions are over and its listings leave
 * search until `user.reactivated`. Published once per change of state, never for a no-op.
 */
export const UserSuspendedEvent = z.object({ userId: Uuid, at: IsoDateTime });
export type UserSuspendedEvent = z.infer<typeof UserSuspendedEvent>;

/** The suspension ended: the account's listings return in the state their host left them. */
export const UserReactivatedEvent = z.object({ userId: Uuid, at: IsoDateTime });
export type UserReactivatedEvent = z.infer<typeof UserReactivatedEvent>;

export const IdentityEvents = {
  USER_REGISTERED: defineEvent('evt.identity.user.registered', 1, UserRegisteredEvent),
  /** @deprecated see OtpRequestedEvent; use OTP_REQUESTED_V2. */
  OTP_REQUESTED: defineEvent('evt.identity.otp.requested', 1, OtpRequestedEvent),
  OTP_REQUESTED_V2: defineEvent('evt.identity.otp.requested.v2', 2, OtpRequestedEventV2),
  USER_DELETED: defineEvent('evt.identity.user.deleted', 1, UserDeletedEvent),
  USER_SUSPENDED: defineEvent('evt.identity.user.suspended', 1, UserSuspendedEvent),
  USER_REACTIVATED: defineEvent('evt.identity.user.reactivated', 1, UserReactivatedEvent),
} as const;
