import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { hostCalendarQueryOptions, useRangeMutation, useWeeklyRulesMutation } from './api';
import type { AvailabilityEditorProps } from './availability-editor-props';
import { MonthCalendar } from './components/month-calendar';
import { WeeklyRulesEditor } from './components/weekly-rules-editor';
import { calendarErrorMessage } from './errors';

export type { AvailabilityEditorProps } from './availability-editor-props';

/**
 * The host's availability: a month calendar to block and unblock dates (bookings shown
 * read-only), weekdays closed every week, and for hourly spaces the opening hours. Every change is
 * saved at once; a refusal (e.g. a block over a booking) is shown and the view rolls back.
 */
export function AvailabilityEditor({ propertyId, listingType, variant }: AvailabilityEditorProps) {
  const { t } = useTranslation('calendar');
  const calendar = useQuery(hostCalendarQueryOptions(propertyId));
  const range = useRangeMutation(propertyId);
  const weekly = useWeeklyRulesMutation(propertyId);
  // Each error sits next to what caused it (the calendar, or the weekly rules below it on phones).
  const [error, setError] = useState<{ where: 'days' | 'weekly'; message: string } | null>(null);

  if (calendar.isPending) {
    return (
      <p role="status" className="text-sm text-neutral-600">
        {t('loading')}
      </p>
    );
  }
  if (calendar.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {calendarErrorMessage(t, calendar.error)}
      </p>
    );
  }

  const failed = (where: 'days' | 'weekly') => (err: unknown) =>
    setError({ where, message: calendarErrorMessage(t, err) });
  const errorFor = (where: 'days' | 'weekly') => (
    <div aria-live="assertive" className="mt-3 min-h-6">
      {error?.where === where ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <section
      aria-label={t('editor.title')}
      className={cn('grid gap-8', variant === 'page' && 'lg:grid-cols-[minmax(0,28rem)_1fr]')}
    >
      <div>
        {variant === 'page' ? (
          <h2 className="mb-1 text-lg font-semibold">{t('editor.calendarTitle')}</h2>
        ) : null}
        <p className="mb-4 text-sm text-neutral-600">{t('editor.hint')}</p>
        <MonthCalendar
          calendar={calendar.data}
          listingType={listingType}
          busy={range.isPending}
          onChange={(change) => {
            setError(null);
            range.mutate(change, { onError: failed('days') });
          }}
        />
        {errorFor('days')}
      </div>
      <div>
        <WeeklyRulesEditor
          rules={calendar.data.rules}
          listingType={listingType}
          onChange={(rules) => {
            setError(null);
            weekly.mutate(rules, { onError: failed('weekly') });
          }}
        />
        {errorFor('weekly')}
      </div>
    </section>
  );
}
