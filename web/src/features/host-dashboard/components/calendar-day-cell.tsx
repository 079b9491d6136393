import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { DashboardDay, DashboardGuests } from '../api';
import type { DashboardFormat } from '../use-dashboard-format';

export interface CalendarDayCellProps {
  date: string;
  /** The day's bookings (the first three and how many in all); undefined on a free day. */
  day: DashboardDay | undefined;
  guests: DashboardGuests;
  /** False for the neighbouring months' days that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
  format: DashboardFormat;
  onOpen(date: string, trigger: HTMLButtonElement): void;
  onIntent(): void;
}

/**
 * One day of the booking calendar: its number, up to three bookings (listing, guest's first
 * name) and '+N more'. A day with bookings is a button (stretched over the cell) that opens the
 * day's dialog; today is `aria-current="date"`.
 */
export function CalendarDayCell(props: CalendarDayCellProps) {
  const { date, day, guests, inMonth, isToday, format, onOpen, onIntent } = props;
  const { t } = useTranslation('host-dashboard');
  if (!inMonth) return <td className="border border-neutral-100 bg-neutral-50" />;

  const number = Number(date.slice(8));
  const more = day ? day.count - day.bookings.length : 0;
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      data-date={date}
      className={cn(
        'relative h-28 border border-neutral-200 p-1.5 align-top',
        day && 'hover:bg-neutral-50',
        isToday && 'bg-brand/5',
      )}
    >
      {day ? (
        <button
          type="button"
          aria-label={t('calendar.dayLabel', { date: format.fullDate(date), count: day.count })}
          aria-haspopup="dialog"
          onClick={(e) => onOpen(date, e.currentTarget)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          // The pseudo-element makes the whole cell the button's target for a pointer.
          className={cn(
            'rounded-full text-sm after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-dark',
            dayNumberClass(isToday),
          )}
        >
          {number}
        </button>
      ) : (
        <span className={cn('text-sm', dayNumberClass(isToday))}>{number}</span>
      )}
      {day ? (
        <ul className="mt-1 space-y-0.5 text-xs">
          {day.bookings.map((booking) => {
            const guest = guests[booking.guestId]?.firstName;
            return (
              <li
                key={booking.id}
                className={cn(
                  'truncate rounded px-1 py-0.5',
                  booking.status === 'requested'
                    ? 'bg-amber-100 text-amber-900'
                    : 'bg-emerald-100 text-emerald-900',
                )}
              >
                {booking.status === 'requested' ? (
                  <span className="sr-only">{t('calendar.request')}: </span>
                ) : null}
                {guest ? t('calendar.entry', { title: booking.title, guest }) : booking.title}
              </li>
            );
          })}
          {more > 0 ? (
            <li className="px-1 font-semibold text-neutral-700">
              {t('calendar.more', { count: more })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </td>
  );
}

function dayNumberClass(isToday: boolean) {
  return cn(
    'inline-flex size-7 items-center justify-center',
    isToday ? 'rounded-full bg-brand font-bold text-white' : 'text-neutral-800',
  );
}
