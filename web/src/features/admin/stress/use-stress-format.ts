import { useMemo } from 'react';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { useDateTimeFormat } from '../dead-letters/use-date-time-format';
import { makeStressFormat, type StressFormat } from './format';

export interface StressPageFormat extends StressFormat {
  /** When a run was started: `29 Nov 2026, 17:02:11` in the admin's own clock. */
  instant(iso: string | null): string;
}

/** The stress pages' figures and instants in the interface language. */
export function useStressFormat(): StressPageFormat {
  const locale = useFormatLocale();
  const dateTime = useDateTimeFormat();
  return useMemo(
    () => ({
      ...makeStressFormat(locale),
      instant: (iso) => (iso ? dateTime.format(new Date(iso)) : '—'),
    }),
    [locale, dateTime],
  );
}
