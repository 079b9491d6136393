import { AppError, Photo, type StoredPhoto } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** How long an upload waits to be attached (as message photos: a draft left overnight is gone). */
const ATTACH_WITHIN_MS = 24 * 60 * 60 * 1000;

/** A claim's photos: its own, and each message's, in their order. */
export interface ClaimPhotos {
  claim: Photo[];
  byMessage: Map<string, Photo[]>;
}

/** The only place that reads or writes `claim_photos`. */
export class ClaimPhotoRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Records an upload as its uploader's, not yet attached; the same id again is kept once. */
  async record(uploaderId: string, stored: StoredPhoto): Promise<Photo> {
    const { keys, ...photo } = stored;
    const inserted = await this.db
      .insertInto('claim_photos')
      .values({ id: photo.id, uploader_id: uploaderId, photo: JSON.stringify(photo), keys })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return Photo.parse(photo);
    const existing = await this.db
      .selectFrom('claim_photos')
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

  /**
   * Attaches the uploader's own fresh, unattached photos to a claim (or one of its messages) in
   * the order given; the ids that could not be (someone else's, used, unknown, too old).
   */
  async attach(
    uploaderId: string,
    target: { claimId: string; messageId: string | null },
    photoIds: readonly string[],
    now: Date,
  ): Promise<string[]> {
    const refused: string[] = [];
    const since = new Date(now.getTime() - ATTACH_WITHIN_MS);
    for (const [position, id] of photoIds.entries()) {
      const result = await this.db
        .updateTable('claim_photos')
        .set({ claim_id: target.claimId, message_id: target.messageId, position })
        .where('id', '=', id)
        .where('uploader_id', '=', uploaderId)
        .where('claim_id', 'is', null)
        .where('created_at', '>', since)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) refused.push(id);
    }
    return refused;
  }

  async ofClaim(claimId: string): Promise<ClaimPhotos> {
    const rows = await this.db
      .selectFrom('claim_photos')
      .select(['message_id', 'photo'])
      .where('claim_id', '=', claimId)
      .orderBy('message_id')
      .orderBy('position')
      .execute();
    const photos: ClaimPhotos = { claim: [], byMessage: new Map() };
    for (const row of rows) {
      const photo = Photo.parse(row.photo);
      if (!row.message_id) {
        photos.claim.push(photo);
        continue;
      }
      const list = photos.byMessage.get(row.message_id) ?? [];
      list.push(photo);
      photos.byMessage.set(row.message_id, list);
    }
    return photos;
  }

  /** Every photo of these claims (the claims' own only), for lists. */
  async ofClaims(claimIds: readonly string[]): Promise<Map<string, Photo[]>> {
    const byClaim = new Map<string, Photo[]>();
    if (claimIds.length === 0) return byClaim;
    const rows = await this.db
      .selectFrom('claim_photos')
      .select(['claim_id', 'photo'])
      .where('claim_id', 'in', [...claimIds])
      .where('message_id', 'is', null)
      .orderBy('claim_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      if (!row.claim_id) continue;
      const list = byClaim.get(row.claim_id) ?? [];
      list.push(Photo.parse(row.photo));
      byClaim.set(row.claim_id, list);
    }
    return byClaim;
  }
}
