import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { START_TIMES, isStartTimeOpen, maxHoursFrom } from './calendar-model';

export interface TimeChooserProps {
  date: string | null;
  startTime: string | undefined;
  hours: number | undefined;
  today: string;
  nowMinutes: number;
  onChange: (next: { startTime: string | undefined; hours: number | undefined }) => void;
}

/**
 * Per-hour searches: a start on the hour or half hour and a length of 1–12 hours ending by
 * midnight. Native selects: accessible, light, and the phone's own wheel picker on mobile.
 */
export function TimeChooser({
  date,
  startTime,
  hours,
  today,
  nowMinutes,
  onChange,
}: TimeChooserProps) {
  const { t } = useTranslation('search-steps');
  const startId = useId();
  const hoursId = useId();
  const times = START_TIMES.filter(
    (time) => !date || isStartTimeOpen(date, time, today, nowMinutes),
  );
  const maxHours = startTime ? maxHoursFrom(startTime) : 12;
  const selectClass =
    'w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-neutral-900 disabled:opacity-50';

  return (
    <div className="flex flex-col gap-3">
      {!date && <p className="text-sm text-muted">{t('dates.pickDayFirst')}</p>}
      <div className="flex flex-col gap-1">
        <label htmlFor={startId} className="text-xs font-semibold">
          {t('dates.startTime')}
        </label>
        <select
          id={startId}
          disabled={!date}
          value={startTime ?? ''}
          onChange={(e) => {
            const next = e.target.value || undefined;
            const limit = next ? maxHoursFrom(next) : 12;
            onChange({
              startTime: next,
              hours: hours !== undefined && hours > limit ? limit : hours,
            });
          }}
          className={selectClass}
        >
          <option value="">{t('dates.chooseStartTime')}</option>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={hoursId} className="text-xs font-semibold">
          {t('dates.hours')}
        </label>
        <select
          id={hoursId}
          disabled={!date}
          value={hours ?? ''}
          onChange={(e) =>
            onChange({ startTime, hours: e.target.value ? Number(e.target.value) : undefined })
          }
          className={selectClass}
        >
          <option value="">{t('dates.chooseHours')}</option>
          {Array.from({ length: maxHours }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('dates.hoursOption', { count: n })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
