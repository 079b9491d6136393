import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB, EmailOutboxRow } from '../db/types.js';

/**
 * Emails waiting to be queued (`email/outbox.ts`). Handlers add them with the transaction they
 * were given; the relay claims, queues and removes them through the pool, each a statement of
 * its own, so no transaction stays open while Redis answers.
 */
export class EmailOutboxRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A job id already waiting stays as it is: the same email decided twice is one email. */
  async add(
    job: EmailOutboxRow['job'],
    jobId: string,
    data: unknown,
    traceparent: string | null,
    notBefore: Date | null = null,
  ): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({
        job_id: jobId,
        job,
        data: JSON.stringify(data),
        traceparent,
        not_before: notBefore,
      })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  }

  /**
   * The oldest `limit` rows no relay holds, now held by the caller for `leaseMs`: relays of
   * several replicas take different rows, and the rows of one that died come back after it.
   */
  async claim(limit: number, leaseMs: number): Promise<EmailOutboxRow[]> {
    const { rows } = await sql<EmailOutboxRow>`
      update email_outbox set claimed_until = now() + make_interval(secs => ${leaseMs / 1000})
      where job_id in (
        select job_id from email_outbox
        where claimed_until is null or claimed_until < now()
        order by created_at, job_id limit ${limit}
        for update skip locked)
      returning job_id, job, data, traceparent, created_at, claimed_until, not_before`.execute(
      this.db,
    );
    return rows;
  }

  /** Queued: nothing of the email stays here (the queue and the email log have it). */
  async remove(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.db.deleteFrom('email_outbox').where('job_id', 'in', jobIds).execute();
  }

  /** Not queued (Redis did not answer): free for the next attempt at once. */
  async release(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.db
      .updateTable('email_outbox')
      .set({ claimed_until: null })
      .where('job_id', 'in', jobIds)
      .execute();
  }
}
