import { useTranslation } from 'react-i18next';
import type { StressRunSummary } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

const STATUS_CLASS: Record<StressRunSummary['status'], string> = {
  queued: 'bg-neutral-100 text-neutral-800',
  running: 'bg-blue-50 text-blue-900',
  completed: 'bg-green-50 text-green-900',
  failed: 'bg-red-50 text-red-900',
};

/** A run's state as a small label: queued, running, completed, failed. */
export function RunStatusBadge({ status }: { status: StressRunSummary['status'] }) {
  const { t } = useTranslation('admin-stress');
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

/** What a run asked for, in one line: '20 virtual users for 0:30 (ramp 0:05), per day'. */
export function useRunParams() {
  const { t } = useTranslation('admin-stress');
  return (run: StressRunSummary, elapsed: (s: number) => string) =>
    t('run.params', {
      vus: run.params.vus,
      duration: elapsed(run.params.durationSeconds),
      ramp: elapsed(run.params.rampSeconds),
    }) + (run.params.target ? `, ${t(`form.targets.${run.params.target.listingType}`)}` : '');
}
