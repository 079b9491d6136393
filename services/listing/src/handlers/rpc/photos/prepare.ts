import { randomUUID } from 'node:crypto';
import type { ListingPhotoRpc, RpcParsedRequestOf, RpcResponseOf } from '@arrendo/contracts';
import type { RpcCall } from '@arrendo/kit';
import type { ListingDeps } from '../../../app/deps.js';
import { PhotoRepository } from '../../../repositories/photo.repository.js';
import { assertCanEditPhotos, assertRoomForAnother } from './access.js';

type Request = RpcParsedRequestOf<typeof ListingPhotoRpc.prepare>;
type Reply = RpcResponseOf<typeof ListingPhotoRpc.prepare>;

/**
 * `rpc.listing.photo.prepare`: asked before the BFF spends CPU and storage on an upload. It
 * reserves nothing: `attach` checks again under a lock.
 */
export function preparePhotoHandler(deps: ListingDeps) {
  const repo = new PhotoRepository(deps.db);
  return async (req: Request, call: RpcCall): Promise<Reply> => {
    const listing = await repo.findLive(req.propertyId);
    assertCanEditPhotos(listing, call.actor);
    assertRoomForAnother(listing);
    const photoId = randomUUID();
    return { photoId, keyPrefix: `listings/${listing.id}/${photoId}` };
  };
}
