import { cursorTimestampOf, enqueueEvent, type TimestampIdPosition } from '@arrendo/kit';
import {
  ListingEvents,
  type CategoryId,
  type ListingType,
  type SubcategoryId,
} from '@arrendo/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, NewPropertyRow, PropertyRow } from '../db/types.js';

export interface ListPublishedQuery {
  listingType?: ListingType | undefined;
  after?: TimestampIdPosition | undefined;
  limit: number;
}

export interface ListedRow {
  row: PropertyRow;
  /** created_at in Postgres' own precision, for the next cursor. */
  cursorCreatedAt: string;
}

export class PropertyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Newest first, keyset on (created_at, id); fetches `limit + 1` so the caller knows if more exist. */
  async listPublished(query: ListPublishedQuery): Promise<ListedRow[]> {
    let q = this.db
      .selectFrom('properties')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_created_at'))
      .where('status', '=', 'published');
    if (query.listingType) q = q.where('listing_type', '=', query.listingType);
    if (query.after) {
      const { createdAt, id } = query.after;
      q = q.where((eb) =>
        eb(
          eb.refTuple('created_at', 'id'),
          '<',
          eb.tuple(sql<Date>`${createdAt}::timestamptz`, id),
        ),
      );
    }
    const rows = await q
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
    return rows.map(({ cursor_created_at, ...row }) => ({
      row,
      cursorCreatedAt: cursor_created_at,
    }));
  }

  async countPublished(listingType?: ListingType): Promise<number> {
    let q = this.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'published');
    if (listingType) q = q.where('listing_type', '=', listingType);
    const { n } = await q.executeTakeFirstOrThrow();
    return Number(n);
  }

  async findById(id: string): Promise<PropertyRow | undefined> {
    return this.db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Inserts the rows whose id is not taken yet and, for each of those that is published, its
   * `evt.listing.property.published` outbox row, in one transaction: a listing and its event
   * exist together or not at all. A row whose id exists is left as it is (no update, no event),
   * so repeating an import, or two importers racing, creates each listing once.
   * Returns the ids inserted by this call.
   */
  async insertNew(rows: NewPropertyRow[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('properties')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      const created = new Set(inserted.map((r) => r.id));
      // Request order, not RETURNING order: the events go out in the order the caller gave.
      for (const row of rows) {
        if (!created.has(row.id) || row.status !== 'published') continue;
        await enqueuePublished(trx, row);
      }
      return created;
    });
  }
}

function enqueuePublished(trx: Transaction<DB>, row: NewPropertyRow) {
  return enqueueEvent(trx, ListingEvents.PROPERTY_PUBLISHED, {
    propertyId: row.id,
    hostId: row.host_id,
    listingType: row.listing_type,
    category: row.category as CategoryId,
    subcategory: row.subcategory as SubcategoryId,
    title: row.title,
  });
}
