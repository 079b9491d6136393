import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** The push jobs a push service accepted (`push_deliveries`): a retried job sends nothing twice. */
export class PushDeliveryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async delivered(jobId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('push_deliveries')
      .select('job_id')
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async record(jobId: string, subscriptionId: string): Promise<void> {
    await this.db
      .insertInto('push_deliveries')
      .values({ job_id: jobId, subscription_id: subscriptionId })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  }

  /** A deleted account keeps no trace of its devices here either. */
  async deleteForSubscriptions(subscriptionIds: readonly string[]): Promise<void> {
    if (subscriptionIds.length === 0) return;
    await this.db
      .deleteFrom('push_deliveries')
      .where('subscription_id', 'in', subscriptionIds)
      .execute();
  }
}
