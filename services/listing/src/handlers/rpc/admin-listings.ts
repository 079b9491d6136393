import {
  AppError,
  ListingEvents,
  type Actor,
  type AdminListingChangeReply,
  type ListingRpc,
} from '@arrendo/contracts';
import {
  decodeTimestampIdCursor,
  encodeTimestampIdCursor,
  enqueueEvent,
  inTransaction,
  recordAdminAction,
  type RpcHandler,
} from '@arrendo/kit';
import type { ListingDeps } from '../../app/deps.js';
import type { DB, PropertyRow } from '../../db/types.js';
import { toAdminListingDetail, toAdminListingRow } from '../../domain/admin-listing-mapper.js';
import { LISTING_NOT_FOUND } from '../../domain/ownership.js';
import { AdminListingRepository } from '../../repositories/admin-listing.repository.js';
import { PropertyRepository } from '../../repositories/property.repository.js';
import { SearchRepository } from '../../repositories/search.repository.js';

type Def<K extends keyof typeof ListingRpc> = (typeof ListingRpc)[K];

/**
 * Admins only, from the actor (identity decides who holds the role; the BFF checks it first):
 * a person, never the system, since every change here is audited under their id.
 */
function requireAdmin(actor: Actor): void {
  if (!actor.userId || !actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', 'This is for administrators only.');
  }
}

const notFound = () => new AppError('NOT_FOUND', LISTING_NOT_FOUND);

function live(row: PropertyRow | undefined): PropertyRow {
  if (!row || row.deleted_at !== null) throw notFound();
  return row;
}

/** `rpc.listing.admin.search` (decision 0049): every listing but deleted ones, newest first. */
export function adminSearchHandler(deps: ListingDeps): RpcHandler<Def<'adminSearch'>> {
  const repo = new AdminListingRepository(deps.db);
  return async (req, call) => {
    requireAdmin(call.actor);
    const rows = await repo.search({
      q: req.q,
      state: req.state,
      listingType: req.listingType,
      hostId: req.hostId,
      after: req.cursor ? decodeTimestampIdCursor(req.cursor) : undefined,
      limit: req.limit,
    });
    const page = rows.slice(0, req.limit);
    const last = page.at(-1);
    return {
      items: page.map(({ row }) => toAdminListingRow(row)),
      nextCursor:
        rows.length > req.limit && last
          ? encodeTimestampIdCursor({ createdAt: last.cursorCreatedAt, id: last.row.id })
          : null,
    };
  };
}

/** `rpc.listing.admin.get`: one listing as an admin reviews it. */
export function adminGetHandler(deps: ListingDeps): RpcHandler<Def<'adminGet'>> {
  const repo = new PropertyRepository(deps.db);
  return async (req, call) => {
    requireAdmin(call.actor);
    return toAdminListingDetail(live(await repo.findById(req.id)));
  };
}

/**
 * `rpc.listing.admin.unlist`: off search, the property page (so off new holds: booking asks for
 * the property as the guest) and the host's publishing, until an admin relists it. The host's
 * own `status` is left as it is, and confirmed bookings stay. One transaction: the flag, the
 * search row dropped, the host's event (the email with the reason) and the audit entry. An
 * unlisting that stands already changes nothing: no second event, email or audit line.
 */
export const adminUnlistHandler = inTransaction<Def<'adminUnlist'>, DB>(
  async (req, call, trx): Promise<AdminListingChangeReply> => {
    requireAdmin(call.actor);
    const adminId = call.actor.userId ?? '';
    const row = live(await new PropertyRepository(trx).findForUpdate(req.id));
    if (row.admin_unlisted_at !== null) {
      return { listing: toAdminListingDetail(row), changed: false };
    }
    const repo = new AdminListingRepository(trx);
    const saved = await repo.unlist(trx, row.id, req.reason, adminId);
    await repo.dropSearchDocument(trx, row.id);
    const at = (saved.admin_unlisted_at ?? new Date()).toISOString();
    await enqueueEvent(trx, ListingEvents.PROPERTY_UNLISTED_BY_ADMIN, {
      propertyId: row.id,
      hostId: row.host_id,
      title: row.title,
      reason: req.reason,
      at,
    });
    await recordAdminAction(trx, 'listing', {
      actor: call.actor,
      action: 'listing.property.unlist',
      target: { type: 'property', id: row.id },
      before: { unlistedByAdmin: false, status: row.status },
      after: { unlistedByAdmin: true, status: row.status },
      reason: req.reason,
    });
    return { listing: toAdminListingDetail(saved), changed: true };
  },
);

/**
 * `rpc.listing.admin.relist`: the host's own state applies again (a published listing is back in
 * search, unless its host is suspended: that trigger still stands). One transaction with the
 * host's event and the audit entry; a listing no admin unlisted changes nothing.
 */
export const adminRelistHandler = inTransaction<Def<'adminRelist'>, DB>(
  async (req, call, trx): Promise<AdminListingChangeReply> => {
    requireAdmin(call.actor);
    const row = live(await new PropertyRepository(trx).findForUpdate(req.id));
    if (row.admin_unlisted_at === null) {
      return { listing: toAdminListingDetail(row), changed: false };
    }
    const saved = await new AdminListingRepository(trx).relist(trx, row.id);
    await new SearchRepository(trx).refreshDocuments([row.id]);
    await enqueueEvent(trx, ListingEvents.PROPERTY_RELISTED_BY_ADMIN, {
      propertyId: row.id,
      hostId: row.host_id,
      title: row.title,
      at: new Date().toISOString(),
    });
    await recordAdminAction(trx, 'listing', {
      actor: call.actor,
      action: 'listing.property.relist',
      target: { type: 'property', id: row.id },
      before: { unlistedByAdmin: true, reason: row.admin_unlist_reason },
      after: { unlistedByAdmin: false, status: row.status },
    });
    return { listing: toAdminListingDetail(saved), changed: true };
  },
);
