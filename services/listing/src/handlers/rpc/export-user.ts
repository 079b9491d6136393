import type { ListingRpc, ListingUserExport, RpcParsedRequestOf } from '@arrendo/contracts';
import type { RpcCall } from '@arrendo/kit';
import type { ListingDeps } from '../../app/deps.js';
import { requireUserId } from '../../domain/ownership.js';
import { toExportListing, toExportWishlist } from '../../domain/user-export-mapper.js';
import { UserDataRepository } from '../../repositories/user-data.repository.js';

type Request = RpcParsedRequestOf<typeof ListingRpc.exportUser>;

/**
 * `rpc.listing.user.export`: everything this service keeps about the actor (Ley 21.719
 * portability), read in one snapshot so listings, calendars and lists agree with each other.
 * The user is always the actor; the request names nobody.
 */
export function exportUserHandler({ db }: ListingDeps) {
  return async (_req: Request, call: RpcCall): Promise<ListingUserExport> => {
    const userId = requireUserId(call.actor);
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const data = new UserDataRepository(trx);
        const listings = await data.hostedListings(userId);
        const calendars = new Map(
          (await data.calendarsOf(listings.map((l) => l.id))).map((c) => [c.property_id, c]),
        );
        const wishlists = await data.wishlistsOf(userId);
        const items = await data.wishlistItemsOf(userId);
        return {
          userId,
          exportedAt: new Date().toISOString(),
          listings: listings.map((row) => toExportListing(row, calendars.get(row.id))),
          wishlists: wishlists.map((row) => toExportWishlist(row, items)),
        };
      });
  };
}
