import { RESPONSE_RATE_HOURS, type BookingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { requireSignedIn } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import { HostPerformanceRepository } from '../../repositories/host-performance.repository.js';

/**
 * The caller's requests as a host over the span: rows whose `host_id` is the caller, whatever
 * their roles (an admin's page is their own, as the dashboard). Another host's `propertyId`
 * finds no rows, so it answers nothing rather than confirming that the listing exists; the
 * listing service, which knows who owns what, refuses it outright.
 *
 * The response rate measures answers to booking requests only: guests cannot message hosts yet,
 * so there are no inquiries to answer. When messaging comes, its first replies belong here too.
 */
export function hostPerformanceHandler(
  deps: BookingDeps,
): RpcHandler<typeof BookingRpc.hostPerformance> {
  return async ({ from, to, propertyId }, call) => {
    requireSignedIn(call.actor);
    const hostId = call.actor.userId;
    if (!hostId) return { listings: [], days: [] };
    const repo = new HostPerformanceRepository(deps.db, RESPONSE_RATE_HOURS);
    const now = deps.now();
    const [listings, days] = await Promise.all([
      repo.byListing(hostId, { from, to }, now),
      repo.byDay(hostId, { from, to }, now, propertyId),
    ]);
    return { listings, days };
  };
}
