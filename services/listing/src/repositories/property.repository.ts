import {
  advisoryXactLock,
  cursorTimestampOf,
  enqueueEvent,
  type TimestampIdPosition,
} from '@arrendo/kit';
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

/** Seeding and any other one-off must not run twice at once across replicas. */
const SEED_LOCK_KEY = 'listing.seed-demo-data';

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

  /** Which of these ids exist (any status). */
  async existingIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('properties')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  async countAll(trx: Kysely<DB> = this.db): Promise<number> {
    const { n } = await trx
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * Inserts the rows and, for each published one, its `evt.listing.property.published` outbox
   * row, all in the caller's transaction: either the listing and its event exist, or neither.
   */
  async insertMany(trx: Transaction<DB>, rows: NewPropertyRow[]): Promise<void> {
    const BATCH = 100; // keeps each statement well under pg's 65535 bind parameters
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('properties')
        .values(rows.slice(i, i + BATCH))
        .execute();
    }
    for (const row of rows) {
      if (row.status !== 'published') continue;
      await enqueueEvent(trx, ListingEvents.PROPERTY_PUBLISHED, {
        propertyId: row.id,
        hostId: row.host_id,
        listingType: row.listing_type,
        category: row.category as CategoryId,
        subcategory: row.subcategory as SubcategoryId,
        title: row.title,
      });
    }
  }

  /**
   * Runs `fn` in a transaction holding a transaction-scoped advisory lock, so two replicas
   * starting together serialise: the second sees the first one's rows once it gets the lock.
   */
  async withSeedLock<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await advisoryXactLock(trx, SEED_LOCK_KEY);
      return fn(trx);
    });
  }
}
