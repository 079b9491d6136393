import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, RefundsTable } from '../db/types.js';

export type RefundRow = Selectable<RefundsTable>;

/** Refunds asked of a provider, one per idempotency key. */
export class RefundRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The new refund's id; undefined when its key was recorded before (a repeated call). */
  async insert(refund: Insertable<RefundsTable>): Promise<string | undefined> {
    const stored = await this.db
      .insertInto('refunds')
      .values(refund)
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return stored?.id;
  }

  find(id: string): Promise<RefundRow | undefined> {
    return this.db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byKey(idempotencyKey: string): Promise<RefundRow | undefined> {
    return this.db
      .selectFrom('refunds')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  /** What the payment's refunds still waiting on their provider amount to. */
  async pendingAmount(paymentId: string): Promise<number> {
    const row = await this.db
      .selectFrom('refunds')
      .select(sql<number>`coalesce(sum(amount), 0)::int`.as('amount'))
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return row.amount;
  }

  lock(id: string): Promise<RefundRow | undefined> {
    return this.db
      .selectFrom('refunds')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Records the provider's answer to a pending refund. */
  async complete(
    id: string,
    answer: { status: 'succeeded' | 'owed'; providerRefundId: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('refunds')
      .set({ status: answer.status, provider_refund_id: answer.providerRefundId })
      .where('id', '=', id)
      .execute();
  }

  async markSucceeded(id: string, providerRefundId: string): Promise<void> {
    await this.db
      .updateTable('refunds')
      .set({ status: 'succeeded', provider_refund_id: providerRefundId })
      .where('id', '=', id)
      .execute();
  }
}
