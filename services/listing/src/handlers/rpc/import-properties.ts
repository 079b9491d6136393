import {
  AppError,
  type Actor,
  type ImportPropertiesReply,
  type ListingRpc,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import { toNewPropertyRow } from '../../domain/property-mapper.js';
import type { ListingDeps } from '../../app/deps.js';
import { PropertyRepository } from '../../repositories/property.repository.js';

type Request = RpcParsedRequestOf<typeof ListingRpc.importProperties>;

/**
 * `rpc.listing.property.import`: creates whole listings under the caller's ids, for the system
 * (the demo seed) and admins only. Every imported listing is published at its `createdAt`;
 * hosts start drafts through `rpc.listing.listing.create` instead.
 */
export function importPropertiesHandler(deps: ListingDeps) {
  const repo = new PropertyRepository(deps.db);
  return async (req: Request, call: { actor: Actor }): Promise<ImportPropertiesReply> => {
    // The BFF exposes no route to this subject; the role check still holds if one is added.
    if (!call.actor.roles.includes('admin')) {
      throw call.actor.userId === null
        ? new AppError('UNAUTHENTICATED', 'Sign in to continue')
        : new AppError('FORBIDDEN', 'Only the system or an admin may import listings');
    }
    const created = await repo.insertNew(req.properties.map(toNewPropertyRow));
    const ids = req.properties.map((p) => p.id);
    return {
      created: ids.filter((id) => created.has(id)),
      skipped: ids.filter((id) => !created.has(id)),
    };
  };
}
