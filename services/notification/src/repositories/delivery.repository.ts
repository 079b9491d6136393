import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/**
 * The only place that reads or writes `notification_deliveries` and `message_digest_windows`:
 * what the event handlers already decided.
 */
export class DeliveryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Claims one delivery by its key (or waits for a transaction still adding it). True when this
   * call claimed it: a replayed event finds it taken and decides nothing again.
   */
  async claim(dedupeKey: string): Promise<boolean> {
    const row = await this.db
      .insertInto('notification_deliveries')
      .values({ dedupe_key: dedupeKey })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('dedupe_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The digest window a message at `sentAt` belongs to: the open one (its email not due yet), or
   * a new one starting with this message. `opened` says the caller must queue its digest.
   */
  async joinDigestWindow(
    conversationId: string,
    recipientId: string,
    sentAt: Date,
    delayMs: number,
  ): Promise<{ windowStart: Date; sendsAt: Date; opened: boolean }> {
    const current = await this.db
      .selectFrom('message_digest_windows')
      .select(['window_start', 'sends_at'])
      .where('conversation_id', '=', conversationId)
      .where('recipient_id', '=', recipientId)
      .forUpdate()
      .executeTakeFirst();
    if (current && current.sends_at.getTime() > sentAt.getTime()) {
      return { windowStart: current.window_start, sendsAt: current.sends_at, opened: false };
    }
    const sendsAt = new Date(sentAt.getTime() + delayMs);
    await this.db
      .insertInto('message_digest_windows')
      .values({
        conversation_id: conversationId,
        recipient_id: recipientId,
        window_start: sentAt,
        sends_at: sendsAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['conversation_id', 'recipient_id'])
          .doUpdateSet({ window_start: sentAt, sends_at: sendsAt }),
      )
      .execute();
    return { windowStart: sentAt, sendsAt, opened: true };
  }
}
