import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { Role } from '../common/actor.js';
import { Profile, UserStatus } from './me.js';
import { OAuthProvider } from './model.js';
import { PromotionalConsent, PromotionalConsentRecord } from './consent.js';

/**
 * Identity's part of a person's data export (portability, Ley 21.719): what the service keeps
 * about its own user. Never a secret: no password hash, one-time code, refresh token or its hash,
 * and no provider token. Sessions are described, not handed over.
 */
export const IdentityUserExport = z.object({
  account: z.object({
    id: Uuid,
    email: z.string(),
    status: UserStatus,
    roles: z.array(Role),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    /** When the email address was proven; null while unverified. */
    emailVerifiedAt: IsoDateTime.nullable(),
  }),
  /** The profile as its owner sees it (`Profile`), with when it last changed. */
  profile: Profile.omit({ userId: true, languages: true })
    .extend({ languages: z.array(z.string()), updatedAt: IsoDateTime })
    .nullable(),
  /** Social sign-ins linked to the account: the provider, the address it gave, when linked. */
  signInProviders: z.array(
    z.object({ provider: OAuthProvider, email: z.string(), linkedAt: IsoDateTime }),
  ),
  /** Sign-ins still active (not signed out, not expired), newest first. */
  sessions: z.array(
    z.object({
      signedInAt: IsoDateTime,
      /** The last time the session was renewed (the browser came back). */
      lastActiveAt: IsoDateTime,
      expiresAt: IsoDateTime,
    }),
  ),
  promotionalConsent: z.object({
    current: PromotionalConsent,
    /** Every change, oldest first. */
    history: z.array(PromotionalConsentRecord),
  }),
});
export type IdentityUserExport = z.infer<typeof IdentityUserExport>;
