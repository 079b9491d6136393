import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { PayoutMethod, PayoutStatus } from '@arrendo/contracts';
import type { DB, PayoutLinesTable, PayoutsTable } from '../db/types.js';

export type PayoutLineRow = Selectable<PayoutLinesTable>;
export type PayoutRow = Selectable<PayoutsTable>;
export type PayoutLineWithStatus = PayoutLineRow & { payout_status: PayoutStatus | null };

/** Hosts' payout lines, payouts and bank batches (payment service). */
export class PayoutLedgerRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A line already written under its `ref` is kept as it is (a replay): undefined then. */
  async insertLine(line: Insertable<PayoutLinesTable>): Promise<PayoutLineRow | undefined> {
    return this.db
      .insertInto('payout_lines')
      .values(line)
      .onConflict((oc) => oc.column('ref').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  lineByRef(ref: string): Promise<PayoutLineRow | undefined> {
    return this.db.selectFrom('payout_lines').selectAll().where('ref', '=', ref).executeTakeFirst();
  }

  /** A booking's earning and refund lines (claims are the admin's, apart). */
  bookingLines(bookingId: string): Promise<PayoutLineRow[]> {
    return this.db
      .selectFrom('payout_lines')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where('kind', 'in', ['booking', 'refund'])
      .orderBy('created_at')
      .execute();
  }

  /**
   * Hosts with released lines in no payout that can be paid now: the host has payout details,
   * and a line whose last transfer failed counts only once those details changed after that.
   * Oldest release first, so no host waits behind others' lines that cannot move.
   */
  async hostsDue(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('payout_lines as l')
      .leftJoin('payout_bank_accounts as b', 'b.host_id', 'l.host_id')
      .leftJoin('payout_accounts as s', (join) =>
        join.onRef('s.host_id', '=', 'l.host_id').on('s.payouts_enabled', '=', true),
      )
      .select('l.host_id')
      .where('l.payout_id', 'is', null)
      .where('l.release_at', '<=', now)
      .where((eb) => eb.or([eb('b.host_id', 'is not', null), eb('s.host_id', 'is not', null)]))
      .where(
        sql<boolean>`(l.failed_at IS NULL OR l.failed_at < greatest(b.confirmed_at, s.updated_at))`,
      )
      .groupBy('l.host_id')
      .orderBy(sql`min(l.release_at)`)
      .limit(limit)
      .execute();
    return rows.map((r) => r.host_id);
  }

  /**
   * The host's released lines in no payout, locked; a line whose last transfer failed only once
   * the host's payout details changed after that (`detailsSince`). SKIP LOCKED: a second release
   * running at the same time takes none of them, so no line joins two payouts.
   */
  lockReleased(hostId: string, now: Date, detailsSince: Date): Promise<PayoutLineRow[]> {
    return this.db
      .selectFrom('payout_lines')
      .selectAll()
      .where('host_id', '=', hostId)
      .where('payout_id', 'is', null)
      .where('release_at', '<=', now)
      .where((eb) => eb.or([eb('failed_at', 'is', null), eb('failed_at', '<', detailsSince)]))
      .forUpdate()
      .skipLocked()
      .execute();
  }

  async insertPayout(row: Insertable<PayoutsTable>): Promise<PayoutRow> {
    return this.db.insertInto('payouts').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async attachLines(lineIds: readonly string[], payoutId: string): Promise<void> {
    if (lineIds.length === 0) return;
    await this.db
      .updateTable('payout_lines')
      .set({ payout_id: payoutId })
      .where('id', 'in', lineIds)
      .where('payout_id', 'is', null)
      .execute();
  }

  /** Bank payouts in no batch yet go into a new one; none when there are none. */
  async batchUnbatched(batchId: string, now: Date): Promise<number> {
    const waiting = await this.db
      .selectFrom('payouts')
      .select('id')
      .where('method', '=', 'bank_transfer')
      .where('batch_id', 'is', null)
      .forUpdate()
      .skipLocked()
      .execute();
    if (waiting.length === 0) return 0;
    await this.db.insertInto('payout_batches').values({ id: batchId, created_at: now }).execute();
    await this.db
      .updateTable('payouts')
      .set({ batch_id: batchId })
      .where(
        'id',
        'in',
        waiting.map((w) => w.id),
      )
      .execute();
    return waiting.length;
  }

  scheduledStripe(limit: number): Promise<PayoutRow[]> {
    return this.db
      .selectFrom('payouts')
      .selectAll()
      .where('method', '=', 'stripe')
      .where('status', '=', 'scheduled')
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  payout(id: string): Promise<PayoutRow | undefined> {
    return this.db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockPayout(id: string): Promise<PayoutRow | undefined> {
    return this.db
      .selectFrom('payouts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async decide(
    id: string,
    decision: {
      status: Exclude<PayoutStatus, 'scheduled'>;
      by: string | null;
      reason: string | null;
      providerRef?: string | null;
      at: Date;
    },
  ): Promise<PayoutRow> {
    return this.db
      .updateTable('payouts')
      .set({
        status: decision.status,
        decided_by: decision.by,
        decided_at: decision.at,
        failure_reason: decision.reason,
        ...(decision.providerRef !== undefined ? { provider_ref: decision.providerRef } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A failed payout's lines go back to pending, remembering why. */
  async releaseLines(payoutId: string, reason: string, at: Date): Promise<void> {
    await this.db
      .updateTable('payout_lines')
      .set({ payout_id: null, failure_reason: reason, failed_at: at })
      .where('payout_id', '=', payoutId)
      .execute();
  }

  /** A paid payout's lines forget an earlier failure. */
  async clearFailures(payoutId: string): Promise<void> {
    await this.db
      .updateTable('payout_lines')
      .set({ failure_reason: null, failed_at: null })
      .where('payout_id', '=', payoutId)
      .execute();
  }

  /** Newest first; all of them without `limit` (the data export). */
  hostLines(hostId: string, limit?: number): Promise<PayoutLineWithStatus[]> {
    const query = this.db
      .selectFrom('payout_lines as l')
      .leftJoin('payouts as p', 'p.id', 'l.payout_id')
      .selectAll('l')
      .select('p.status as payout_status')
      .where('l.host_id', '=', hostId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id');
    return (limit === undefined ? query : query.limit(limit)).execute();
  }

  /** The host's sums (numeric as strings): by where each line stands. */
  hostTotals(hostId: string, now: Date) {
    return this.db
      .selectFrom('payout_lines as l')
      .leftJoin('payouts as p', 'p.id', 'l.payout_id')
      .select([
        sql<string>`coalesce(sum(l.amount) FILTER (WHERE l.payout_id IS NULL AND l.release_at > ${now}), 0)`.as(
          'upcoming',
        ),
        sql<string>`coalesce(sum(l.amount) FILTER (WHERE l.payout_id IS NULL AND l.release_at <= ${now}), 0)`.as(
          'ready',
        ),
        sql<string>`coalesce(sum(l.amount) FILTER (WHERE p.status = 'scheduled'), 0)`.as(
          'scheduled',
        ),
        sql<string>`coalesce(sum(l.amount) FILTER (WHERE p.status = 'paid'), 0)`.as('paid'),
      ])
      .where('l.host_id', '=', hostId)
      .executeTakeFirstOrThrow();
  }

  /** A host's payouts, newest first, with how many lines each carried when made. */
  hostPayouts(hostId: string, limit?: number): Promise<PayoutRow[]> {
    const query = this.payoutsQuery()
      .where('p.host_id', '=', hostId)
      .orderBy('p.created_at', 'desc');
    return (limit === undefined ? query : query.limit(limit)).execute();
  }

  batchPayouts(batchId: string): Promise<PayoutRow[]> {
    return this.payoutsQuery()
      .where('p.batch_id', '=', batchId)
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute();
  }

  failedStripe(limit: number): Promise<PayoutRow[]> {
    return this.payoutsQuery()
      .where('p.method', '=', 'stripe')
      .where('p.status', '=', 'failed')
      .orderBy('p.decided_at', 'desc')
      .limit(limit)
      .execute();
  }

  private payoutsQuery() {
    return this.db.selectFrom('payouts as p').selectAll('p');
  }

  batches(limit: number) {
    return this.db
      .selectFrom('payout_batches as b')
      .innerJoin('payouts as p', 'p.batch_id', 'b.id')
      .select([
        'b.id',
        'b.created_at',
        sql<number>`count(*)::int`.as('count'),
        sql<string>`sum(p.amount)`.as('total'),
        sql<number>`count(*) FILTER (WHERE p.status = 'scheduled')::int`.as('scheduled'),
        sql<number>`count(*) FILTER (WHERE p.status = 'paid')::int`.as('paid'),
        sql<number>`count(*) FILTER (WHERE p.status = 'failed')::int`.as('failed'),
      ])
      .groupBy(['b.id', 'b.created_at'])
      .orderBy('b.created_at', 'desc')
      .limit(limit)
      .execute();
  }

  batch(batchId: string) {
    return this.db
      .selectFrom('payout_batches')
      .selectAll()
      .where('id', '=', batchId)
      .executeTakeFirst();
  }

  /** Since when the host's current payout details hold, per method (null: none). */
  async payoutMethod(
    hostId: string,
  ): Promise<{ method: PayoutMethod; since: Date; stripeAccountId: string | null } | null> {
    const stripe = await this.db
      .selectFrom('payout_accounts')
      .select(['stripe_account_id', 'updated_at'])
      .where('host_id', '=', hostId)
      .where('payouts_enabled', '=', true)
      .executeTakeFirst();
    if (stripe) {
      return {
        method: 'stripe',
        since: stripe.updated_at,
        stripeAccountId: stripe.stripe_account_id,
      };
    }
    const bank = await this.db
      .selectFrom('payout_bank_accounts')
      .select('confirmed_at')
      .where('host_id', '=', hostId)
      .executeTakeFirst();
    return bank
      ? { method: 'bank_transfer', since: bank.confirmed_at, stripeAccountId: null }
      : null;
  }
}
