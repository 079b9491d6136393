import { useTranslation } from 'react-i18next';
import { formatCountdown, minutesLeft } from '../use-countdown';

/**
 * "Your hold expires in mm:ss". The visible clock is a timer that is never announced by itself (it
 * changes every second); a polite live region
 * says the minutes left only when that number changes, so screen readers hear it once a minute.
 */
export function HoldCountdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation('checkout');
  const clock = formatCountdown(remainingMs);
  return (
    <div
      className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="hold-countdown"
    >
      <p>
        {t('hold.expiresIn')}{' '}
        <span role="timer" aria-live="off" className="font-semibold tabular-nums">
          {clock}
        </span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('hold.minutesLeft', { count: minutesLeft(remainingMs) })}
      </p>
    </div>
  );
}
