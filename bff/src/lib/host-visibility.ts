import {
  AppError,
  BookingRpc,
  GuestBookingTab,
  HOST_PROFILE_LISTINGS,
  HostBookingTab,
  IdentityRpc,
  LIMITS,
  ListingRpc,
  type Actor,
  type Booking,
  type BookingPage,
  type HostProfileResponse,
  type RpcDefinition,
} from '@arrendo/contracts';
import type { z } from 'zod';

/** A service call made as the asker (`request.call`, or the services client with an actor). */
export type Ask = <D extends RpcDefinition>(
  definition: D,
  data: z.input<D['request']>,
) => Promise<z.output<D['response']>>;

/**
 * The one answer for a profile the asker may not see, the same for an unknown or deleted user:
 * nothing tells a stranger that an id belongs to someone (decision 0026).
 */
export const HOST_NOT_FOUND = 'Host not found';
const notFound = () => new AppError('NOT_FOUND', HOST_NOT_FOUND);

/**
 * How many pages of each of the asker's booking lists are read looking for the other person
 * (100 bookings a page, the most recent first in the closed lists): a bound on what one profile
 * view may cost the booking service.
 */
export const RELATION_PAGES_PER_LIST = 10;

type ListPage = (cursor: string | undefined) => Promise<BookingPage>;

/**
 * True when `userId` appears in one of the asker's own booking lists: as the host of one of
 * their trips (any tab, unpaid holds included), or as the guest of a booking of their listings
 * (requests, confirmed, past, cancelled: what their host lists show). The lists run side by side
 * and stop as soon as one finds them.
 */
async function sharesBooking(ask: Ask, userId: string): Promise<boolean> {
  let found = false;
  const scan = async (page: ListPage, matches: (b: Booking) => boolean): Promise<void> => {
    let cursor: string | undefined;
    for (let n = 0; n < RELATION_PAGES_PER_LIST && !found; n++) {
      const reply = await page(cursor);
      if (reply.items.some(matches)) {
        found = true;
        return;
      }
      if (!reply.nextCursor) return;
      cursor = reply.nextCursor;
    }
  };
  const limit = LIMITS.pageSize.max;
  const at = (cursor: string | undefined) => (cursor ? { cursor } : {});
  await Promise.all([
    ...GuestBookingTab.options.map((tab) =>
      scan(
        (cursor) => ask(BookingRpc.listForGuest, { tab, limit, ...at(cursor) }),
        (b) => b.hostId === userId,
      ),
    ),
    ...HostBookingTab.options.map((tab) =>
      scan(
        (cursor) => ask(BookingRpc.listForHost, { tab, limit, ...at(cursor) }),
        (b) => b.guestId === userId,
      ),
    ),
  ]);
  return found;
}

/**
 * A user's public profile and published listings, if `actor` may see them: anyone, when the user
 * has a published listing; otherwise only the user themself, an admin, or someone who shares a
 * booking with them (decision 0026). Everything else is the NOT_FOUND of an unknown id.
 */
export async function visibleHostProfile(
  ask: Ask,
  actor: Actor,
  userId: string,
): Promise<HostProfileResponse> {
  const [host, listings] = await Promise.all([
    ask(IdentityRpc.getPublicProfile, { userId }).catch((error: unknown) => {
      if (AppError.isAppError(error) && error.code === 'NOT_FOUND') throw notFound();
      throw error;
    }),
    ask(ListingRpc.listProperties, { hostId: userId, limit: HOST_PROFILE_LISTINGS }),
  ]);
  const profile = { host, listings: listings.items, listingCount: listings.total };
  if (listings.total > 0) return profile;
  if (actor.userId === null) throw notFound();
  if (actor.userId === userId || actor.roles.includes('admin')) return profile;
  if (await sharesBooking(ask, userId)) return profile;
  throw notFound();
}
