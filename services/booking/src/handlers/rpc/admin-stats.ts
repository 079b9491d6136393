import { sql } from 'kysely';
import { AppError, type BookingRpc } from '@arrendo/contracts';
import { dailySeries, localDateRange, type RpcHandler } from '@arrendo/kit';
import type { BookingDeps } from '../../app/deps.js';

/**
 * The admin dashboard's bookings over the platform's local dates: confirmed (by when, so a
 * booking cancelled later still counted the day it was confirmed), cancelled, and confirmed ones
 * not begun yet. Each reads its own partial index (migration `admin_dashboard`). Admins only.
 */
export function adminStatsHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.adminStats> {
  return async ({ from, to }, call) => {
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can see the dashboard.');
    }
    const { start, end } = localDateRange(from, to);
    const [confirmed, cancelled, upcoming] = await Promise.all([
      dailySeries(
        deps.db,
        { from, to },
        sql`SELECT confirmed_at AS at, 1 AS value FROM bookings
            WHERE confirmed_at >= ${start} AND confirmed_at < ${end}`,
      ),
      deps.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('cancelled_at', '>=', start)
        .where('cancelled_at', '<', end)
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'confirmed')
        .where('starts_at', '>', deps.now())
        .executeTakeFirstOrThrow(),
    ]);
    return {
      confirmedInPeriod: confirmed.reduce((sum, day) => sum + day.value, 0),
      cancelledInPeriod: Number(cancelled.n),
      upcoming: Number(upcoming.n),
      confirmed,
    };
  };
}
