import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_DAYS, type AdminDashboardDays } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

/** Which period the dashboard shows: the last 30, 90 or 365 days. */
export function DashboardPeriod({
  days,
  onDays,
}: {
  days: AdminDashboardDays;
  onDays(days: AdminDashboardDays): void;
}) {
  const { t } = useTranslation('admin-dashboard');
  const labelId = useId();
  return (
    <div className="space-y-1">
      <p id={labelId} className="text-sm font-medium text-neutral-800">
        {t('period.label')}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex rounded-lg border border-neutral-300 bg-white p-0.5"
      >
        {ADMIN_DASHBOARD_DAYS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === days}
            onClick={() => onDays(option)}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
              option === days
                ? 'bg-neutral-900 text-white'
                : 'text-neutral-800 hover:bg-neutral-100',
            )}
          >
            {t('period.days', { count: option })}
          </button>
        ))}
      </div>
    </div>
  );
}
