import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarSyncQueryOptions } from '../api';
import { ExportCalendar } from './export-calendar';
import { ImportCalendars } from './import-calendars';

/**
 * Calendar sync on a listing's availability page: the address other sites follow to see this
 * calendar, and the other sites' calendars this listing follows (their busy days block it).
 */
export function CalendarSyncSection({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('calendar-sync');
  const headingId = useId();
  const { data } = useSuspenseQuery(calendarSyncQueryOptions(propertyId));
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-neutral-200 pt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('title')}
      </h2>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ExportCalendar propertyId={propertyId} exportUrl={data.exportUrl} />
        <ImportCalendars propertyId={propertyId} imports={data.imports} />
      </div>
    </section>
  );
}
