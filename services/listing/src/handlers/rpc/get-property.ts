import {
  AppError,
  type Actor,
  type ListingRpc,
  type Property,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import { toProperty } from '../../domain/property-mapper.js';
import type { PropertyRepository } from '../../repositories/property.repository.js';

type Request = RpcParsedRequestOf<typeof ListingRpc.getProperty>;

/** `rpc.listing.property.get`: drafts and archived listings exist only for their host and admins. */
export function getPropertyHandler(repo: PropertyRepository) {
  return async (req: Request, call: { actor: Actor }): Promise<Property> => {
    const row = await repo.findById(req.id);
    const visible =
      row !== undefined &&
      (row.status === 'published' ||
        (call.actor.userId !== null && call.actor.userId === row.host_id) ||
        call.actor.roles.includes('admin'));
    // Same answer for "missing" and "not yours": existence of a draft is not leaked.
    if (!row || !visible) throw new AppError('NOT_FOUND', 'Property not found');
    return toProperty(row);
  };
}
