import {
  fieldError,
  type ListingPhotoRpc,
  type RpcParsedRequestOf,
  type RpcResponseOf,
  type StoredPhoto,
} from '@arrendo/contracts';
import type { RpcCall } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/types.js';
import { PhotoRepository } from '../../../repositories/photo.repository.js';
import { assertCanEditPhotos, photosReply } from './access.js';
import { enqueueChangedIfPublished } from './changed-event.js';

type Request = RpcParsedRequestOf<typeof ListingPhotoRpc.reorder>;
type Reply = RpcResponseOf<typeof ListingPhotoRpc.reorder>;

/**
 * `rpc.listing.photo.reorder`: the ids must be exactly the current photos, so a client working
 * from a stale list (another tab added or removed one) is told so instead of losing a photo.
 */
export function reorderPhotosHandler() {
  return async (req: Request, call: RpcCall, trx: Transaction<DB>): Promise<Reply> => {
    const repo = new PhotoRepository(trx);
    const listing = await repo.lockLive(req.propertyId);
    assertCanEditPhotos(listing, call.actor);
    const byId = new Map(listing.photos.map((p) => [p.id, p]));
    const unique = new Set(req.photoIds);
    if (
      unique.size !== req.photoIds.length ||
      req.photoIds.length !== listing.photos.length ||
      !req.photoIds.every((id) => byId.has(id))
    ) {
      throw fieldError(
        'photoIds',
        "The order must list each of the listing's current photos exactly once. Reload the photos and try again.",
      );
    }
    const ordered = req.photoIds.map((id) => byId.get(id)).filter((p): p is StoredPhoto => !!p);
    const row = await repo.savePhotos(listing.id, ordered);
    await enqueueChangedIfPublished(trx, row);
    return photosReply(row.photos);
  };
}
