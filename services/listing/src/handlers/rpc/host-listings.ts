import {
  AppError,
  type Listing,
  type ListingRpc,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import { inTransaction, type RpcCall } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import {
  enqueuePropertyChanged,
  enqueuePropertyPublished,
  enqueuePropertyWithdrawn,
} from '../../domain/listing-events.js';
import { requireManaged, requireUserId } from '../../domain/ownership.js';
import {
  applyPatch,
  inapplicableFieldsCleared,
  patchToColumns,
  problemsOf,
  toListing,
  toListingSummary,
} from '../../domain/property-mapper.js';
import { PropertyRepository } from '../../repositories/property.repository.js';
import { refreshSearchDocuments } from '../../search/documents.js';

type Def<K extends keyof typeof ListingRpc> = (typeof ListingRpc)[K];
type Req<K extends keyof typeof ListingRpc> = RpcParsedRequestOf<Def<K>>;

export const NOT_READY = 'This listing is not ready to publish';
const WOULD_BREAK = 'This change would leave the published listing incomplete';

/** Loads the listing for a write (row locked) and checks the actor may manage it. */
async function managedForUpdate(trx: Transaction<DB>, id: string, call: RpcCall) {
  requireUserId(call.actor);
  const repo = new PropertyRepository(trx);
  return { repo, row: requireManaged(await repo.findForUpdate(id), call.actor) };
}

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

export function getListing(repo: PropertyRepository) {
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
    if (row.status !== 'draft') {
      const next = applyPatch(row, req.patch);
      const problems = problemsOf(next);
      if (problems.length > 0) throw new AppError('VALIDATION', WOULD_BREAK, { problems });
      set = { ...set, ...inapplicableFieldsCleared(next) };
    }
    const saved = await repo.update(row.id, set);
    if (saved.status === 'published') {
      await enqueuePropertyChanged(trx, saved);
      await refreshSearchDocuments(trx, [saved.id]);
    }
    return toListing(saved);
  },
);

/** `rpc.listing.listing.publish`: on the market once nothing is missing. */
export const publishListing = inTransaction<Def<'publishListing'>, DB>(
  async (req, call, trx): Promise<Listing> => {
    const { repo, row } = await managedForUpdate(trx, req.id, call);
    const problems = problemsOf(row);
    if (problems.length > 0) throw new AppError('VALIDATION', NOT_READY, { problems });
    if (row.status === 'published') return toListing(row);
    const firstTime = row.published_at === null;
    const saved = await repo.update(row.id, {
      ...inapplicableFieldsCleared(row),
      status: 'published',
      ...(firstTime ? { published_at: new Date() } : {}),
    });
    if (firstTime) await enqueuePropertyPublished(trx, saved);
    await enqueuePropertyChanged(trx, saved);
    await refreshSearchDocuments(trx, [saved.id]);
    return toListing(saved);
  },
);

/** `rpc.listing.listing.unpublish`: hidden from guests (a draft has nothing to hide: unchanged). */
export const unpublishListing = inTransaction<Def<'unpublishListing'>, DB>(
  async (req, call, trx): Promise<Listing> => {
    const { repo, row } = await managedForUpdate(trx, req.id, call);
    if (row.status !== 'published') return toListing(row);
    const saved = await repo.update(row.id, { status: 'unlisted' });
    await enqueuePropertyWithdrawn(trx, saved, 'unlisted');
    await refreshSearchDocuments(trx, [saved.id]);
    return toListing(saved);
  },
);

/**
 * `rpc.listing.listing.delete`: a timestamp, not a row delete (bookings keep pointing at the
 * listing); it leaves every view, wishlists included.
 */
export const deleteListing = inTransaction<Def<'deleteListing'>, DB>(async (req, call, trx) => {
  const { repo, row } = await managedForUpdate(trx, req.id, call);
  const saved = await repo.update(row.id, {
    deleted_at: new Date(),
    ...(row.status === 'published' ? { status: 'unlisted' as const } : {}),
  });
  await enqueuePropertyWithdrawn(trx, saved, 'deleted');
  await refreshSearchDocuments(trx, [saved.id]);
  return { ok: true as const };
});

/** `rpc.listing.listing.listMine`: the actor's own listings, the most recently changed first. */
export function listMyListings(repo: PropertyRepository) {
  return async (_req: Req<'listMyListings'>, call: RpcCall) => {
    const hostId = requireUserId(call.actor);
    return { items: (await repo.listByHost(hostId)).map(toListingSummary) };
  };
}
