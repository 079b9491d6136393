import {
  AppError,
  type ListingPhotoRpc,
  type RpcParsedRequestOf,
  type RpcResponseOf,
} from '@arrendo/contracts';
import type { RpcCall } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/types.js';
import { PhotoRepository } from '../../../repositories/photo.repository.js';
import { assertCanEditPhotos, assertKeepsPublishMinimum, photosReply } from './access.js';
import { enqueueChangedIfPublished } from './changed-event.js';

type Request = RpcParsedRequestOf<typeof ListingPhotoRpc.remove>;
type Reply = RpcResponseOf<typeof ListingPhotoRpc.remove>;

/** `rpc.listing.photo.remove`: answers the storage keys, which the BFF deletes afterwards. */
export function removePhotoHandler() {
  return async (req: Request, call: RpcCall, trx: Transaction<DB>): Promise<Reply> => {
    const repo = new PhotoRepository(trx);
    const listing = await repo.lockLive(req.propertyId);
    assertCanEditPhotos(listing, call.actor);
    const removed = listing.photos.find((p) => p.id === req.photoId);
    if (!removed) throw new AppError('NOT_FOUND', 'Photo not found on this listing');
    const remaining = listing.photos.filter((p) => p.id !== req.photoId);
    assertKeepsPublishMinimum(listing, remaining.length);
    const row = await repo.savePhotos(listing.id, remaining);
    await enqueueChangedIfPublished(trx, row);
    return { ...photosReply(row.photos), removedKeys: removed.keys };
  };
}
