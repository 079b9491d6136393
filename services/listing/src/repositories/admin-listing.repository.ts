import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type { AdminListingState, ListingType } from '@arrendo/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, PropertyRow } from '../db/types.js';
import type { ListedRow } from './property.repository.js';

export interface AdminListingQuery {
  q?: string | undefined;
  state?: AdminListingState | undefined;
  listingType?: ListingType | undefined;
  hostId?: string | undefined;
  after?: TimestampIdPosition | undefined;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%`, `_` and the escape itself, taken literally by ILIKE (whose escape is `\`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin's reads and writes of listings (decision 0049): the only place with their SQL. */
export class AdminListingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Every listing but deleted ones, newest first, keyset on (created_at, id); fetches
   * `limit + 1` so the caller knows whether more exist. An admin's list is small next to search:
   * a substring match on title and city is enough, and an exact id finds that one listing.
   */
  async search(query: AdminListingQuery): Promise<ListedRow[]> {
    let q = this.db
      .selectFrom('properties')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_created_at'))
      .where('deleted_at', 'is', null);
    const text = query.q?.trim();
    if (text) {
      if (UUID.test(text)) q = q.where('id', '=', text.toLowerCase());
      else {
        const pattern = `%${likeLiteral(text)}%`;
        q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('city', 'ilike', pattern)]));
      }
    }
    if (query.state === 'unlisted_by_admin') q = q.where('admin_unlisted_at', 'is not', null);
    else if (query.state) {
      q = q.where('status', '=', query.state).where('admin_unlisted_at', 'is', null);
    }
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

  /** Sets the admin's unlisting (call under the row's lock, when none stands). */
  async unlist(
    trx: Transaction<DB>,
    id: string,
    reason: string,
    adminId: string,
  ): Promise<PropertyRow> {
    return trx
      .updateTable('properties')
      .set({
        admin_unlisted_at: sql<Date>`now()`,
        admin_unlist_reason: reason,
        admin_unlisted_by: adminId,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Clears it: the host's own state applies again. */
  async relist(trx: Transaction<DB>, id: string): Promise<PropertyRow> {
    return trx
      .updateTable('properties')
      .set({ admin_unlisted_at: null, admin_unlist_reason: null, admin_unlisted_by: null })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The listing's search row goes now; the trigger refuses new ones while the flag stands. */
  async dropSearchDocument(trx: Transaction<DB>, id: string): Promise<void> {
    await sql`delete from search_documents where id = ${id}`.execute(trx);
  }
}
