import {
  AppError,
  type Actor,
  type ListingArrival,
  type ListingRpc,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import type { ListingDeps } from '../../app/deps.js';
import { PropertyRepository } from '../../repositories/property.repository.js';

type Request = RpcParsedRequestOf<typeof ListingRpc.getArrival>;

/**
 * `rpc.listing.property.arrival`: the street address, exact pin and arrival details, to the system
 * and admins only. The listing does not know who booked it; the booking service does, and asks
 * this once it has checked that the caller is the guest of a confirmed booking (decision 0028).
 * A deleted listing still answers: its row stays only while bookings point at it.
 */
export function getArrivalHandler(deps: ListingDeps) {
  const repo = new PropertyRepository(deps.db);
  return async (req: Request, call: { actor: Actor }): Promise<ListingArrival> => {
    if (!call.actor.roles.includes('admin')) {
      throw call.actor.userId === null
        ? new AppError('UNAUTHENTICATED', 'Sign in to continue')
        : new AppError('FORBIDDEN', 'Only the system or an admin may read exact addresses');
    }
    const row = await repo.findById(req.id);
    if (!row) throw new AppError('NOT_FOUND', 'Property not found');
    return {
      propertyId: row.id,
      location: row.location ?? '',
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      hostInstructions: row.host_instructions,
    };
  };
}
