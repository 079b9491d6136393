import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** What `forget` changed, for the log line. */
export interface ForgottenCounts {
  conversations: number;
  messages: number;
  photos: number;
  quickReplies: number;
  reports: number;
  liveEvents: number;
}

const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }): number =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n);

/**
 * Everything this service keeps of one person, across its tables: what a deleted account leaves
 * behind (and, read-only, what their export holds). The other repositories each own a table for
 * the everyday paths; this one answers for a user as a whole, as the listing service's does.
 */
export class UserDataRepository {
  /** A transaction for `forget`; any handle for the reads. */
  constructor(private readonly trx: Kysely<DB>) {}

  /** The conversations they take part in, oldest first, with their side and the other's name. */
  conversationsOf(userId: string) {
    return this.trx
      .selectFrom('conversations')
      .select([
        'id',
        'listing_id',
        'listing_title',
        'guest_id',
        'host_id',
        'guest_first_name',
        'host_first_name',
        'created_at',
      ])
      .where((eb) => eb.or([eb('guest_id', '=', userId), eb('host_id', '=', userId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Every message they sent, oldest first, as written. */
  messagesSentBy(userId: string) {
    return this.trx
      .selectFrom('messages')
      .select(['id', 'conversation_id', 'client_id', 'body', 'created_at', 'read_at', 'removed_at'])
      .where('sender_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  quickRepliesOf(userId: string) {
    return this.trx
      .selectFrom('quick_replies')
      .select(['id', 'title', 'body', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  reportsBy(userId: string) {
    return this.trx
      .selectFrom('message_reports')
      .select(['id', 'message_id', 'reason', 'details', 'created_at'])
      .where('reporter_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * A deleted account (Ley 21.719): what was only theirs goes (quick replies, reports they made,
   * their live events, every photo they uploaded); conversations stay for the other person, but
   * with the deleted person's name and photo blanked (as identity's anonymised profile: an empty
   * first name, no avatar) and the text of every message they sent emptied. Idempotent: a second
   * run finds nothing left to change.
   */
  async forget(userId: string): Promise<ForgottenCounts> {
    const asGuest = await this.trx
      .updateTable('conversations')
      .set({ guest_first_name: '', guest_avatar_url: null })
      .where('guest_id', '=', userId)
      .where((eb) =>
        eb.or([eb('guest_first_name', '<>', ''), eb('guest_avatar_url', 'is not', null)]),
      )
      .executeTakeFirst();
    const asHost = await this.trx
      .updateTable('conversations')
      .set({ host_first_name: '', host_avatar_url: null })
      .where('host_id', '=', userId)
      .where((eb) =>
        eb.or([eb('host_first_name', '<>', ''), eb('host_avatar_url', 'is not', null)]),
      )
      .executeTakeFirst();
    const messages = await this.trx
      .updateTable('messages')
      .set({ body: '' })
      .where('sender_id', '=', userId)
      .where('body', '<>', '')
      .executeTakeFirst();
    const photos = await this.trx
      .deleteFrom('message_photos')
      .where('uploader_id', '=', userId)
      .executeTakeFirst();
    const quickReplies = await this.trx
      .deleteFrom('quick_replies')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const reports = await this.trx
      .deleteFrom('message_reports')
      .where('reporter_id', '=', userId)
      .executeTakeFirst();
    // Their own stream's events, and the copies of their messages in the other person's stream
    // (a replay would otherwise hand the text out again until the rows are pruned).
    const liveEvents = await this.trx
      .deleteFrom('live_events')
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          eb(sql<string>`payload -> 'message' ->> 'senderId'`, '=', userId),
        ]),
      )
      .executeTakeFirst();
    return {
      conversations: count(asGuest) + count(asHost),
      messages: count(messages),
      photos: count(photos),
      quickReplies: count(quickReplies),
      reports: count(reports),
      liveEvents: count(liveEvents),
    };
  }
}
