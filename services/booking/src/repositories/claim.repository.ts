import {
  CLAIM_WINDOW_DAYS,
  type ClaimAudience,
  type ClaimAuthorRole,
  type ClaimStatus,
} from '@arrendo/contracts';
import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClaimMessagesTable, ClaimsTable } from '../db/claim-types.js';
import type { DB } from '../db/types.js';

export type ClaimRow = Selectable<ClaimsTable>;
export type ListedClaimRow = ClaimRow & { cursor_at: string };
export type ClaimMessageRow = Selectable<ClaimMessagesTable>;

export interface NewClaim {
  id: string;
  bookingId: string;
  propertyId: string;
  hostId: string;
  guestId: string;
  listingTitle: string;
  amount: number;
  description: string;
  clientKey: string;
  stayEndedAt: Date;
  windowClosesAt: Date;
  at: Date;
}

export interface NewClaimMessage {
  id: string;
  claimId: string;
  authorId: string;
  authorRole: ClaimAuthorRole;
  audience: ClaimAudience;
  body: string;
  clientId: string;
  at: Date;
}

export interface ClaimDecision {
  status: Exclude<ClaimStatus, 'open'>;
  approvedClp: number | null;
  note: string | null;
  by: string | null;
  at: Date;
}

/** The only place that writes claim and claim-message SQL. Pass a transaction to act inside it. */
export class ClaimRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The last instant a claim may be opened: `CLAIM_WINDOW_DAYS` calendar days after the end, in
   * the listing's zone (Postgres does the zone arithmetic, so a daylight-saving change inside the
   * window moves the close with local time, as a person counts days).
   */
  async windowClosesAt(endsAt: Date, timeZone: string): Promise<Date> {
    const { rows } = await sql<{ closes_at: Date }>`
      SELECT ((${endsAt}::timestamptz AT TIME ZONE ${timeZone})
        + make_interval(days => ${CLAIM_WINDOW_DAYS})) AT TIME ZONE ${timeZone} AS closes_at`.execute(
      this.db,
    );
    const row = rows[0];
    if (!row) throw new Error('claim window query returned nothing');
    return row.closes_at;
  }

  async find(id: string): Promise<ClaimRow | undefined> {
    return this.db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findForUpdate(id: string): Promise<ClaimRow | undefined> {
    return this.db
      .selectFrom('claims')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async findByClientKey(hostId: string, clientKey: string): Promise<ClaimRow | undefined> {
    return this.db
      .selectFrom('claims')
      .selectAll()
      .where('host_id', '=', hostId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
  }

  /** A booking's claims, newest first. */
  async forBooking(bookingId: string): Promise<ClaimRow[]> {
    return this.db
      .selectFrom('claims')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The claims a person is a side of, as host or guest, oldest first (their data export). */
  async ofPerson(userId: string): Promise<ClaimRow[]> {
    return this.db
      .selectFrom('claims')
      .selectAll()
      .where((eb) => eb.or([eb('host_id', '=', userId), eb('guest_id', '=', userId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Undefined when a unique key stopped it (an open claim on the booking, or the client key). */
  async insert(claim: NewClaim): Promise<ClaimRow | undefined> {
    return this.db
      .insertInto('claims')
      .values({
        id: claim.id,
        booking_id: claim.bookingId,
        property_id: claim.propertyId,
        host_id: claim.hostId,
        guest_id: claim.guestId,
        listing_title: claim.listingTitle,
        amount_clp: claim.amount,
        description: claim.description,
        status: 'open',
        client_key: claim.clientKey,
        stay_ended_at: claim.stayEndedAt,
        window_closes_at: claim.windowClosesAt,
        approved_clp: null,
        decision_note: null,
        decided_by: null,
        decided_at: null,
        created_at: claim.at,
        updated_at: claim.at,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Moves an open claim to its decision; undefined when it was no longer open. */
  async decide(id: string, decision: ClaimDecision): Promise<ClaimRow | undefined> {
    return this.db
      .updateTable('claims')
      .set({
        status: decision.status,
        approved_clp: decision.approvedClp,
        decision_note: decision.note,
        decided_by: decision.by,
        decided_at: decision.at,
        updated_at: decision.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.updateTable('claims').set({ updated_at: at }).where('id', '=', id).execute();
  }

  /** Every claim, or those in `status`, newest first, after `after`. */
  async list(
    status: ClaimStatus | undefined,
    after: TimestampIdPosition | undefined,
    limit: number,
  ): Promise<ListedClaimRow[]> {
    let query = this.db
      .selectFrom('claims')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_at'));
    if (status) query = query.where('status', '=', status);
    if (after) {
      query = query.where(
        sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows as ListedClaimRow[];
  }

  async messages(claimId: string): Promise<ClaimMessageRow[]> {
    return this.db
      .selectFrom('claim_messages')
      .selectAll()
      .where('claim_id', '=', claimId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async messageCount(claimId: string): Promise<number> {
    const row = await this.db
      .selectFrom('claim_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('claim_id', '=', claimId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async messageByClient(authorId: string, clientId: string): Promise<ClaimMessageRow | undefined> {
    return this.db
      .selectFrom('claim_messages')
      .selectAll()
      .where('author_id', '=', authorId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** Undefined when the author already sent a message with this client id. */
  async insertMessage(message: NewClaimMessage): Promise<ClaimMessageRow | undefined> {
    return this.db
      .insertInto('claim_messages')
      .values({
        id: message.id,
        claim_id: message.claimId,
        author_id: message.authorId,
        author_role: message.authorRole,
        audience: message.audience,
        body: message.body,
        client_id: message.clientId,
        created_at: message.at,
      })
      .onConflict((oc) => oc.columns(['author_id', 'client_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }
}
