import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { CalendarFrame } from './calendar-frame';

/** The route's pending component: the month's, the grid's and the day list's outlines. */
export function CalendarPending() {
  const { t } = useTranslation('host-calendar');
  return (
    <CalendarFrame>
      <div
        role="status"
        aria-label={t('loading')}
        aria-busy="true"
        className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="space-y-4">
          <Skeleton className="h-10 rounded-lg" />
          <Skeleton className="h-80 rounded-xl md:h-[30rem]" />
        </div>
        <Skeleton className="h-48 rounded-xl md:h-80" />
      </div>
    </CalendarFrame>
  );
}
