import { sql } from 'kysely';
import { AppError, type BookingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { BookingDeps } from '../../app/deps.js';

/** The statuses the `bookings_no_overlap` exclusion constraint covers: a slot taken. */
const LIVE = ['pending', 'requested', 'confirmed'] as const;

/**
 * `rpc.booking.admin.doubleBookings` (decision 0052): reads this service's own table, under the
 * same predicate as the exclusion constraint, for live reservations of the given listings whose
 * periods overlap. The constraint should make the answer always empty; the admin stress test asks
 * after every booking run so that a regression (a dropped constraint, a status left out of it)
 * is seen rather than assumed. Admins and the system only.
 */
export function doubleBookingsHandler(
  deps: BookingDeps,
): RpcHandler<typeof BookingRpc.doubleBookings> {
  return async ({ propertyIds }, call) => {
    // The system actor carries the admin role too (`SYSTEM_ACTOR`).
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can check for double bookings.');
    }
    const ids = [...new Set(propertyIds)];
    const [live, overlaps] = await Promise.all([
      deps.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('property_id', 'in', ids)
        .where('status', 'in', LIVE)
        .executeTakeFirstOrThrow(),
      sql<{ property_id: string; a: string; b: string }>`
        SELECT a.property_id, a.id AS a, b.id AS b
        FROM bookings a
        JOIN bookings b ON b.property_id = a.property_id AND a.id < b.id AND a.period && b.period
        WHERE a.property_id IN (${sql.join(ids)})
          AND a.status IN (${sql.join(LIVE)}) AND b.status IN (${sql.join(LIVE)})
        ORDER BY a.property_id, a.id, b.id
        LIMIT 1000`.execute(deps.db),
    ]);
    return {
      listingsChecked: ids.length,
      liveReservations: Number(live.n),
      overlaps: overlaps.rows.map((row) => ({
        propertyId: row.property_id,
        bookingIds: [row.a, row.b] as [string, string],
      })),
    };
  };
}
