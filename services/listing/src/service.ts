import { ListingRpc } from '@arrendo/contracts';
import { registerRpcHandlers, subscribeEvents, type ServiceContext } from '@arrendo/kit';
import { pruneVisitorSaltsTask } from './app/activity.js';
import { listingDeps } from './app/deps.js';
import { ListingConsumedEvents } from './consumed-events.js';
import type { DB } from './db/types.js';
import type { ListingEnv } from './env.js';
import { onReviewPublished } from './handlers/events/review-published.js';
import { onUserDeleted } from './handlers/events/user-deleted.js';
import { onUserReactivated, onUserSuspended } from './handlers/events/host-suspension.js';
import { hostActivityHandler, recordViewHandler } from './handlers/rpc/activity.js';
import { adminStatsHandler } from './handlers/rpc/admin-stats.js';
import {
  adminGetHandler,
  adminRelistHandler,
  adminSearchHandler,
  adminUnlistHandler,
} from './handlers/rpc/admin-listings.js';
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
import { registerPhotoHandlers } from './photo-handlers.js';
import { registerSearch, searchEventHandlers } from './search/register.js';

export function registerHandlers(ctx: ServiceContext<DB, ListingEnv>): void {
  const deps = listingDeps(ctx);
  const searchHandler = registerSearch(ctx);

  registerRpcHandlers(ctx, ListingRpc, {
    listProperties: listPropertiesHandler(deps),
    getProperty: getPropertyHandler(deps),
    getArrival: getArrivalHandler(deps),
    listPublished: listPublishedHandler(deps),
    importProperties: importPropertiesHandler(deps),
    search: searchHandler,

    createListing,
    getListing: getListing(deps),
    updateListing,
    publishListing: publishListing(deps),
    unpublishListing: unpublishListing(deps),
    deleteListing: deleteListing(deps),
    listMyListings: listMyListings(deps),

    listWishlists: listWishlists(deps),
    getWishlist: getWishlist(deps),
    createWishlist,
    renameWishlist,
    deleteWishlist,
    addToWishlist,
    removeFromWishlist,
    unsave,
    saved: saved(deps),

    recordView: recordViewHandler(deps),
    hostActivity: hostActivityHandler(deps),
    adminStats: adminStatsHandler(deps),
    adminSearch: adminSearchHandler(deps),
    adminGet: adminGetHandler(deps),
    adminUnlist: adminUnlistHandler,
    adminRelist: adminRelistHandler,

    exportUser: exportUserHandler(deps),
  });
  registerPhotoHandlers(ctx, deps);
  ctx.schedule(pruneVisitorSaltsTask(ctx.db));
  subscribeEvents(ctx, ListingConsumedEvents, {
    ...searchEventHandlers,
    userDeleted: onUserDeleted,
    userSuspended: onUserSuspended,
    userReactivated: onUserReactivated,
    reviewPublished: onReviewPublished,
  });
}
