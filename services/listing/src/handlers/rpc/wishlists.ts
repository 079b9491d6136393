import {
  AppError,
  WISHLIST_LIMITS,
  type ListingRpc,
  type RpcParsedRequestOf,
  type SavedListings,
  type Wishlist,
  type WishlistDetail,
} from '@arrendo/contracts';
import { inTransaction, type RpcCall } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import { recordActivity } from '../../app/activity.js';
import type { ListingDeps } from '../../app/deps.js';
import type { DB, PropertyRow, WishlistRow } from '../../db/types.js';
import { requireUserId } from '../../domain/ownership.js';
import { toWishlist, toWishlistDetail } from '../../domain/wishlist-mapper.js';
import { PropertyRepository } from '../../repositories/property.repository.js';
import { WishlistRepository } from '../../repositories/wishlist.repository.js';

type Def<K extends keyof typeof ListingRpc> = (typeof ListingRpc)[K];
type Req<K extends keyof typeof ListingRpc> = RpcParsedRequestOf<Def<K>>;

const LIST_NOT_FOUND = 'Wishlist not found';

/** The owner's list or NOT_FOUND: another user's list is not admitted to exist. */
async function ownList(
  lists: WishlistRepository,
  ownerId: string,
  id: string,
  forUpdate = false,
): Promise<WishlistRow> {
  const row = forUpdate ? await lists.findForUpdate(ownerId, id) : await lists.find(ownerId, id);
  if (!row) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
  return row;
}

/** Only listings guests can see may be saved; anything else is, to a guest, not there. */
async function requireSaveable(db: Kysely<DB>, propertyId: string): Promise<PropertyRow> {
  const property = await new PropertyRepository(db).findById(propertyId);
  if (!property || property.status !== 'published' || property.deleted_at !== null) {
    throw new AppError('NOT_FOUND', 'Property not found');
  }
  return property;
}

/**
 * Puts the listing in the list, in the caller's transaction. When it was in none of the
 * owner's lists before, that is a save for the host's performance page, recorded in the same
 * transaction (once a day per guest; never the host's own).
 */
async function saveInto(trx: Kysely<DB>, list: WishlistRow, property: PropertyRow) {
  const lists = new WishlistRepository(trx);
  const firstSave = !(await lists.savedAnywhere(list.owner_id, property.id));
  await lists.addItem(list, property.id);
  if (firstSave && property.host_id !== list.owner_id) {
    await recordActivity(trx, property, 'save', `user:${list.owner_id}`);
  }
}

async function addChecked(db: Kysely<DB>, list: WishlistRow, propertyId: string) {
  const lists = new WishlistRepository(db);
  const property = await requireSaveable(db, propertyId);
  if (await lists.hasItem(list.id, propertyId)) return;
  if ((await lists.countItems(list.id)) >= WISHLIST_LIMITS.itemsPerList) {
    throw new AppError(
      'CONFLICT',
      `A wishlist can hold at most ${WISHLIST_LIMITS.itemsPerList} listings`,
    );
  }
  await saveInto(db, list, property);
  await lists.touch([list.id]);
}

async function view(db: Kysely<DB>, ownerId: string, id: string): Promise<Wishlist> {
  const lists = new WishlistRepository(db);
  const row = await ownList(lists, ownerId, id);
  return toWishlist(row, await lists.visibleItems([row.id]));
}

export function listWishlists({ db }: ListingDeps) {
  return async (_req: Req<'listWishlists'>, call: RpcCall) => {
    const ownerId = requireUserId(call.actor);
    const lists = new WishlistRepository(db);
    const rows = await lists.listsOf(ownerId);
    const items = await lists.visibleItems(rows.map((r) => r.id));
    return {
      items: rows.map((r) =>
        toWishlist(
          r,
          items.filter((i) => i.wishlistId === r.id),
        ),
      ),
    };
  };
}

export function getWishlist({ db }: ListingDeps) {
  return async (req: Req<'getWishlist'>, call: RpcCall): Promise<WishlistDetail> => {
    const ownerId = requireUserId(call.actor);
    const lists = new WishlistRepository(db);
    const row = await ownList(lists, ownerId, req.id);
    return toWishlistDetail(row, await lists.visibleItems([row.id]));
  };
}

/** With `propertyId`, the list is created holding that listing (the save modal's "new list"). */
export const createWishlist = inTransaction<Def<'createWishlist'>, DB>(
  async (req, call, trx): Promise<Wishlist> => {
    const ownerId = requireUserId(call.actor);
    const lists = new WishlistRepository(trx);
    const property = req.propertyId ? await requireSaveable(trx, req.propertyId) : undefined;
    if ((await lists.countLists(ownerId)) >= WISHLIST_LIMITS.listsPerUser) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${WISHLIST_LIMITS.listsPerUser} wishlists`,
      );
    }
    const row = await lists.insert(ownerId, req.name);
    if (property) await saveInto(trx, row, property);
    return view(trx, ownerId, row.id);
  },
);

export const renameWishlist = inTransaction<Def<'renameWishlist'>, DB>(
  async (req, call, trx): Promise<Wishlist> => {
    const ownerId = requireUserId(call.actor);
    const lists = new WishlistRepository(trx);
    await ownList(lists, ownerId, req.id, true);
    await lists.rename(req.id, req.name);
    return view(trx, ownerId, req.id);
  },
);

export const deleteWishlist = inTransaction<Def<'deleteWishlist'>, DB>(async (req, call, trx) => {
  const ownerId = requireUserId(call.actor);
  const lists = new WishlistRepository(trx);
  await ownList(lists, ownerId, req.id, true);
  await lists.delete(req.id);
  return { ok: true as const };
});

export const addToWishlist = inTransaction<Def<'addToWishlist'>, DB>(
  async (req, call, trx): Promise<Wishlist> => {
    const ownerId = requireUserId(call.actor);
    const list = await ownList(new WishlistRepository(trx), ownerId, req.id, true);
    await addChecked(trx, list, req.propertyId);
    return view(trx, ownerId, list.id);
  },
);

/** Removing what is not there is not an error: the heart is already empty. */
export const removeFromWishlist = inTransaction<Def<'removeFromWishlist'>, DB>(
  async (req, call, trx) => {
    const ownerId = requireUserId(call.actor);
    const lists = new WishlistRepository(trx);
    const list = await ownList(lists, ownerId, req.id, true);
    if (await lists.hasItem(list.id, req.propertyId)) {
      await lists.removeItem(list.id, req.propertyId);
      await lists.touch([list.id]);
    }
    return view(trx, ownerId, list.id);
  },
);

export const unsave = inTransaction<Def<'unsave'>, DB>(
  async (req, call, trx): Promise<SavedListings> => {
    const ownerId = requireUserId(call.actor);
    const lists = new WishlistRepository(trx);
    await lists.touch(await lists.removeEverywhere(ownerId, req.propertyId));
    return { propertyIds: await lists.savedPropertyIds(ownerId) };
  },
);

export function saved({ db }: ListingDeps) {
  return async (_req: Req<'saved'>, call: RpcCall): Promise<SavedListings> => {
    const ownerId = requireUserId(call.actor);
    return { propertyIds: await new WishlistRepository(db).savedPropertyIds(ownerId) };
  };
}
