import { sql, type Kysely } from 'kysely';
import type { DB, PropertyRow, WishlistRow } from '../db/types.js';

/** A saved listing that guests may still see, with when it was saved to which list. */
export interface VisibleItem {
  wishlistId: string;
  savedAt: Date;
  property: PropertyRow;
}

/** Every query is scoped by owner: another user's list is indistinguishable from none. */
export class WishlistRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async listsOf(ownerId: string): Promise<WishlistRow[]> {
    return this.db
      .selectFrom('wishlists')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async find(ownerId: string, id: string): Promise<WishlistRow | undefined> {
    return this.db
      .selectFrom('wishlists')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
  }

  /** Locks the list row, so concurrent adds cannot both pass the item limit. */
  async findForUpdate(ownerId: string, id: string): Promise<WishlistRow | undefined> {
    return this.db
      .selectFrom('wishlists')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .forUpdate()
      .executeTakeFirst();
  }

  async countLists(ownerId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('wishlists')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Every item, visible or not: the limit counts what the list holds. */
  async countItems(wishlistId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('wishlist_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('wishlist_id', '=', wishlistId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async insert(ownerId: string, name: string): Promise<WishlistRow> {
    return this.db
      .insertInto('wishlists')
      .values({ owner_id: ownerId, name })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async rename(id: string, name: string): Promise<WishlistRow> {
    return this.db
      .updateTable('wishlists')
      .set({ name, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async touch(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('wishlists')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', 'in', ids)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('wishlists').where('id', '=', id).execute();
  }

  /** Saving twice is harmless: the first save (and its time) stays. */
  async addItem(list: WishlistRow, propertyId: string): Promise<void> {
    await this.db
      .insertInto('wishlist_items')
      .values({ wishlist_id: list.id, property_id: propertyId, owner_id: list.owner_id })
      .onConflict((oc) => oc.columns(['wishlist_id', 'property_id']).doNothing())
      .execute();
  }

  async hasItem(wishlistId: string, propertyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('wishlist_items')
      .select('property_id')
      .where('wishlist_id', '=', wishlistId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether any list of the owner holds the listing (visible or not). */
  async savedAnywhere(ownerId: string, propertyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('wishlist_items')
      .select('property_id')
      .where('owner_id', '=', ownerId)
      .where('property_id', '=', propertyId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async removeItem(wishlistId: string, propertyId: string): Promise<void> {
    await this.db
      .deleteFrom('wishlist_items')
      .where('wishlist_id', '=', wishlistId)
      .where('property_id', '=', propertyId)
      .execute();
  }

  /** Removes the listing from every list of the owner; returns the lists it was in. */
  async removeEverywhere(ownerId: string, propertyId: string): Promise<string[]> {
    const removed = await this.db
      .deleteFrom('wishlist_items')
      .where('owner_id', '=', ownerId)
      .where('property_id', '=', propertyId)
      .returning('wishlist_id')
      .execute();
    return removed.map((r) => r.wishlist_id);
  }

  /** The still-published listings saved in these lists, the most recently saved first. */
  async visibleItems(wishlistIds: string[]): Promise<VisibleItem[]> {
    if (wishlistIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('wishlist_items as wi')
      .innerJoin('properties as p', 'p.id', 'wi.property_id')
      .selectAll('p')
      .select(['wi.wishlist_id as item_wishlist_id', 'wi.saved_at as item_saved_at'])
      .where('wi.wishlist_id', 'in', wishlistIds)
      .where('p.status', '=', 'published')
      .where('p.deleted_at', 'is', null)
      // An admin's unlisting takes it out of the lists too, until relisted (decision 0049).
      .where('p.admin_unlisted_at', 'is', null)
      .orderBy('wi.saved_at', 'desc')
      .orderBy('wi.property_id', 'desc')
      .execute();
    return rows.map(({ item_wishlist_id, item_saved_at, ...property }) => ({
      wishlistId: item_wishlist_id,
      savedAt: item_saved_at,
      property,
    }));
  }

  /** Ids of the still-published listings the owner saved anywhere. */
  async savedPropertyIds(ownerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('wishlist_items as wi')
      .innerJoin('properties as p', 'p.id', 'wi.property_id')
      .select('wi.property_id')
      .distinct()
      .where('wi.owner_id', '=', ownerId)
      .where('p.status', '=', 'published')
      .where('p.deleted_at', 'is', null)
      // An admin's unlisting takes it out of the lists too, until relisted (decision 0049).
      .where('p.admin_unlisted_at', 'is', null)
      .orderBy('wi.property_id')
      .execute();
    return rows.map((r) => r.property_id);
  }
}
