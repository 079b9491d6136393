import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import type { CalendarView } from '../calendar-view';
import type { CalendarFormat } from '../use-calendar-format';

export interface MonthNavProps {
  view: CalendarView;
  format: CalendarFormat;
  /** Another month (`YYYY-MM`); the listing's this month for 'Today'. */
  onMonthChange(month: string): void;
  /** 'Today': this month, today selected. */
  onToday(): void;
  headingId: string;
}

/**
 * The month's name in the interface's language (announced when it changes), 'Today' and the
 * previous and next months, as far as the listing's calendar goes (this month to the horizon).
 */
export function MonthNav({ view, format, onMonthChange, onToday, headingId }: MonthNavProps) {
  const { t } = useTranslation('host-calendar');
  const { previous, next } = view;
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={headingId} className="text-lg font-semibold" aria-live="polite">
        {format.monthTitle(view.month)}
      </h2>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={onToday}>
          {t('month.today')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('month.previous')}
          disabled={!previous}
          onClick={() => previous && onMonthChange(previous)}
        >
          <ChevronLeftIcon className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('month.next')}
          disabled={!next}
          onClick={() => next && onMonthChange(next)}
        >
          <ChevronLeftIcon className="size-4 rotate-180" />
        </Button>
      </div>
    </div>
  );
}
