import { ListingPhotoRpc } from '@arrendo/contracts';
import { inTransaction, registerRpcHandlers, type ServiceContext } from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { ListingEnv } from './env.js';
import { attachPhotoHandler } from './handlers/rpc/photos/attach.js';
import { preparePhotoHandler } from './handlers/rpc/photos/prepare.js';
import { removePhotoHandler } from './handlers/rpc/photos/remove.js';
import { reorderPhotosHandler } from './handlers/rpc/photos/reorder.js';
import { PhotoRepository } from './repositories/photo.repository.js';

/** The photo subjects; writes lock the listing row in the kit's transaction. */
export function registerPhotoHandlers(ctx: ServiceContext<DB, ListingEnv>): void {
  registerRpcHandlers(ctx, ListingPhotoRpc, {
    prepare: preparePhotoHandler(new PhotoRepository(ctx.db)),
    attach: inTransaction(attachPhotoHandler()),
    reorder: inTransaction(reorderPhotosHandler()),
    remove: inTransaction(removePhotoHandler()),
  });
}
