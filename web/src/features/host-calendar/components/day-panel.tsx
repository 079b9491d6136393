import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, type HostCalendar, type ListingType } from '@arrendo/contracts/web';
import { dayState } from '@/features/calendar/calendar-days';
import { blockOn } from '../block-on';
import type { CalendarFormat } from '../use-calendar-format';
import { useCalendarChange } from '../use-calendar-change';
import { BlockedDayNotice } from './blocked-day-notice';
import { DayBookingsList } from './day-bookings-list';

export interface DayPanelProps {
  date: string;
  calendar: HostCalendar;
  listingType: ListingType;
  format: CalendarFormat;
}

/**
 * The selected day: its date and state, the block that closes it (with its note, and a way to
 * free the day) or the weekly rule, and the listing's bookings that day.
 */
export function DayPanel({ date, calendar, listingType, format }: DayPanelProps) {
  const { t } = useTranslation('host-calendar');
  const headingId = useId();
  const state = dayState(date, calendar, listingType);
  const block = state === 'blocked' ? blockOn(date, calendar.blocks) : undefined;
  const change = useCalendarChange(calendar.propertyId);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 p-4 md:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {format.fullDate(date)}
      </h2>
      <p className="mb-4 text-sm text-muted">{format.sentence(t(`state.${state}`))}</p>
      {block ? (
        <div className="mb-4">
          <BlockedDayNotice
            block={block}
            pending={change.pending}
            error={change.error}
            onUnblock={() => change.run({ action: 'unblock', start: date, end: addDays(date, 1) })}
          />
        </div>
      ) : null}
      {state === 'weekly' ? (
        <p className="mb-4 rounded-xl bg-neutral-100 p-3 text-sm">
          {t('blocked.weekly', { weekday: format.weekday(date) })}
        </p>
      ) : null}
      {state === 'closed' ? (
        <p className="mb-4 rounded-xl bg-neutral-100 p-3 text-sm">{t('blocked.closed')}</p>
      ) : null}
      <h3 className="mb-2 text-base font-semibold">{t('list.title')}</h3>
      <DayBookingsList date={date} propertyId={calendar.propertyId} format={format} />
    </section>
  );
}
