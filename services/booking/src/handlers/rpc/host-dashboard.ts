import {
  DASHBOARD_BOOKINGS_PER_DAY,
  type BookingRpc,
  type HostDashboardBooking,
  type HostDashboardDay,
} from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { requireSignedIn } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import { daysInMonth, monthSpan, monthsEndingWith } from '../../domain/months.js';
import {
  HostDashboardRepository,
  type HostBookingRow,
  type HostDayRow,
} from '../../repositories/host-dashboard.repository.js';

function toDashboardBooking(row: HostBookingRow): HostDashboardBooking {
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

/** Rows come ordered by day, then start: one entry per day. */
function toDays(rows: readonly HostDayRow[]): HostDashboardDay[] {
  const days: HostDashboardDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.date !== row.day) {
      day = { date: row.day, count: row.count, bookings: [] };
      days.push(day);
    }
    day.bookings.push(toDashboardBooking(row));
  }
  return days;
}

/**
 * The caller's own business as a host: rows whose `host_id` is the caller, whatever their roles
 * (an admin's dashboard is their own too; admins read other hosts' bookings elsewhere). A caller
 * without listings gets zeros, as a new host does.
 */
export function hostDashboardHandler(
  deps: BookingDeps,
): RpcHandler<typeof BookingRpc.hostDashboard> {
  return async ({ month, today }, call) => {
    requireSignedIn(call.actor);
    const thisMonth = today.slice(0, 7);
    const months = monthsEndingWith(thisMonth, 12);
    const hostId = call.actor.userId;
    if (!hostId) {
      return {
        month,
        monthRevenueClp: 0,
        totalRevenueClp: 0,
        upcomingCount: 0,
        occupancyPercent: 0,
        revenueByMonth: months.map((m) => ({ month: m, revenueClp: 0 })),
        days: [],
      };
    }
    const repo = new HostDashboardRepository(deps.db);
    const current = monthSpan(thisMonth);
    const year = { from: monthSpan(months[0] ?? thisMonth).from, to: current.to };
    const [figures, byMonth, nights, days] = await Promise.all([
      repo.figures(hostId, current, deps.now()),
      repo.revenueByMonth(hostId, year),
      repo.occupiedNights(hostId, current),
      repo.days(hostId, monthSpan(month), DASHBOARD_BOOKINGS_PER_DAY),
    ]);
    return {
      month,
      monthRevenueClp: figures.monthRevenue,
      totalRevenueClp: figures.totalRevenue,
      upcomingCount: figures.upcoming,
      occupancyPercent: Math.min(100, Math.round((nights / daysInMonth(thisMonth)) * 100)),
      revenueByMonth: months.map((m) => ({ month: m, revenueClp: byMonth.get(m) ?? 0 })),
      days: toDays(days),
    };
  };
}

/** One day of the caller's own calendar, whole. */
export function hostDayHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.hostDay> {
  return async ({ date }, call) => {
    requireSignedIn(call.actor);
    const hostId = call.actor.userId;
    if (!hostId) return { date, bookings: [] };
    const rows = await new HostDashboardRepository(deps.db).day(hostId, date);
    return { date, bookings: rows.map(toDashboardBooking) };
  };
}
