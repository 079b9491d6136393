import {
  AppError,
  type Actor,
  type ListingRpc,
  type Property,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import { canManage } from '../../domain/ownership.js';
import { problemsOf, toProperty } from '../../domain/property-mapper.js';
import type { ListingDeps } from '../../app/deps.js';
import { PropertyRepository } from '../../repositories/property.repository.js';

type Request = RpcParsedRequestOf<typeof ListingRpc.getProperty>;

/**
 * `rpc.listing.property.get`: published listings to anyone; unlisted ones and complete drafts
 * (the host's preview) to their host and admins; incomplete drafts and deleted listings to nobody;
 * a suspended host's, and those an admin unlisted (decision 0049), to admins only.
 */
export function getPropertyHandler(deps: ListingDeps) {
  const repo = new PropertyRepository(deps.db);
  return async (req: Request, call: { actor: Actor }): Promise<Property> => {
    const row = await repo.findById(req.id);
    const privileged = row !== undefined && canManage(row.host_id, call.actor);
    // A suspended host's listings (decision 0048) are unavailable to everyone but admins, so
    // booking's hold, asked as the guest, is refused as for any listing off the market.
    const visible =
      row !== undefined &&
      row.deleted_at === null &&
      ((!row.host_suspended && !row.admin_unlisted_at) || call.actor.roles.includes('admin')) &&
      (row.status === 'published' ||
        (privileged && (row.status === 'unlisted' || problemsOf(row).length === 0)));
    // Same answer for "missing" and "not yours": existence of a draft is not leaked.
    if (!row || !visible) throw new AppError('NOT_FOUND', 'Property not found');
    return toProperty(row);
  };
}
