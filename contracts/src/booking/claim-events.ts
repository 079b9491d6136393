import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ClaimAudience, ClaimAuthorRole } from './claims.js';

/**
 * Damage claims' events (decision 0051), each written in the transaction that changed the claim
 * (with its audit entry when an admin acted). The notification service tells the sides; the
 * payment service pays an approved claim through the payout ledger, keyed by `claimId`.
 */
const ClaimFacts = {
  claimId: Uuid,
  bookingId: Uuid,
  propertyId: Uuid,
  listingTitle: z.string(),
  hostId: Uuid,
  guestId: Uuid,
  /** Claimed, in whole pesos. */
  amount: z.number().int().positive(),
  currency: z.literal('CLP'),
};

export const ClaimOpenedEvent = z.object({
  ...ClaimFacts,
  description: z.string(),
  photoCount: z.number().int().nonnegative(),
  openedAt: IsoDateTime,
});
export type ClaimOpenedEvent = z.infer<typeof ClaimOpenedEvent>;

/**
 * A message on an open claim. The host's and the guest's are for the other side (`to` is
 * `both`); an admin's go to `to`. The body is not carried: a notification says who wrote and
 * links to the claim, where the reader sees it.
 */
export const ClaimMessageAddedEvent = z.object({
  ...ClaimFacts,
  messageId: Uuid,
  authorRole: ClaimAuthorRole,
  authorId: Uuid,
  to: ClaimAudience,
  sentAt: IsoDateTime,
});
export type ClaimMessageAddedEvent = z.infer<typeof ClaimMessageAddedEvent>;

export const ClaimApprovedEvent = z.object({
  ...ClaimFacts,
  /** What the host is paid (a positive `claim` ledger line) and the guest owes; ≤ `amount`. */
  approvedAmount: z.number().int().positive(),
  /** The booking's period, which the ledger line carries like the booking's own line. */
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  note: z.string().nullable(),
  decidedBy: Uuid,
  decidedAt: IsoDateTime,
});
export type ClaimApprovedEvent = z.infer<typeof ClaimApprovedEvent>;

export const ClaimRejectedEvent = z.object({
  ...ClaimFacts,
  note: z.string(),
  decidedBy: Uuid,
  decidedAt: IsoDateTime,
});
export type ClaimRejectedEvent = z.infer<typeof ClaimRejectedEvent>;

/** The host took it back while it was open (the guest is told). */
export const ClaimWithdrawnEvent = z.object({ ...ClaimFacts, withdrawnAt: IsoDateTime });
export type ClaimWithdrawnEvent = z.infer<typeof ClaimWithdrawnEvent>;

export const ClaimEvents = {
  OPENED: defineEvent('evt.booking.claim.opened', 1, ClaimOpenedEvent),
  MESSAGE_ADDED: defineEvent('evt.booking.claim.messageAdded', 1, ClaimMessageAddedEvent),
  APPROVED: defineEvent('evt.booking.claim.approved', 1, ClaimApprovedEvent),
  REJECTED: defineEvent('evt.booking.claim.rejected', 1, ClaimRejectedEvent),
  WITHDRAWN: defineEvent('evt.booking.claim.withdrawn', 1, ClaimWithdrawnEvent),
} as const;
