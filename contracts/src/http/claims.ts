import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { PublicUserCard } from '../identity/model.js';
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
} from '../booking/claims.js';

/**
 * Damage claims over HTTP (decision 0051); every rule is the booking service's. Signed in for
 * all; a claim or booking the caller is not a side of is 404. Admin routes need the admin role.
 *
 * | route | body / query | answer |
 * |---|---|---|
 * | GET /api/bookings/:id/claim | | `BookingClaimResponse` (the booking's host or guest, admins) |
 * | POST /api/claims/photos | multipart `file` | 201 `Photo` (checked as message photos are; attach by id within a day) |
 * | POST /api/claims | `OpenClaimBody` | 201 `ClaimResponse`; 409 when not a finished paid stay, the 14 days passed, or a claim is open; a retry with the same `clientKey` answers the same claim |
 * | GET /api/claims/:id | | `ClaimResponse` (its host, its guest, admins) |
 * | POST /api/claims/:id/messages | `ClaimMessageBody` | 201 `ClaimResponse`; 409 when not open |
 * | POST /api/claims/:id/withdraw | | `ClaimResponse` (host; 409 when decided) |
 * | GET /api/admin/claims | `AdminClaimsQuery` | `AdminClaimsResponse` |
 * | GET /api/admin/claims/:id | | `ClaimResponse` (`role: 'admin'`, every message) |
 * | POST /api/admin/claims/:id/messages | `AdminClaimMessageBody` | 201 `ClaimResponse` |
 * | POST /api/admin/claims/:id/approve | `ApproveClaimBody` | `ClaimResponse`; 400 on `amount` above the claimed one; 409 when decided otherwise |
 * | POST /api/admin/claims/:id/reject | `RejectClaimBody` | `ClaimResponse`; 409 when decided otherwise |
 */
export const ClaimIdParams = z.object({ id: Uuid }).strict();

export const OpenClaimBody = z
  .object({
    bookingId: Uuid,
    amount: ClaimAmount,
    description: ClaimDescription,
    photoIds: ClaimPhotoIds.default([]),
    /** A fresh uuid per claim the host starts (kept across resends of the same one). */
    clientKey: Uuid,
  })
  .strict();
export type OpenClaimBody = z.input<typeof OpenClaimBody>;

export const ClaimMessageBody = z
  .object({ clientId: Uuid, body: ClaimMessageText, photoIds: ClaimPhotoIds.default([]) })
  .strict();
export type ClaimMessageBody = z.input<typeof ClaimMessageBody>;

export const AdminClaimMessageBody = z
  .object({
    clientId: Uuid,
    to: ClaimAudience,
    body: ClaimMessageText,
    photoIds: ClaimPhotoIds.default([]),
  })
  .strict();
export type AdminClaimMessageBody = z.input<typeof AdminClaimMessageBody>;

export const ApproveClaimBody = z
  .object({ amount: ClaimAmount, note: ClaimDecisionNote.optional() })
  .strict();
export type ApproveClaimBody = z.input<typeof ApproveClaimBody>;

export const RejectClaimBody = z.object({ note: ClaimDecisionNote }).strict();
export type RejectClaimBody = z.input<typeof RejectClaimBody>;

export const AdminClaimsQuery = z
  .object({
    status: ClaimStatus.optional(),
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AdminClaimsQuery = z.input<typeof AdminClaimsQuery>;

/** The host's and the guest's public cards (first name, avatar) by user id; gone accounts absent. */
const People = z.record(z.string(), PublicUserCard);

export const ClaimResponse = ClaimDetail.extend({ people: People });
export type ClaimResponse = z.infer<typeof ClaimResponse>;

export const AdminClaimsResponse = ClaimPage.extend({ people: People });
export type AdminClaimsResponse = z.infer<typeof AdminClaimsResponse>;

export const BookingClaimResponse = BookingClaim;
export type BookingClaimResponse = BookingClaim;
