import {
  AppError,
  BookingRpc,
  HOST_PROFILE_LISTINGS,
  IdentityRpc,
  ListingRpc,
  type Actor,
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
  if ((await ask(BookingRpc.sharedWith, { userId })).shared) return profile;
  throw notFound();
}
