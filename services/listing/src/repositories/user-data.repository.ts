import { sql, type Kysely } from 'kysely';
import type { DB, PropertyRow, WishlistRow } from '../db/types.js';

/** A listing's calendar as search keeps it, its blocks read out of the multirange. */
export interface StoredCalendar {
  property_id: string;
  time_zone: string;
  rules: unknown;
  blocks: { start: string; end: string }[];
  updated_at: Date;
}

export interface StoredWishlistItem {
  wishlist_id: string;
  property_id: string;
  saved_at: Date;
}

/**
 * Everything the listing schema keeps keyed by one user: the listings they host (`host_id`),
 * their calendars' copies (`search_calendars`, by those listings), their wishlists and saved
 * items (`owner_id`). For the data export and for erasing a deleted account.
 */
export class UserDataRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every listing the user hosts, deleted ones included, the most recently changed first. */
  async hostedListings(userId: string): Promise<PropertyRow[]> {
    return this.db
      .selectFrom('properties')
      .selectAll()
      .where('host_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async calendarsOf(propertyIds: readonly string[]): Promise<StoredCalendar[]> {
    if (propertyIds.length === 0) return [];
    const { rows } = await sql<StoredCalendar>`
      select c.property_id, c.time_zone, c.rules, c.updated_at,
        coalesce((select jsonb_agg(jsonb_build_object(
            'start', lower(r)::text, 'end', upper(r)::text) order by lower(r))
          from unnest(c.blocks) as r), '[]'::jsonb) as blocks
      from search_calendars c
      where c.property_id = any(${[...propertyIds]}::uuid[])`.execute(this.db);
    return rows;
  }

  async wishlistsOf(userId: string): Promise<WishlistRow[]> {
    return this.db
      .selectFrom('wishlists')
      .selectAll()
      .where('owner_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Every saved item of the user's lists, whatever became of the listing, newest first. */
  async wishlistItemsOf(userId: string): Promise<StoredWishlistItem[]> {
    return this.db
      .selectFrom('wishlist_items as wi')
      .innerJoin('wishlists as w', 'w.id', 'wi.wishlist_id')
      .select(['wi.wishlist_id', 'wi.property_id', 'wi.saved_at'])
      .where('w.owner_id', '=', userId)
      .orderBy('wi.saved_at', 'desc')
      .orderBy('wi.property_id', 'desc')
      .execute();
  }

  /**
   * The user's listings, deleted ones included, locked for the rest of the transaction (in id
   * order, as every other multi-row lock here) so no save of theirs lands meanwhile.
   */
  async lockHostedListings(userId: string): Promise<PropertyRow[]> {
    return this.db
      .selectFrom('properties')
      .selectAll()
      .where('host_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /**
   * Of these listings, those no booking can point at: never on the market (booking only holds
   * published listings) and unknown to search's booking projection.
   */
  async neverBookable(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('properties as p')
      .select('p.id')
      .where('p.id', 'in', [...ids])
      .where('p.published_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('search_bookings as b')
              .select('b.booking_id')
              .whereRef('b.property_id', '=', 'p.id'),
          ),
        ),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  /** Gone for good: documents and saved items cascade with them. */
  async deleteListings(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('properties')
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * Kept (bookings point at them) but deleted: out of every view, and `deleted_at` is final (no
   * path clears it). A published one turns unlisted, as a host's own delete does.
   */
  async markDeleted(ids: readonly string[], at: Date): Promise<PropertyRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .updateTable('properties')
      .set({
        deleted_at: at,
        status: sql<
          PropertyRow['status']
        >`case when status = 'published' then 'unlisted' else status end`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', 'in', [...ids])
      .where('deleted_at', 'is', null)
      .returningAll()
      .execute();
  }

  async deleteCalendars(propertyIds: readonly string[]): Promise<void> {
    if (propertyIds.length === 0) return;
    await this.db
      .deleteFrom('search_calendars')
      .where('property_id', 'in', [...propertyIds])
      .execute();
  }

  /** The user's lists and, with them, everything saved in them. Returns how many lists. */
  async deleteWishlistsOf(userId: string): Promise<number> {
    await this.db.deleteFrom('wishlist_items').where('owner_id', '=', userId).execute();
    const deleted = await this.db
      .deleteFrom('wishlists')
      .where('owner_id', '=', userId)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }
}
