import { AppError, type ListingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { recordActivity } from '../../app/activity.js';
import type { ListingDeps } from '../../app/deps.js';
import { LISTING_NOT_FOUND, requireUserId } from '../../domain/ownership.js';
import { visitorOf } from '../../domain/visitor.js';
import { ActivityRepository } from '../../repositories/activity.repository.js';

/**
 * A view of a listing's page, by anyone. Only a listing guests can see is counted (anything else
 * is, to them, not there: NOT_FOUND), never by its own host, and once per visitor and local day.
 */
export function recordViewHandler({ db }: ListingDeps): RpcHandler<typeof ListingRpc.recordView> {
  return async ({ propertyId, visitorKey }, call) => {
    const target = await new ActivityRepository(db).viewTarget(propertyId);
    if (!target?.visible) throw new AppError('NOT_FOUND', 'Property not found');
    if (call.actor.userId === target.host_id) return { counted: false };
    const visitor = visitorOf(call.actor, visitorKey);
    if (visitor === undefined) {
      throw new AppError('VALIDATION', 'An anonymous view needs a visitor key', {
        fields: [{ path: 'visitorKey', message: 'Required for a visitor who is not signed in' }],
      });
    }
    return { counted: await recordActivity(db, target, 'view', visitor) };
  };
}

/**
 * Views and saves of the caller's own listings over the span: every listing they have had on the
 * market with its totals, and the day series of one (`propertyId`, NOT_FOUND unless it is one of
 * theirs) or of all. An admin is answered about their own listings, as on the dashboard.
 */
export function hostActivityHandler({
  db,
}: ListingDeps): RpcHandler<typeof ListingRpc.hostActivity> {
  return async ({ from, to, propertyId }, call) => {
    const hostId = requireUserId(call.actor);
    const repo = new ActivityRepository(db);
    const listings = await repo.hostedListings(hostId);
    if (propertyId !== undefined && !listings.some((l) => l.id === propertyId)) {
      throw new AppError('NOT_FOUND', LISTING_NOT_FOUND);
    }
    const span = { from, to };
    const [totals, days] = await Promise.all([
      repo.totalsByListing(hostId, span),
      repo.byDay(hostId, span, propertyId),
    ]);
    const totalsOf = new Map(totals.map((t) => [t.property_id, t]));
    return {
      listings: listings.map((l) => ({
        id: l.id,
        title: l.title,
        listingType: l.listing_type,
        status: l.status,
        deleted: l.deleted,
        views: totalsOf.get(l.id)?.views ?? 0,
        saves: totalsOf.get(l.id)?.saves ?? 0,
      })),
      days,
    };
  };
}
