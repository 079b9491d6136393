import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { hostDayQueryOptions, type DashboardDay, type DashboardGuests } from '../api';
import { DayBookings } from './day-bookings';

export interface DayBookingsPanelProps {
  day: DashboardDay;
  /** The month's guest cards, enough when the month already holds the day's whole list. */
  guests: DashboardGuests;
}

/**
 * The day dialog's body. The month's answer holds each day's first three bookings: a day with
 * more is asked for whole (`/api/host/dashboard/days/:date`), one with three or fewer is not.
 */
export function DayBookingsPanel({ day, guests }: DayBookingsPanelProps) {
  const { t } = useTranslation('host-dashboard');
  const complete = day.bookings.length >= day.count;
  const whole = useQuery({ ...hostDayQueryOptions(day.date), enabled: !complete });

  if (complete) return <DayBookings bookings={day.bookings} guests={guests} />;
  if (whole.isPending) {
    return (
      <div role="status" aria-label={t('day.loading')} className="space-y-3">
        {Array.from({ length: Math.min(day.count, 3) }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (whole.isError) {
    return (
      <div role="alert" className="py-6 text-center">
        <p>{t('day.loadFailed')}</p>
        <Button className="mt-4" variant="outline" size="sm" onClick={() => void whole.refetch()}>
          {t('day.retry')}
        </Button>
      </div>
    );
  }
  return <DayBookings bookings={whole.data.bookings} guests={whole.data.guests} />;
}
