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
import { assertCanEditPhotos, assertRoomForAnother, photosReply } from './access.js';
import { enqueueChangedIfPublished } from './changed-event.js';

type Request = RpcParsedRequestOf<typeof ListingPhotoRpc.attach>;
type Reply = RpcResponseOf<typeof ListingPhotoRpc.attach>;

/** `rpc.listing.photo.attach`: appends a stored photo (the new one goes last). */
export function attachPhotoHandler() {
  return async (req: Request, call: RpcCall, trx: Transaction<DB>): Promise<Reply> => {
    const repo = new PhotoRepository(trx);
    const listing = await repo.lockLive(req.propertyId);
    assertCanEditPhotos(listing, call.actor);
    assertRoomForAnother(listing);
    // Keys are where the files are: only this listing's own folder, so a caller cannot attach
    // (and later have deleted) another listing's files.
    const prefix = `listings/${listing.id}/`;
    if (!req.photo.keys.every((key) => key.startsWith(prefix) && !key.includes('..'))) {
      throw new AppError('VALIDATION', 'Photo keys must be under this listing', {
        fields: [{ path: 'photo.keys', message: `Must start with ${prefix}` }],
      });
    }
    if (listing.photos.some((p) => p.id === req.photo.id)) {
      throw new AppError('CONFLICT', 'This photo is already attached');
    }
    const row = await repo.savePhotos(listing.id, [...listing.photos, req.photo]);
    await enqueueChangedIfPublished(trx, row);
    return photosReply(row.photos);
  };
}
