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
 * Carries the plain code because the email must show it. Consumers must never log the payload;
 * `codeId` is the idempotency key for the email job (a retry never sends two).
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

export const UserDeletedEvent = z.object({ userId: Uuid });
export type UserDeletedEvent = z.infer<typeof UserDeletedEvent>;

export const IdentityEvents = {
  USER_REGISTERED: defineEvent('evt.identity.user.registered', 1, UserRegisteredEvent),
  OTP_REQUESTED: defineEvent('evt.identity.otp.requested', 1, OtpRequestedEvent),
  USER_DELETED: defineEvent('evt.identity.user.deleted', 1, UserDeletedEvent),
} as const;
