import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/features/account/components/avatar';
import type { DashboardBooking, DashboardGuests } from '../api';
import { useDashboardFormat } from '../use-dashboard-format';

export interface DayBookingsProps {
  bookings: readonly DashboardBooking[];
  guests: DashboardGuests;
}

/**
 * A day's whole list (spec 2.13), split into Experiences (hourly: start and length) and Stays
 * (check-in and check-out), each with what the host earns, the party's size and the guest.
 */
export function DayBookings({ bookings, guests }: DayBookingsProps) {
  const { t } = useTranslation('host-dashboard');
  const experiences = bookings.filter((b) => b.kind === 'hourly');
  const stays = bookings.filter((b) => b.kind === 'stay');
  if (bookings.length === 0) return <p className="py-6 text-center text-muted">{t('day.empty')}</p>;
  return (
    <div className="space-y-6">
      {experiences.length > 0 ? (
        <DaySection id="day-experiences" title={t('day.experiences')}>
          {experiences.map((b) => (
            <BookingItem key={b.id} booking={b} guests={guests} />
          ))}
        </DaySection>
      ) : null}
      {stays.length > 0 ? (
        <DaySection id="day-stays" title={t('day.stays')}>
          {stays.map((b) => (
            <BookingItem key={b.id} booking={b} guests={guests} />
          ))}
        </DaySection>
      ) : null}
    </div>
  );
}

function DaySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-base font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={id} className="space-y-3">
        {children}
      </ul>
    </section>
  );
}

function BookingItem({ booking, guests }: { booking: DashboardBooking; guests: DashboardGuests }) {
  const { t } = useTranslation('host-dashboard');
  const format = useDashboardFormat();
  const guest = guests[booking.guestId];
  return (
    <li aria-label={booking.title} className="rounded-xl border border-neutral-200 p-3">
      <div className="flex items-start justify-between gap-3">
        {/* The booking's own page, which its host may open too. */}
        <Link
          to="/bookings/$id"
          params={{ id: booking.id }}
          className="min-w-0 font-semibold hover:underline"
        >
          {booking.title}
        </Link>
        <p className="shrink-0 font-semibold tabular-nums">{format.money(booking.earningsClp)}</p>
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        {t(`day.status.${booking.status}`)}
        {' · '}
        {t('day.guests', { count: booking.guests })}
      </p>
      <When booking={booking} />
      <p className="mt-2 flex items-center gap-2 text-sm">
        <Avatar url={guest?.avatarUrl} name={guest?.firstName} className="size-6 text-xs" />
        {guest ? guest.displayName : t('day.guestGone')}
      </p>
    </li>
  );
}

/** An experience's start and length, or a stay's check-in and check-out dates. */
function When({ booking }: { booking: DashboardBooking }) {
  const { t } = useTranslation('host-dashboard');
  const format = useDashboardFormat();
  if (booking.kind === 'hourly') {
    if (!booking.startTime || !booking.hours) return null;
    return (
      <p className="text-sm text-neutral-700">
        {t('day.time', {
          start: format.time(booking.startTime),
          duration: t('day.hours', { count: booking.hours }),
        })}
      </p>
    );
  }
  if (!booking.checkIn || !booking.checkOut) return null;
  return (
    <p className="text-sm text-neutral-700">
      {t('day.checkIn', { date: format.date(booking.checkIn) })}
      {' · '}
      {t('day.checkOut', { date: format.date(booking.checkOut) })}
    </p>
  );
}
