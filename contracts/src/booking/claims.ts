import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText } from '../common/text.js';
import { Photo } from '../listing/photo.js';

/**
 * Damage claims (decision 0051). The booking service owns them: it knows who hosted, who stayed,
 * when the stay ended and in which time zone. A host opens one within `CLAIM_WINDOW_DAYS` after
 * a paid, confirmed stay or session ended; the guest may answer; admins ask either side and
 * approve (the host is paid through the payout ledger, the guest is told what they owe) or
 * reject. Web-safe: the RPCs are in `claim-rpc.ts`, the events in `claim-events.ts`.
 */

/** Days after check-out (the end, in the listing's time zone) during which a host may claim. */
export const CLAIM_WINDOW_DAYS = 14;

export const CLAIM_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 4000,
  messageMax: 2000,
  decisionNoteMin: 3,
  decisionNoteMax: 1000,
  /** Photos on the claim itself, and on one message. */
  maxPhotos: 10,
  /** Messages on one claim, all sides together (a dispute, not a chat). */
  maxMessages: 200,
  /**
   * No claim above the booking's total × this: a stay's damage beyond ten times its price is a
   * matter for insurance or a court, and a typo (an extra zero or two) is caught here.
   */
  maxTotalMultiple: 10,
  /**
   * Pesos, whatever the booking cost: the same ceiling as an admin's payout claim line
   * (`PayoutClaimRequest`), so an approved amount always fits the ledger's rule.
   */
  maxAmount: 100_000_000,
} as const;

/**
 * - `open`: the host opened it; guest, host and admins write messages.
 * - `approved`: an admin approved `approvedAmount` (≤ the claimed amount); the host's payout
 *   ledger gets it as a `claim` line and the guest is told they owe it.
 * - `rejected`: an admin rejected it, with a note to both.
 * - `withdrawn`: the host took it back while open.
 * Only `open` changes; the other three are final.
 */
export const ClaimStatus = z.enum(['open', 'approved', 'rejected', 'withdrawn']);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

/** Who wrote a message: the booking's host, its guest, or an admin. */
export const ClaimAuthorRole = z.enum(['host', 'guest', 'admin']);
export type ClaimAuthorRole = z.infer<typeof ClaimAuthorRole>;

/**
 * Who reads a message. The host's and the guest's messages are for everyone on the claim
 * (`both`); an admin addresses one side or both. A side never sees an admin message for the
 * other side alone; admins see everything.
 */
export const ClaimAudience = z.enum(['host', 'guest', 'both']);
export type ClaimAudience = z.infer<typeof ClaimAudience>;

/** Whole pesos (CLP has no minor unit below the peso), 1 to `CLAIM_LIMITS.maxAmount`. */
export const ClaimAmount = z
  .number()
  .int('Enter a whole number of pesos')
  .min(1, 'Enter an amount above zero')
  .max(CLAIM_LIMITS.maxAmount, `Enter at most ${CLAIM_LIMITS.maxAmount} pesos`);

export const ClaimDescription = multiLineText({
  min: CLAIM_LIMITS.descriptionMin,
  max: CLAIM_LIMITS.descriptionMax,
  messages: {
    required: `Describe the damage in at least ${CLAIM_LIMITS.descriptionMin} characters.`,
    tooLong: `Please keep it under ${CLAIM_LIMITS.descriptionMax} characters.`,
  },
});

export const ClaimMessageText = multiLineText({
  min: 1,
  max: CLAIM_LIMITS.messageMax,
  messages: {
    required: 'Write a message.',
    tooLong: `Please keep it under ${CLAIM_LIMITS.messageMax} characters.`,
  },
});

export const ClaimDecisionNote = multiLineText({
  min: CLAIM_LIMITS.decisionNoteMin,
  max: CLAIM_LIMITS.decisionNoteMax,
  messages: {
    required: 'Say why, for both sides.',
    tooLong: `Please keep it under ${CLAIM_LIMITS.decisionNoteMax} characters.`,
  },
});

