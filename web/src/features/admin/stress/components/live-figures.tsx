import { useTranslation } from 'react-i18next';
import type { StressRun } from '@arrendo/contracts/web';
import { StatCard } from '@/components/ui/stat-card';
import type { StressFormat } from '../format';

/**
 * A going run's figures so far: how long it has run, its requests, the virtual users now, p95
 * and the failed share; a booking run's holds won and lost. Updated every second by the
 * stream, so not a live region (the phase line above them is).
 */
export function LiveFigures({ run, fmt }: { run: StressRun; fmt: StressFormat }) {
  const { t } = useTranslation('admin-stress');
  const progress = run.progress;
  const metrics = progress?.metrics;
  const holds = progress?.holds;
  return (
    <ul
      aria-label={t('live.title')}
      className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6"
    >
      <StatCard
        label={t('live.elapsed')}
        value={fmt.elapsed(progress?.elapsedSeconds)}
        hint={t('live.of', { total: fmt.elapsed(run.params.durationSeconds) })}
      />
      <StatCard label={t('live.requests')} value={fmt.count(metrics?.http_reqs.count)} />
      <StatCard label={t('live.vus')} value={fmt.count(metrics?.vus)} />
      <StatCard label={t('live.p95')} value={fmt.ms(metrics?.http_req_duration['p(95)'])} />
      <StatCard label={t('live.failed')} value={fmt.rate(metrics?.http_req_failed.rate)} />
      {run.kind === 'booking' ? (
        <StatCard
          label={t('live.holds')}
          value={
            holds
              ? t('live.holdsValue', { won: fmt.count(holds.won), lost: fmt.count(holds.lost) })
              : '—'
          }
          hint={holds && holds.other > 0 ? t('live.holdsOther', { count: holds.other }) : undefined}
        />
      ) : (
        <StatCard
          label={t('live.delivery')}
          value={fmt.ms(metrics?.message_delivery_duration?.['p(95)'])}
        />
      )}
    </ul>
  );
}
