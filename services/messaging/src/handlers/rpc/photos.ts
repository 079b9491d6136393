import type { MessagingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { callerId } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { PhotoRepository } from '../../repositories/photo.repository.js';

/** A photo the BFF processed and stored: the caller's, until a message of theirs attaches it. */
export function recordPhotoHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.recordPhoto> {
  const photos = new PhotoRepository(deps.db);
  return async (request, call) => photos.record(callerId(call.actor), request.photo);
}
