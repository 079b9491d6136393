import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { listingDayQueryOptions } from '../api';
import type { CalendarFormat } from '../use-calendar-format';
import { DayBookingItem } from './day-booking-item';

export interface DayBookingsListProps {
  date: string;
  propertyId: string;
  format: CalendarFormat;
}

/** The selected day's bookings of the listing, or 'No bookings for this date'. */
export function DayBookingsList({ date, propertyId, format }: DayBookingsListProps) {
  const { t } = useTranslation('host-calendar');
  const day = useQuery(listingDayQueryOptions(date, propertyId));

  if (day.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="space-y-3">
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  }
  if (day.isError) {
    return (
      <div role="alert" className="py-4 text-center">
        <p>{t('list.loadFailed')}</p>
        <Button className="mt-3" variant="outline" size="sm" onClick={() => void day.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (day.data.bookings.length === 0) {
    return <p className="py-4 text-center text-muted">{t('list.empty')}</p>;
  }
  return (
    <ul aria-label={t('list.title')} className="space-y-3">
      {day.data.bookings.map((booking) => (
        <DayBookingItem
          key={booking.id}
          booking={booking}
          guests={day.data.guests}
          format={format}
        />
      ))}
    </ul>
  );
}
