import { ListingPhotoRpc } from '@arrendo/contracts';
import { inTransaction, registerRpcHandlers, type ServiceContext } from '@arrendo/kit';
import { listingDeps, type ListingDeps } from './app/deps.js';
import type { DB } from './db/types.js';
import type { ListingEnv } from './env.js';
import { attachPhotoHandler } from './handlers/rpc/photos/attach.js';
import { preparePhotoHandler } from './handlers/rpc/photos/prepare.js';
import { removePhotoHandler } from './handlers/rpc/photos/remove.js';
import { reorderPhotosHandler } from './handlers/rpc/photos/reorder.js';

/**
 * The photo subjects; writes lock the listing row in the kit's transaction. Tests serve these
 * alone, so the deps default to the service's own.
 */
export function registerPhotoHandlers(
  ctx: ServiceContext<DB, ListingEnv>,
  deps: ListingDeps = listingDeps(ctx),
): void {
  registerRpcHandlers(ctx, ListingPhotoRpc, {
    prepare: preparePhotoHandler(deps),
    attach: inTransaction(attachPhotoHandler()),
    reorder: inTransaction(reorderPhotosHandler()),
    remove: inTransaction(removePhotoHandler()),
  });
}
