import { ListingRpc } from '@arrendo/contracts';
import { registerRpcHandlers, subscribeEvents, type ServiceContext } from '@arrendo/kit';
import { ListingConsumedEvents } from './consumed-events.js';
import type { DB } from './db/types.js';
import type { ListingEnv } from './env.js';
import { onUserDeleted } from './handlers/events/user-deleted.js';
import { exportUserHandler } from './handlers/rpc/export-user.js';
import { getArrivalHandler } from './handlers/rpc/get-arrival.js';
import { getPropertyHandler } from './handlers/rpc/get-property.js';
import {
  createListing,
  deleteListing,
  getListing,
  listMyListings,
  publishListing,
  unpublishListing,
  updateListing,
} from './handlers/rpc/host-listings.js';
import { importPropertiesHandler } from './handlers/rpc/import-properties.js';
import { listPropertiesHandler } from './handlers/rpc/list-properties.js';
import { listPublishedHandler } from './handlers/rpc/list-published.js';
import {
  addToWishlist,
  createWishlist,
  deleteWishlist,
  getWishlist,
  listWishlists,
  removeFromWishlist,
  renameWishlist,
  saved,
  unsave,
} from './handlers/rpc/wishlists.js';
import { PropertyRepository } from './repositories/property.repository.js';
import { registerPhotoHandlers } from './photo-handlers.js';
import { registerSearch, searchEventHandlers } from './search/register.js';

export function registerHandlers(ctx: ServiceContext<DB, ListingEnv>): void {
  const repo = new PropertyRepository(ctx.db);
  const searchHandler = registerSearch(ctx);

  registerRpcHandlers(ctx, ListingRpc, {
    listProperties: listPropertiesHandler(repo),
    getProperty: getPropertyHandler(repo),
    getArrival: getArrivalHandler(repo),
    listPublished: listPublishedHandler(repo),
    importProperties: importPropertiesHandler(repo),
    search: searchHandler,

    createListing,
    getListing: getListing(repo),
    updateListing,
    publishListing: publishListing(ctx.client),
    unpublishListing: unpublishListing(ctx.client),
    deleteListing: deleteListing(ctx.client),
    listMyListings: listMyListings(repo),

    listWishlists: listWishlists(ctx.db),
    getWishlist: getWishlist(ctx.db),
    createWishlist,
    renameWishlist,
    deleteWishlist,
    addToWishlist,
    removeFromWishlist,
    unsave,
    saved: saved(ctx.db),

    exportUser: exportUserHandler(ctx.db),
  });
  registerPhotoHandlers(ctx);
  subscribeEvents(ctx, ListingConsumedEvents, {
    ...searchEventHandlers,
    userDeleted: onUserDeleted,
  });
}
