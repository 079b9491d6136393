import {
  AppError,
  BookingRpc,
  SYSTEM_ACTOR,
  categoryConflicts,
  type Listing,
  type ListingClosureReason,
  type ListingRpc,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import { inTransaction, type RpcCall } from '@arrendo/kit';
import type { ListingDeps } from '../../app/deps.js';
import type { DB, PropertyRow } from '../../db/types.js';
import {
  enqueuePropertyChanged,
  enqueuePropertyPublished,
  enqueuePropertyWithdrawn,
} from '../../domain/listing-events.js';
import { requireManaged, requireUserId } from '../../domain/ownership.js';
import {
  applyPatch,
  inapplicableFieldsCleared,
  listingFieldsOf,
  patchToColumns,
  problemsOf,
  toListing,
  toListingSummary,
} from '../../domain/property-mapper.js';
import { PropertyRepository } from '../../repositories/property.repository.js';
import { SearchRepository } from '../../repositories/search.repository.js';
import {
  BOOKING_CALL_TIMEOUT_MS,
  changeMarketInBooking,
  confirmMarketChange,
  managedForUpdate,
  type MarketChange,
} from './market-change.js';

type Def<K extends keyof typeof ListingRpc> = (typeof ListingRpc)[K];
type Req<K extends keyof typeof ListingRpc> = RpcParsedRequestOf<Def<K>>;

export const NOT_READY = 'This listing is not ready to publish';
const WOULD_BREAK = 'This change would leave the published listing incomplete';
const CATEGORY_CONFLICT = 'This category does not fit the listing type';
export const UNLISTED_BY_ADMIN =
  'Arrendo took this listing off the market; it can be published again once our team relists it';
const CATEGORY_KEYS = ['listingType', 'category', 'subcategory', 'highlights'] as const;

/**
 * `rpc.listing.listing.create`: an empty draft under the caller's id. A retry by the same host
 * returns that listing; an id someone else has (or that was deleted) is a CONFLICT.
 */
export const createListing = inTransaction<Def<'createListing'>, DB>(
  async (req, call, trx): Promise<Listing> => {
    const hostId = requireUserId(call.actor);
    const repo = new PropertyRepository(trx);
    const created = await repo.insertDraft(req.id, hostId, req.listingType);
    if (created) return toListing(created);
    const existing = await repo.findById(req.id);
    if (existing && existing.host_id === hostId && existing.deleted_at === null) {
      return toListing(existing);
    }
    throw new AppError('CONFLICT', 'This listing id is already taken');
  },
);

export function getListing(deps: ListingDeps) {
  const repo = new PropertyRepository(deps.db);
  return async (req: Req<'getListing'>, call: RpcCall): Promise<Listing> => {
    requireUserId(call.actor);
    return toListing(requireManaged(await repo.findById(req.id), call.actor));
  };
}

/**
 * `rpc.listing.listing.update`: a wizard save. A draft takes any valid patch; a listing that
 * has been on the market must still pass publishing after it (else VALIDATION with the problems).
 */
export const updateListing = inTransaction<Def<'updateListing'>, DB>(
  async (req, call, trx): Promise<Listing> => {
    const { repo, row } = await managedForUpdate(trx, req.id, call);
    let set = patchToColumns(req.patch);
    const next = applyPatch(row, req.patch);
    // Even a draft never stores a home under a per-hour category (decision 0032); checked only
    // when the save touches them, so an older draft can still save its other steps.
    if (CATEGORY_KEYS.some((key) => key in req.patch)) {
      const conflicts = categoryConflicts(listingFieldsOf(next));
      if (conflicts.length > 0)
        throw new AppError('VALIDATION', CATEGORY_CONFLICT, { problems: conflicts });
    }
    if (row.status !== 'draft') {
      const problems = problemsOf(next);
      if (problems.length > 0) throw new AppError('VALIDATION', WOULD_BREAK, { problems });
      set = { ...set, ...inapplicableFieldsCleared(next) };
    }
    const saved = await repo.update(row.id, set);
    if (saved.status === 'published') {
      await enqueuePropertyChanged(trx, saved);
      await new SearchRepository(trx).refreshDocuments([saved.id]);
    }
    return toListing(saved);
  },
);

/**
 * A listing an admin unlisted stays off the market until an admin relists it (decision 0049):
 * neither its host nor an admin's own publish puts it back (an admin relists instead).
 */
function refuseIfUnlistedByAdmin(row: PropertyRow): void {
  if (!row.admin_unlisted_at) return;
  throw new AppError('CONFLICT', UNLISTED_BY_ADMIN, {
    reason: 'unlisted_by_admin',
    adminReason: row.admin_unlist_reason,
  });
}

/**
 * `rpc.listing.listing.publish`: on the market once nothing is missing. A listing that was on
 * the market before has its calendar reopened in booking first (booking refuses holds of an
 * unlisted listing, decision 0022), under the listing's market-change claim
 * (`market-change.ts`); if publishing then fails, holds are refused only by status.
 */
export function publishListing(deps: ListingDeps) {
  const asksBooking = (row: PropertyRow) => {
    refuseIfUnlistedByAdmin(row);
    const problems = problemsOf(row);
    if (problems.length > 0) throw new AppError('VALIDATION', NOT_READY, { problems });
    return row.status !== 'published' && row.published_at !== null;
  };
  return inTransaction<Def<'publishListing'>, DB, MarketChange>({
    before: (req, call) =>
      changeMarketInBooking(deps, req.id, call, asksBooking, (row) =>
        deps.client.call(
          BookingRpc.reopenListing,
          { propertyId: row.id },
          { actor: SYSTEM_ACTOR, timeoutMs: BOOKING_CALL_TIMEOUT_MS },
        ),
      ),
    write: async (req, call, trx, change): Promise<Listing> => {
      const { repo, row } = await managedForUpdate(trx, req.id, call);
      const claim = confirmMarketChange(row, change, asksBooking);
      // An admin may have unlisted it since `before` looked (booking's reopening is harmless:
      // holds are refused through the property page while the flag stands).
      refuseIfUnlistedByAdmin(row);
      if (row.status === 'published') return toListing(row);
      const firstTime = row.published_at === null;
      const saved = await repo.update(row.id, {
        ...inapplicableFieldsCleared(row),
        ...claim,
        status: 'published',
        ...(firstTime ? { published_at: new Date() } : {}),
      });
      if (firstTime) await enqueuePropertyPublished(trx, saved, 'host');
      await enqueuePropertyChanged(trx, saved);
      await new SearchRepository(trx).refreshDocuments([saved.id]);
      return toListing(saved);
    },
  });
}

/**
 * Takes a listing that has been on the market off it in the booking service first (decision
 * 0022): open holds end, requests are declined with full refunds, no new hold or late payment
 * can land, and a deletion is refused (CONFLICT, passed on) while confirmed bookings have not
 * ended. Asked under the listing's market-change claim (`market-change.ts`), so no publish
 * reopens it in booking before this request's write; if that write then fails, the listing
 * stays closed to holds until the host tries again. A listing never published can have no
 * booking: nothing to ask.
 */
function closeInBooking(deps: ListingDeps, reason: ListingClosureReason) {
  return (row: PropertyRow) =>
    deps.client.call(
      BookingRpc.closeListing,
      { propertyId: row.id, reason },
      { actor: SYSTEM_ACTOR, timeoutMs: BOOKING_CALL_TIMEOUT_MS },
    );
}

/**
 * `rpc.listing.listing.unpublish`: hidden from guests (a draft has nothing to hide: unchanged).
 * Confirmed bookings stay: the host still hosts them.
 */
export function unpublishListing(deps: ListingDeps) {
  const asksBooking = (row: PropertyRow) => row.status === 'published' && row.published_at !== null;
  return inTransaction<Def<'unpublishListing'>, DB, MarketChange>({
    before: (req, call) =>
      changeMarketInBooking(deps, req.id, call, asksBooking, closeInBooking(deps, 'unlisted')),
    write: async (req, call, trx, change): Promise<Listing> => {
      const { repo, row } = await managedForUpdate(trx, req.id, call);
      const claim = confirmMarketChange(row, change, asksBooking);
      if (row.status !== 'published') return toListing(row);
      const saved = await repo.update(row.id, { ...claim, status: 'unlisted' });
      await enqueuePropertyWithdrawn(trx, saved, 'unlisted');
      await new SearchRepository(trx).refreshDocuments([saved.id]);
      return toListing(saved);
    },
  });
}

/**
 * `rpc.listing.listing.delete`: a timestamp, not a row delete (bookings keep pointing at the
 * listing); it leaves every view, wishlists included. Refused while a confirmed booking of it
 * has not ended: the host cancels those first. Booking decides that and, in the same step,
 * takes no new hold of it; the claim keeps any publish from reopening it before this write.
 */
export function deleteListing(deps: ListingDeps) {
  const asksBooking = (row: PropertyRow) => row.published_at !== null;
  return inTransaction<Def<'deleteListing'>, DB, MarketChange>({
    before: (req, call) =>
      changeMarketInBooking(deps, req.id, call, asksBooking, closeInBooking(deps, 'deleted')),
    write: async (req, call, trx, change) => {
      const { repo, row } = await managedForUpdate(trx, req.id, call);
      const claim = confirmMarketChange(row, change, asksBooking);
      const saved = await repo.update(row.id, {
        ...claim,
        deleted_at: new Date(),
        ...(row.status === 'published' ? { status: 'unlisted' as const } : {}),
      });
      await enqueuePropertyWithdrawn(trx, saved, 'deleted');
      await new SearchRepository(trx).refreshDocuments([saved.id]);
      return { ok: true as const };
    },
  });
}

/** `rpc.listing.listing.listMine`: the actor's own listings, the most recently changed first. */
export function listMyListings(deps: ListingDeps) {
  const repo = new PropertyRepository(deps.db);
  return async (_req: Req<'listMyListings'>, call: RpcCall) => {
    const hostId = requireUserId(call.actor);
    return { items: (await repo.listByHost(hostId)).map(toListingSummary) };
  };
}
