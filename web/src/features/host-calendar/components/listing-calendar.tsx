import { Suspense, useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListingSummary } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { useLazyDialogTrigger } from '@/components/ui/use-lazy-dialog-trigger';
import { hostCalendarQueryOptions } from '@/features/calendar/api';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import { lastBlockableDate } from '../block-form';
import { calendarView } from '../calendar-view';
import type { HostCalendarSearch } from '../search';
import { useCalendarFormat } from '../use-calendar-format';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import { DayPanel } from './day-panel';
import { MonthNav } from './month-nav';

// The sheet (Radix Dialog, react-hook-form) loads when 'Block Dates' is first hovered, focused
// or pressed, as the dashboard's day dialog.
const BlockSheet = lazyWithPreload(
  () => import('./block-dates-sheet'),
  (m) => m.BlockDatesSheet,
  OPENED_ON_USE,
);

export interface ListingCalendarProps {
  listing: ListingSummary;
  search: HostCalendarSearch;
  /** Replaces keys of the address's search (undefined removes one). */
  onSearch(changes: Partial<HostCalendarSearch>, options?: { replace?: boolean }): void;
  /** Another listing was chosen and its calendar is on its way: this one stays meanwhile. */
  busy?: boolean;
}

/**
 * One listing's calendar: the month (in the listing's own today, from the API), its days' states,
 * the selected day's bookings beside the grid on wide screens and under it on phones, and
 * 'Block Dates'.
 */
export function ListingCalendar({ listing, search, onSearch, busy }: ListingCalendarProps) {
  const { t } = useTranslation('host-calendar');
  const format = useCalendarFormat();
  const { data: calendar } = useSuspenseQuery(hostCalendarQueryOptions(listing.id));
  const view = calendarView(search, calendar);
  const listingType = listing.listingType ?? 'home';
  const sheet = useLazyDialogTrigger(BlockSheet.preload);
  const headingId = useId();
  // The sheet starts on the selected day, brought within the days a host may block.
  const last = lastBlockableDate(calendar);
  const sheetDate =
    view.date < calendar.today ? calendar.today : view.date > last ? last : view.date;

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
        className="transition-opacity aria-busy:opacity-60"
      >
        <MonthNav
          view={view}
          format={format}
          headingId={headingId}
          // This month is the address without `?month=`; another month starts on its first day.
          onMonthChange={(month) =>
            onSearch({ month: month === view.thisMonth ? undefined : month, date: undefined })
          }
          onToday={() => onSearch({ month: undefined, date: undefined })}
        />
        <CalendarGrid
          month={view.month}
          calendar={calendar}
          listingType={listingType}
          selected={view.date}
          format={format}
          onSelect={(date) => onSearch({ date }, { replace: true })}
        />
        <CalendarLegend />
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <Button {...sheet.trigger} className="w-full sm:w-auto">
            {t('block.open')}
          </Button>
          <Link
            to="/manage-listings/$id/availability"
            params={{ id: listing.id }}
            className="hidden text-sm font-medium underline underline-offset-2 hover:text-neutral-600 md:inline"
          >
            {t('fullEditor')}
          </Link>
        </div>
      </section>
      <DayPanel
        key={`${listing.id}:${view.date}`}
        date={view.date}
        calendar={calendar}
        listingType={listingType}
        format={format}
      />
      {sheet.mounted ? (
        <Suspense fallback={null}>
          <BlockSheet
            open={sheet.open}
            onOpenChange={sheet.setOpen}
            calendar={calendar}
            initialDate={sheetDate}
            format={format}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
