import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { defineRpc } from '../common/rpc.js';
import { Photo } from '../listing/photo.js';
import { StoredPhoto } from '../listing/photo-rpc.js';
import {
  BookingClaim,
  ClaimAmount,
  ClaimAudience,
  ClaimDecisionNote,
  ClaimDescription,
  ClaimDetail,
  ClaimMessageText,
  ClaimPage,
  ClaimPhotoIds,
  ClaimStatus,
} from './claims.js';

export const CLAIM_PAGE_SIZE = { default: 25, max: 100 } as const;

export const BookingClaimRequest = z.object({ bookingId: Uuid }).strict();
export const ClaimIdRequest = z.object({ claimId: Uuid }).strict();

/**
 * The host opens a claim. `clientKey` (one per attempt the host makes, kept across retries)
 * makes a resent request answer the claim it opened instead of failing as a second one.
 */
export const OpenClaimRequest = z
  .object({
    bookingId: Uuid,
    amount: ClaimAmount,
    description: ClaimDescription,
    photoIds: ClaimPhotoIds.default([]),
    clientKey: Uuid,
  })
  .strict();
export type OpenClaimRequest = z.input<typeof OpenClaimRequest>;

/** The host or the guest writes on an open claim; a retry with the same `clientId` lands once. */
export const ClaimMessageRequest = z
  .object({
    claimId: Uuid,
    clientId: Uuid,
    body: ClaimMessageText,
    photoIds: ClaimPhotoIds.default([]),
  })
  .strict();
export type ClaimMessageRequest = z.input<typeof ClaimMessageRequest>;

/** An admin writes to the host, the guest or both. */
export const AdminClaimMessageRequest = z
  .object({
    claimId: Uuid,
    clientId: Uuid,
    to: ClaimAudience,
    body: ClaimMessageText,
    photoIds: ClaimPhotoIds.default([]),
  })
  .strict();
export type AdminClaimMessageRequest = z.input<typeof AdminClaimMessageRequest>;

/** `amount` at most the claimed one (VALIDATION on `amount` above it); the note is optional. */
export const ApproveClaimRequest = z
  .object({ claimId: Uuid, amount: ClaimAmount, note: ClaimDecisionNote.optional() })
  .strict();
export type ApproveClaimRequest = z.input<typeof ApproveClaimRequest>;

export const RejectClaimRequest = z.object({ claimId: Uuid, note: ClaimDecisionNote }).strict();
export type RejectClaimRequest = z.input<typeof RejectClaimRequest>;

export const AdminClaimsRequest = z
  .object({
    /** Absent: every claim. */
    status: ClaimStatus.optional(),
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(CLAIM_PAGE_SIZE.max).default(CLAIM_PAGE_SIZE.default),
  })
  .strict();

/** A processed upload (the BFF stored its renditions); the caller becomes its owner. */
export const RecordClaimPhotoRequest = z.object({ photo: StoredPhoto }).strict();

/**
 * Damage claims, served by the booking service (decision 0051). Who may do what is checked here
 * from the actor: a claim or booking the caller is not a side of is NOT_FOUND (ids cannot be
 * probed); the admin RPCs need the admin role (FORBIDDEN). A claim that is no longer `open` is
 * CONFLICT for every change but the same decision again, which answers the claim as it is.
 */
export const ClaimRpc = {
  /** The booking's host or guest, or an admin: the window and the booking's claims. */
  forBooking: defineRpc('rpc.booking.claim.forBooking', BookingClaimRequest, BookingClaim),
  /**
   * The booking's host only (the guest and others NOT_FOUND). CONFLICT when the booking is not
   * a paid, confirmed stay or session that has ended, the window (check-out + 14 days in the
   * listing's time zone) has closed, or a claim is already open on it. VALIDATION on `amount`
   * above min(total × 10, `CLAIM_LIMITS.maxAmount`), on `photoIds` not the caller's fresh
   * uploads. Idempotent by `clientKey`.
   */
  open: defineRpc('rpc.booking.claim.open', OpenClaimRequest, ClaimDetail, { idempotent: true }),
  /** Its host, its guest (admin messages for the other side left out) or an admin (all). */
  get: defineRpc('rpc.booking.claim.get', ClaimIdRequest, ClaimDetail),
  /** Its host or guest, while open; idempotent by (author, `clientId`). */
  message: defineRpc('rpc.booking.claim.message', ClaimMessageRequest, ClaimDetail),
  /** Its host, while open (the same call again answers the withdrawn claim). */
  withdraw: defineRpc('rpc.booking.claim.withdraw', ClaimIdRequest, ClaimDetail),
  /** Admins: newest first, optionally by status. */
  adminList: defineRpc('rpc.booking.claim.adminList', AdminClaimsRequest, ClaimPage),
  /** Admins: the claim as an admin sees it (every message), even an admin who is its host. */
  adminGet: defineRpc('rpc.booking.claim.adminGet', ClaimIdRequest, ClaimDetail),
  /** Admins: to the host, the guest or both, while open; idempotent by (author, `clientId`). */
  adminMessage: defineRpc('rpc.booking.claim.adminMessage', AdminClaimMessageRequest, ClaimDetail),
  /** Admins: open → approved; audited; the payout ledger line follows from the event. */
  approve: defineRpc('rpc.booking.claim.approve', ApproveClaimRequest, ClaimDetail),
  /** Admins: open → rejected with a note to both; audited. */
  reject: defineRpc('rpc.booking.claim.reject', RejectClaimRequest, ClaimDetail),
  /** Any signed-in user: records a processed photo as theirs, to attach within a day. */
  recordPhoto: defineRpc('rpc.booking.claim.recordPhoto', RecordClaimPhotoRequest, Photo),
} as const;
