import { useTranslation } from 'react-i18next';
import type { ListingType, OpeningHours, WeeklyRules } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { halfHours } from '../calendar-days';

export interface WeeklyRulesEditorProps {
  rules: WeeklyRules;
  listingType: ListingType;
  onChange: (rules: WeeklyRules) => void;
  disabled?: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIMES = halfHours();
const DEFAULT_HOURS = { open: '09:00', close: '21:00' };

/**
 * Weekdays closed every week (both kinds of listing) and, for hourly spaces, each weekday's
 * opening hours: open or closed, and from/to on the half hour.
 */
export function WeeklyRulesEditor({
  rules,
  listingType,
  onChange,
  disabled,
}: WeeklyRulesEditorProps) {
  const { t } = useTranslation('calendar');

  const toggleBlocked = (weekday: number) => {
    const blocked = rules.blockedWeekdays.includes(weekday)
      ? rules.blockedWeekdays.filter((d) => d !== weekday)
      : [...rules.blockedWeekdays, weekday].sort((a, b) => a - b);
    onChange({ ...rules, blockedWeekdays: blocked });
  };

  const setHours = (weekday: number, hours: Omit<OpeningHours, 'weekday'> | null) => {
    const others = rules.openingHours.filter((h) => h.weekday !== weekday);
    const next = hours ? [...others, { weekday, ...hours }] : others;
    onChange({ ...rules, openingHours: next.sort((a, b) => a.weekday - b.weekday) });
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-base font-semibold">{t('weekly.title')}</legend>
        <p className="mt-1 text-sm text-neutral-600">{t('weekly.hint')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {WEEKDAYS.map((weekday) => {
            const blocked = rules.blockedWeekdays.includes(weekday);
            return (
              <button
                key={weekday}
                type="button"
                disabled={disabled}
                aria-pressed={blocked}
                aria-label={t('weekly.toggle', {
                  day: t(`weekdays.${weekday}`),
                  state: blocked ? t('weekly.blocked') : t('weekly.available'),
                })}
                onClick={() => toggleBlocked(weekday)}
                className={cn(
                  'min-w-12 rounded-full border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-dark',
                  blocked
                    ? 'border-neutral-900 bg-neutral-900 text-white line-through'
                    : 'border-neutral-300 bg-white',
                )}
              >
                {t(`weekdaysShort.${weekday}`)}
              </button>
            );
          })}
        </div>
      </fieldset>

      {listingType === 'experience' ? (
        <fieldset>
          <legend className="text-base font-semibold">{t('hours.title')}</legend>
          <p className="mt-1 text-sm text-neutral-600">{t('hours.hint')}</p>
          <ul className="mt-3 divide-y divide-neutral-200">
            {WEEKDAYS.map((weekday) => {
              const hours = rules.openingHours.find((h) => h.weekday === weekday);
              const day = t(`weekdays.${weekday}`);
              const id = `hours-${weekday}`;
              return (
                <li key={weekday} className="flex flex-wrap items-center gap-3 py-2">
                  <label
                    className="flex w-36 items-center gap-2 text-sm"
                    htmlFor={`${id}-open-toggle`}
                  >
                    <input
                      id={`${id}-open-toggle`}
                      type="checkbox"
                      className="size-4"
                      disabled={disabled}
                      checked={Boolean(hours)}
                      onChange={(e) => setHours(weekday, e.target.checked ? DEFAULT_HOURS : null)}
                    />
                    {day}
                  </label>
                  {hours ? (
                    <div className="flex items-center gap-2 text-sm">
                      <select
                        aria-label={t('hours.opens', { day })}
                        disabled={disabled}
                        value={hours.open}
                        onChange={(e) =>
                          setHours(weekday, { open: e.target.value, close: hours.close })
                        }
                        className="rounded-lg border border-neutral-300 px-2 py-1"
                      >
                        {TIMES.filter((time) => time < hours.close).map((time) => (
                          <option key={time} value={time}>
                            {time}
                          </option>
                        ))}
                      </select>
                      <span aria-hidden="true">–</span>
                      <select
                        aria-label={t('hours.closes', { day })}
                        disabled={disabled}
                        value={hours.close}
                        onChange={(e) =>
                          setHours(weekday, { open: hours.open, close: e.target.value })
                        }
                        className="rounded-lg border border-neutral-300 px-2 py-1"
                      >
                        {TIMES.filter((time) => time > hours.open).map((time) => (
                          <option key={time} value={time}>
                            {time}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : (
                    <span className="text-sm text-neutral-500">{t('hours.closed')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