/** Up to ten photo ids from `POST /api/claims/photos` (the uploader's own, within a day). */
export const ClaimPhotoIds = z
  .array(Uuid)
  .max(CLAIM_LIMITS.maxPhotos, `Attach at most ${CLAIM_LIMITS.maxPhotos} photos`)
  .refine((ids) => new Set(ids).size === ids.length, 'Attach each photo once');

export const Claim = z.object({
  id: Uuid,
  bookingId: Uuid,
  propertyId: Uuid,
  /** The listing as it was booked. */
  listingTitle: z.string(),
  hostId: Uuid,
  guestId: Uuid,
  /** Claimed, in whole pesos. */
  amount: z.number().int().positive(),
  currency: z.literal('CLP'),
  description: z.string(),
  photos: z.array(Photo),
  status: ClaimStatus,
  /** When the stay or session ended, and the last instant the claim could be opened. */
  stayEndedAt: IsoDateTime,
  windowClosesAt: IsoDateTime,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** When it left `open` (approved, rejected or withdrawn); null while open. */
  decidedAt: IsoDateTime.nullable(),
  /** Approved only: what the host is paid and the guest owes (≤ `amount`). */
  approvedAmount: z.number().int().positive().nullable(),
  /** The admin's note to both sides on approval (optional) or rejection (required). */
  decisionNote: z.string().nullable(),
});
export type Claim = z.infer<typeof Claim>;

export const ClaimMessage = z.object({
  id: Uuid,
  claimId: Uuid,
  authorRole: ClaimAuthorRole,
  /** The author's user id (an admin's too, for other admins; parties see it as well). */
  authorId: Uuid,
  to: ClaimAudience,
  body: z.string(),
  photos: z.array(Photo),
  createdAt: IsoDateTime,
});
export type ClaimMessage = z.infer<typeof ClaimMessage>;

/** The viewer's side of a claim: its host, its guest, or an admin (who is neither). */
export const ClaimViewerRole = z.enum(['host', 'guest', 'admin']);
export type ClaimViewerRole = z.infer<typeof ClaimViewerRole>;

/** A claim with the messages its viewer may read, oldest first. */
export const ClaimDetail = z.object({
  role: ClaimViewerRole,
  claim: Claim,
  messages: z.array(ClaimMessage),
  /** Whether the viewer may write a message now (the claim is open and under the cap). */
  canMessage: z.boolean(),
});
export type ClaimDetail = z.infer<typeof ClaimDetail>;

/**
 * Whether a booking can be claimed on, as its host or guest sees it:
 * - `not_claimable`: not a paid, confirmed booking;
 * - `not_yet`: confirmed but not ended;
 * - `open`: ended, inside the window;
 * - `closed`: the window has passed.
 */
export const ClaimWindowState = z.enum(['not_claimable', 'not_yet', 'open', 'closed']);
export type ClaimWindowState = z.infer<typeof ClaimWindowState>;

export const BookingClaim = z.object({
  bookingId: Uuid,
  /** The caller's side (`admin` for an admin who is neither; `canOpen` is then false). */
  role: ClaimViewerRole,
  window: ClaimWindowState,
  /** When the stay or session ends (ended), and the last instant to open a claim. */
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  /** The booking's claims, newest first (at most one is `open`). */
  claims: z.array(Claim),
  /** True for the host when the window is open and no claim is open. */
  canOpen: z.boolean(),
  /** The most the host may claim on this booking: min(total × 10, `CLAIM_LIMITS.maxAmount`). */
  maxAmount: z.number().int().nonnegative(),
});
export type BookingClaim = z.infer<typeof BookingClaim>;

export const ClaimPage = z.object({
  items: z.array(Claim),
  nextCursor: z.string().nullable(),
});
export type ClaimPage = z.infer<typeof ClaimPage>;
