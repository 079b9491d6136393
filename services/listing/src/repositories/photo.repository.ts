import type { StoredPhoto } from '@arrendo/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB, PropertyRow } from '../db/types.js';

/** What the photo rules need of a listing; deleted listings are never returned. */
export type PhotoListing = Pick<PropertyRow, 'id' | 'host_id' | 'status' | 'photos'>;

export class PhotoRepository {
  constructor(private readonly db: Kysely<DB> | Transaction<DB>) {}

  async findLive(id: string): Promise<PhotoListing | undefined> {
    return this.db
      .selectFrom('properties')
      .select(['id', 'host_id', 'status', 'photos'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * The same, with the row locked until the transaction ends: concurrent uploads to one listing
   * are appended one after the other, so neither the limit nor an earlier photo is lost.
   */
  async lockLive(id: string): Promise<PhotoListing | undefined> {
    return this.db
      .selectFrom('properties')
      .select(['id', 'host_id', 'status', 'photos'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Replaces the photo list; returns the whole row (a published listing's change event needs it). */
  async savePhotos(id: string, photos: StoredPhoto[]): Promise<PropertyRow> {
    return this.db
      .updateTable('properties')
      .set({ photos: JSON.stringify(photos), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
