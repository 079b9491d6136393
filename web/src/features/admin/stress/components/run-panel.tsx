import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { stressRunQuery } from '../api';
import { isLive } from '../live';
import { useStressRunStream } from '../use-run-stream';
import { useStressFormat } from '../use-stress-format';
import { LiveFigures } from './live-figures';
import { RunChart } from './run-chart';
import { RunResult } from './run-result';
import { RunStatusBadge, useRunParams } from './run-summary-line';

/**
 * One run: while it goes, its phase, figures so far and chart, live from its stream; once it
 * ends, its result (or why it failed), the chart of the whole run staying above it.
 */
export function RunPanel({ runId }: { runId: string }) {
  const { t } = useTranslation('admin-stress');
  const headingId = useId();
  const fmt = useStressFormat();
  const params = useRunParams();
  const query = useQuery(stressRunQuery(runId));
  const run = query.data;
  useStressRunStream(runId, run ? isLive(run.status) : false);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {run ? t('run.title', { when: fmt.instant(run.createdAt) }) : t('run.titleLoading')}
        </h2>
        {run ? <RunStatusBadge status={run.status} /> : null}
      </div>
      {query.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : query.isError && !run ? (
        <div role="alert" className="space-y-3">
          <p className="text-red-700">
            {ApiError.is(query.error) && query.error.isNotFound
              ? t('run.notFound')
              : t('run.loadError')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('error.retry')}
          </Button>
        </div>
      ) : run ? (
        <>
          <p className="text-sm text-neutral-600">
            {t(`scenarios.${run.params.scenario}.title`)} · {params(run, fmt.elapsed)} ·{' '}
            {t(`engine.${run.engine}`)}
          </p>
          {/* One live region for the run's whole life: each phase, then its end, is read out. */}
          <p role="status" className="font-medium">
            {run.status === 'queued'
              ? t('phase.queued')
              : run.status === 'running'
                ? t(`phase.${run.phase ?? run.progress?.phase ?? 'setup'}`)
                : t(`phase.${run.status}`)}
          </p>
          {isLive(run.status) ? <LiveFigures run={run} fmt={fmt} /> : null}
          {run.samples.length > 0 ? <RunChart samples={run.samples} fmt={fmt} /> : null}
          {run.status === 'completed' && run.result ? (
            <RunResult run={run} result={run.result} fmt={fmt} />
          ) : null}
          {run.status === 'failed' ? (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
              {t('run.failed', { reason: run.error ?? t('run.noReason') })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
