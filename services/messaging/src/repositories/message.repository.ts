import { sql, type Kysely, type Transaction } from 'kysely';
import type { TimestampIdPosition } from '@arrendo/kit';
import type { DB } from '../db/types.js';

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  client_id: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
  removed_at: Date | null;
}

const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'sender_id',
  'recipient_id',
  'client_id',
  'body',
  'created_at',
  'read_at',
  'removed_at',
] as const;

export interface NewMessage {
  conversationId: string;
  senderId: string;
  recipientId: string;
  clientId: string;
  body: string;
}

/** The only place that reads or writes `messages`. */
export class MessageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByClientId(
    trx: Transaction<DB>,
    senderId: string,
    clientId: string,
  ): Promise<MessageRow | undefined> {
    return trx
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('sender_id', '=', senderId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** Messages the sender stored in the last minute (the spam limit). */
  async sentInLastMinute(trx: Transaction<DB>, senderId: string): Promise<number> {
    const row = await trx
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sender_id', '=', senderId)
      .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  insert(trx: Transaction<DB>, m: NewMessage): Promise<MessageRow> {
    return trx
      .insertInto('messages')
      .values({
        conversation_id: m.conversationId,
        sender_id: m.senderId,
        recipient_id: m.recipientId,
        client_id: m.clientId,
        body: m.body,
      })
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  /** A page of the thread, newest first, with the sort key of each row for the next cursor. */
  page(conversationId: string, before: TimestampIdPosition | undefined, limit: number) {
    let query = this.db
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .select(
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'cursor_created_at',
        ),
      )
      .where('conversation_id', '=', conversationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (before) {
      query = query.where(
        sql<boolean>`(created_at, id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`,
      );
    }
    return query.execute();
  }

  /** Marks what was sent to `recipientId` in the conversation read; how many were unread. */
  async markRead(
    trx: Transaction<DB>,
    conversationId: string,
    recipientId: string,
    at: Date,
  ): Promise<number> {
    const result = await trx
      .updateTable('messages')
      .set({ read_at: at })
      .where('conversation_id', '=', conversationId)
      .where('recipient_id', '=', recipientId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async unreadTotal(recipientId: string): Promise<number> {
    const row = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('recipient_id', '=', recipientId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The unread messages sent to `recipientId` in the conversation, oldest first. */
  unreadIn(conversationId: string, recipientId: string): Promise<MessageRow[]> {
    return this.db
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('conversation_id', '=', conversationId)
      .where('recipient_id', '=', recipientId)
      .where('read_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Any message, its row locked until the transaction ends (admins only: no participant check). */
  findForUpdate(trx: Transaction<DB>, messageId: string): Promise<MessageRow | undefined> {
    return trx
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('id', '=', messageId)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Takes a message down: its text is blanked as a deleted account's is (the original is not
   * kept: the audit log has who removed it, when and why, never the words), and it is marked
   * removed. Undefined when it already was.
   */
  remove(trx: Transaction<DB>, messageId: string): Promise<MessageRow | undefined> {
    return trx
      .updateTable('messages')
      .set({ body: '', removed_at: sql<Date>`now()` })
      .where('id', '=', messageId)
      .where('removed_at', 'is', null)
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirst();
  }

  /** The message if `userId` takes part in its conversation. */
  findForParticipant(messageId: string, userId: string) {
    return this.db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select('messages.id')
      .where('messages.id', '=', messageId)
      .where((eb) =>
        eb.or([
          eb('conversations.guest_id', '=', userId),
          eb('conversations.host_id', '=', userId),
        ]),
      )
      .executeTakeFirst();
  }
}
