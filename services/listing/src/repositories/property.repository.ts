import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type { ListingType } from '@arrendo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB, NewPropertyRow, PropertyRow, PropertyUpdate } from '../db/types.js';
import { enqueuePropertyPublished } from '../domain/listing-events.js';
import { SearchRepository } from './search.repository.js';

export interface PublishedFilter {
  listingType?: ListingType | undefined;
  /** One host's published listings (the public host profile). */
  hostId?: string | undefined;
}

export interface ListPublishedQuery extends PublishedFilter {
  after?: TimestampIdPosition | undefined;
  limit: number;
}

export interface ListedRow {
  row: PropertyRow;
  /** created_at in Postgres' own precision, for the next cursor. */
  cursorCreatedAt: string;
}

/** A host has far fewer listings than this; the cap keeps one answer bounded. */
const MY_LISTINGS_MAX = 500;

export class PropertyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Newest first, keyset on (created_at, id); fetches `limit + 1` so the caller knows if more exist. */
  async listPublished(query: ListPublishedQuery): Promise<ListedRow[]> {
    let q = this.db
      .selectFrom('properties')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_created_at'))
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      // A suspended host's listings are off the market while it lasts (decision 0048).
      .where('host_suspended', '=', false)
      // So are listings an admin unlisted, until an admin relists them (decision 0049).
      .where('admin_unlisted_at', 'is', null);
    if (query.listingType) q = q.where('listing_type', '=', query.listingType);
    if (query.hostId) q = q.where('host_id', '=', query.hostId);
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

  async countPublished(filter: PublishedFilter = {}): Promise<number> {
    let q = this.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      // A suspended host's listings are off the market while it lasts (decision 0048).
      .where('host_suspended', '=', false)
      // So are listings an admin unlisted, until an admin relists them (decision 0049).
      .where('admin_unlisted_at', 'is', null);
    if (filter.listingType) q = q.where('listing_type', '=', filter.listingType);
    if (filter.hostId) q = q.where('host_id', '=', filter.hostId);
    const { n } = await q.executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * Ids, hosts and last changes of published listings in id order after `after`, `limit` of
   * them: the sitemap's keyset pages (the primary key's index, nothing else read).
   */
  async listPublishedRefs(
    after: string | undefined,
    limit: number,
  ): Promise<{ id: string; host_id: string; updated_at: Date }[]> {
    let q = this.db
      .selectFrom('properties')
      .select(['id', 'host_id', 'updated_at'])
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      // A suspended host's listings are off the market while it lasts (decision 0048).
      .where('host_suspended', '=', false)
      // So are listings an admin unlisted, until an admin relists them (decision 0049).
      .where('admin_unlisted_at', 'is', null);
    if (after) q = q.where('id', '>', after);
    return q.orderBy('id', 'asc').limit(limit).execute();
  }

  /** Deleted rows included: callers decide what a deleted listing answers. */
  async findById(id: string): Promise<PropertyRow | undefined> {
    return this.db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Locks the row for the rest of the transaction: concurrent saves of one listing queue up. */
  async findForUpdate(id: string): Promise<PropertyRow | undefined> {
    return this.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Records that the request `token` is asking booking to change the listing's market, unless
   * another request's claim younger than `leaseMs` stands. True when taken. Call under the row's
   * lock (`findForUpdate`), after checking the actor may manage it.
   */
  async claimMarketChange(id: string, token: string, leaseMs: number): Promise<boolean> {
    const taken = await this.db
      .updateTable('properties')
      .set({ market_change_token: token, market_change_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('market_change_token', 'is', null),
          eb('market_change_at', '<', sql<Date>`now() - make_interval(secs => ${leaseMs / 1000})`),
        ]),
      )
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n;
  }

  /** Drops the claim `token` took, if it still stands (a lapsed one may have been taken over). */
  async releaseMarketChange(id: string, token: string): Promise<void> {
    await this.db
      .updateTable('properties')
      .set({ market_change_token: null, market_change_at: null })
      .where('id', '=', id)
      .where('market_change_token', '=', token)
      .execute();
  }

  /** Inserts an empty draft unless the id exists; returns the new row, or undefined if taken. */
  async insertDraft(
    id: string,
    hostId: string,
    listingType: ListingType | null,
  ): Promise<PropertyRow | undefined> {
    return this.db
      .insertInto('properties')
      .values({ id, host_id: hostId, listing_type: listingType, status: 'draft' })
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async update(id: string, set: PropertyUpdate): Promise<PropertyRow> {
    return this.db
      .updateTable('properties')
      .set({ ...set, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The host's listings in every status but deleted, the most recently changed first. */
  async listByHost(hostId: string): Promise<PropertyRow[]> {
    return this.db
      .selectFrom('properties')
      .selectAll()
      .where('host_id', '=', hostId)
      .where('deleted_at', 'is', null)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MY_LISTINGS_MAX)
      .execute();
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
        .returningAll()
        .execute();
      const created = new Map(inserted.map((r) => [r.id, r]));
      // Request order, not RETURNING order: the events go out in the order the caller gave.
      for (const { id } of rows) {
        const row = created.get(id);
        if (row?.status === 'published') await enqueuePropertyPublished(trx, row, 'import');
      }
      // One refresh for the whole batch: the demo seed imports thousands at a time.
      await new SearchRepository(trx).refreshDocuments([...created.keys()]);
      return new Set(created.keys());
    });
  }
}
