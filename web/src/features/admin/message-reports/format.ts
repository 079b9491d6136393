import { useMemo } from 'react';
import { format } from 'date-fns';
import { useDateLocale } from '@/features/calendar/use-date-locale';

/** A report's instants in the viewer's clock and language: `12 Mar 2027, 14:05`. */
export function useReportTime(): (iso: string) => string {
  const locale = useDateLocale();
  return useMemo(
    () => (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm', { locale }),
    [locale],
  );
}
