import type { Kysely, Transaction } from 'kysely';
import { AppError, Photo, type StoredPhoto } from '@arrendo/contracts';
import type { DB } from '../db/types.js';

/** The only place that reads or writes `message_photos`. */
export class PhotoRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Records an upload as its uploader's, not yet attached; a repeat of the same id is kept once. */
  async record(uploaderId: string, stored: StoredPhoto): Promise<Photo> {
    const { keys, ...photo } = stored;
    const inserted = await this.db
      .insertInto('message_photos')
      .values({ id: photo.id, uploader_id: uploaderId, photo: JSON.stringify(photo), keys })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await this.db
        .selectFrom('message_photos')
        .select(['uploader_id', 'photo'])
        .where('id', '=', photo.id)
        .executeTakeFirstOrThrow();
      // Photo ids are made by the BFF; another user's id is never answered with their photo.
      if (existing.uploader_id !== uploaderId) {
        throw new AppError('CONFLICT', 'This photo id is already taken.', {
          reason: 'photo_id_taken',
        });
      }
      return Photo.parse(existing.photo);
    }
    return Photo.parse(photo);
  }

  /**
   * Attaches the uploader's own unattached photos to a message, in the order given; the ids that
   * could not be attached (someone else's, already used, unknown).
   */
  async attach(
    trx: Transaction<DB>,
    uploaderId: string,
    messageId: string,
    photoIds: readonly string[],
  ): Promise<string[]> {
    const refused: string[] = [];
    for (const [position, id] of photoIds.entries()) {
      const result = await trx
        .updateTable('message_photos')
        .set({ message_id: messageId, position })
        .where('id', '=', id)
        .where('uploader_id', '=', uploaderId)
        .where('message_id', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) refused.push(id);
    }
    return refused;
  }

  /** Each message's photos, in their order. */
  async forMessages(db: Kysely<DB>, messageIds: readonly string[]): Promise<Map<string, Photo[]>> {
    const byMessage = new Map<string, Photo[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await db
      .selectFrom('message_photos')
      .select(['message_id', 'photo'])
      .where('message_id', 'in', [...messageIds])
      .orderBy('message_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      if (!row.message_id) continue;
      const list = byMessage.get(row.message_id) ?? [];
      list.push(Photo.parse(row.photo));
      byMessage.set(row.message_id, list);
    }
    return byMessage;
  }

  /** A removed message's photos go, as a deleted account's do; how many. */
  async deleteForMessage(trx: Transaction<DB>, messageId: string): Promise<number> {
    const result = await trx
      .deleteFrom('message_photos')
      .where('message_id', '=', messageId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Ids of a message's photos, in order (a retried send is compared by them). */
  async idsOf(trx: Transaction<DB>, messageId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('message_photos')
      .select('id')
      .where('message_id', '=', messageId)
      .orderBy('position')
      .execute();
    return rows.map((r) => r.id);
  }
}
