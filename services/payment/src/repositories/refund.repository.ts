import type { Insertable, Kysely, Selectable } from 'kysely';
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

  lock(id: string): Promise<RefundRow | undefined> {
    return this.db
      .selectFrom('refunds')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async markSucceeded(id: string, providerRefundId: string): Promise<void> {
    await this.db
      .updateTable('refunds')
      .set({ status: 'succeeded', provider_refund_id: providerRefundId })
      .where('id', '=', id)
      .execute();
  }
}
