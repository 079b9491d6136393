import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { minutesOf } from '@arrendo/contracts/web';
import type { DashboardBooking, DashboardGuests } from '@/features/host-dashboard/api';
import type { CalendarFormat } from '../use-calendar-format';

export interface DayBookingItemProps {
  booking: DashboardBooking;
  guests: DashboardGuests;
  format: CalendarFormat;
}

/**
 * One booking of the selected day: the guest (opening the booking), its status and party, and
 * a stay's check-in and check-out dates or a session's start and end times.
 */
export function DayBookingItem({ booking, guests, format }: DayBookingItemProps) {
  const { t } = useTranslation('host-calendar');
  const name = guests[booking.guestId]?.displayName ?? t('list.guestGone');
  const session = sessionMinutes(booking);
  const when = session
    ? t('list.time', { start: format.time(session.start), end: format.time(session.end) })
    : booking.checkIn && booking.checkOut
      ? t('list.stay', {
          checkIn: format.date(booking.checkIn),
          checkOut: format.date(booking.checkOut),
        })
      : null;
  return (
    <li aria-label={name} className="rounded-xl border border-neutral-200 p-3">
      <Link
        to="/bookings/$id"
        params={{ id: booking.id }}
        className="font-semibold hover:underline"
      >
        {name}
      </Link>
      <p className="mt-1 text-sm text-neutral-700">
        {t(`list.status.${booking.status}`)}
        {' · '}
        {t('list.guests', { count: booking.guests })}
      </p>
      {when ? <p className="text-sm text-neutral-700">{when}</p> : null}
    </li>
  );
}

/** An hourly booking's start and end, in minutes since its day's midnight; null for a stay. */
function sessionMinutes(booking: DashboardBooking): { start: number; end: number } | null {
  if (booking.kind !== 'hourly' || !booking.startTime || !booking.hours) return null;
  const start = minutesOf(booking.startTime);
  return { start, end: start + booking.hours * 60 };
}
