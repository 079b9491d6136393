import { useTranslation } from 'react-i18next';
import type { ShownDayState } from '@/features/calendar/imported-days';
import { cn } from '@/components/ui/cn';

const ITEMS: readonly { state: ShownDayState; swatch: string }[] = [
  { state: 'free', swatch: 'border border-neutral-300 bg-white' },
  { state: 'booked', swatch: 'border border-emerald-300 bg-emerald-100' },
  { state: 'pending', swatch: 'border border-amber-300 bg-amber-100' },
  { state: 'blocked', swatch: 'bg-neutral-800' },
  { state: 'weekly', swatch: 'bg-neutral-200' },
  { state: 'imported', swatch: 'border border-sky-300 bg-sky-100' },
  { state: 'past', swatch: 'border border-neutral-200 bg-white' },
];

/** What the grid's colours mean (each cell also says it in words to screen readers). */
export function CalendarLegend() {
  const { t } = useTranslation('host-calendar');
  return (
    <ul
      aria-label={t('legend.title')}
      className="mt-4 grid grid-cols-2 gap-2 text-xs text-neutral-700 sm:grid-cols-3"
    >
      {ITEMS.map((item) => (
        <li key={item.state} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('inline-block size-4 rounded', item.swatch)} />
          {t(`legend.${item.state}`)}
        </li>
      ))}
    </ul>
  );
}
