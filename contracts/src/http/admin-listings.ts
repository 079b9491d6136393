import { z } from 'zod';
import { UserStatus } from '../identity/me.js';
import { Uuid } from '../common/ids.js';
import { singleLineText } from '../common/text.js';
import {
  AdminListingDetail,
  AdminListingFilterFields,
  AdminListingPage,
  UnlistReason,
} from '../listing/admin.js';

/**
 * `/api/admin/listings*` (admins, decision 0049): search, one listing with its host, unlist with
 * a reason emailed to the host, relist.
 *
 * | route | input | answer |
 * |---|---|---|
 * | GET /api/admin/listings | `AdminListingsQuery` | `AdminListingsResponse`, newest first |
 * | GET /api/admin/listings/:id | | `AdminListingResponse` (404 when unknown or deleted) |
 * | POST /api/admin/listings/:id/unlist | `UnlistListingBody` | `AdminListingResponse` |
 * | POST /api/admin/listings/:id/relist | | `AdminListingResponse` |
 */
export const AdminListingsQuery = z
  .object({
    q: AdminListingFilterFields.q,
    state: AdminListingFilterFields.state,
    type: AdminListingFilterFields.listingType,
    /** The host: their user id, or their account's email address (resolved through identity). */
    host: singleLineText({ max: 254 }).optional(),
    cursor: AdminListingFilterFields.cursor,
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AdminListingsQuery = z.input<typeof AdminListingsQuery>;

export const AdminListingsResponse = AdminListingPage;
export type AdminListingsResponse = z.infer<typeof AdminListingsResponse>;

export const AdminListingIdParams = z.object({ id: Uuid }).strict();

/** The listing's host as identity knows them now; null when the account is gone. */
export const AdminListingHost = z.object({
  id: Uuid,
  fullName: z.string(),
  email: z.string(),
  status: UserStatus,
});
export type AdminListingHost = z.infer<typeof AdminListingHost>;

export const AdminListingResponse = AdminListingDetail.extend({
  host: AdminListingHost.nullable(),
});
export type AdminListingResponse = z.infer<typeof AdminListingResponse>;

/** `POST /api/admin/listings/:id/unlist`: the reason is required, 1–500 characters. */
export const UnlistListingBody = z.object({ reason: UnlistReason }).strict();
export type UnlistListingBody = z.input<typeof UnlistListingBody>;
