import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB, PushOutboxRow } from '../db/types.js';

/**
 * Pushes waiting to be queued (`queue.ts`, `relay.ts`), kept like `email_outbox`: handlers add
 * them with their own transaction; the relay claims, queues and removes them through the pool,
 * each a statement of its own, so no transaction stays open while Redis answers.
 */
export class PushOutboxRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A job id already waiting stays as it is: the same push decided twice is one push. */
  async add(jobId: string, data: unknown, traceparent: string | null): Promise<void> {
    await this.db
      .insertInto('push_outbox')
      .values({ job_id: jobId, data: JSON.stringify(data), traceparent })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  }

  /** The oldest `limit` rows no relay holds, now held by the caller for `leaseMs`. */
  async claim(limit: number, leaseMs: number): Promise<PushOutboxRow[]> {
    const { rows } = await sql<PushOutboxRow>`
      update push_outbox set claimed_until = now() + make_interval(secs => ${leaseMs / 1000})
      where job_id in (
        select job_id from push_outbox
        where claimed_until is null or claimed_until < now()
        order by created_at, job_id limit ${limit}
        for update skip locked)
      returning job_id, data, traceparent, created_at, claimed_until`.execute(this.db);
    return rows;
  }

  async remove(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.db.deleteFrom('push_outbox').where('job_id', 'in', jobIds).execute();
  }

  async release(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.db
      .updateTable('push_outbox')
      .set({ claimed_until: null })
      .where('job_id', 'in', jobIds)
      .execute();
  }
}
