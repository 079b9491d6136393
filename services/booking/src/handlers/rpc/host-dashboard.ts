import type { BookingRpc, HostDashboardBooking } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { requireSignedIn } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import { daysInMonth, monthSpan, monthsEndingWith } from '../../domain/months.js';
import {
  HostDashboardRepository,
  type HostMonthBooking,
} from '../../repositories/host-dashboard.repository.js';

function toDashboardBooking(row: HostMonthBooking): HostDashboardBooking {
  return {
    id: row.id,
    propertyId: row.property_id,
    title: row.title ?? '',
    guestId: row.guest_id,
    kind: row.kind,
    status: row.status,
    guests: row.guests,
    checkIn: row.check_in,
    checkOut: row.check_out,
    date: row.local_date,
    startTime: row.start_time,
    hours: row.hours,
    earningsClp: row.earnings,
  };
}

/**
 * The caller's own business as a host: rows whose `host_id` is the caller, whatever their roles
 * (an admin's dashboard is their own too; admins read other hosts' bookings elsewhere).
 */
export function hostDashboardHandler(
  deps: BookingDeps,
): RpcHandler<typeof BookingRpc.hostDashboard> {
  return async ({ month, today }, call) => {
    requireSignedIn(call.actor);
    const hostId = call.actor.userId;
    const repo = new HostDashboardRepository(deps.db);
    const thisMonth = today.slice(0, 7);
    const months = monthsEndingWith(thisMonth, 12);
    const current = monthSpan(thisMonth);
    if (!hostId) {
      // An admin acting without a user (the system): no listings of its own.
      return {
        month,
        monthRevenueClp: 0,
        totalRevenueClp: 0,
        upcomingCount: 0,
        occupancyPercent: 0,
        revenueByMonth: months.map((m) => ({ month: m, revenueClp: 0 })),
        bookings: [],
      };
    }
    const [figures, byMonth, nights, rows] = await Promise.all([
      repo.figures(hostId, current, deps.now()),
      repo.revenueByMonth(hostId, { from: monthSpan(months[0] ?? thisMonth).from, to: current.to }),
      repo.occupiedNights(hostId, current),
      repo.bookingsIn(hostId, monthSpan(month)),
    ]);
    return {
      month,
      monthRevenueClp: figures.monthRevenue,
      totalRevenueClp: figures.totalRevenue,
      upcomingCount: figures.upcoming,
      occupancyPercent: Math.min(100, Math.round((nights / daysInMonth(thisMonth)) * 100)),
      revenueByMonth: months.map((m) => ({ month: m, revenueClp: byMonth.get(m) ?? 0 })),
      bookings: rows.map(toDashboardBooking),
    };
  };
}
