import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StressRunSummary } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { StressPageFormat } from '../use-stress-format';
import { RunStatusBadge, useRunParams } from './run-summary-line';

interface RunsTableProps {
  runs: readonly StressRunSummary[];
  fmt: StressPageFormat;
  /** The run shown above the list. */
  shownId: string | null;
  /** The runs put side by side (two at most). */
  picked: readonly string[];
  onShow(runId: string): void;
  onPick(runId: string): void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
}

/**
 * The page's past runs, newest first: what each asked for, how it ended, its p95 and failed
 * share. Any run can be shown above; two finished ones can be picked to compare side by side.
 */
export function RunsTable({
  runs,
  fmt,
  shownId,
  picked,
  onShow,
  onPick,
  hasMore,
  loadingMore,
  onMore,
}: RunsTableProps) {
  const { t } = useTranslation('admin-stress');
  const headingId = useId();
  const params = useRunParams();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('runs.title')}
      </h2>
      {runs.length === 0 ? (
        <p className="text-neutral-600">{t('runs.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-neutral-600">{t('runs.pickHint')}</p>
          <div className="overflow-x-auto rounded-xl border border-neutral-200">
            <table className="w-full min-w-[48rem] text-sm">
              <caption className="sr-only">{t('runs.title')}</caption>
              <thead className="bg-neutral-50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('runs.compare')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('runs.started')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('runs.asked')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('runs.status')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('runs.p95')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('runs.failed')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('runs.verdict')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t('runs.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {runs.map((run) => {
                  const when = fmt.instant(run.createdAt);
                  const metrics = run.result?.metrics;
                  const shown = run.id === shownId;
                  return (
                    <tr
                      key={run.id}
                      aria-current={shown ? 'true' : undefined}
                      className={cn('border-t border-neutral-100', shown && 'bg-neutral-50')}
                    >
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          className="size-4"
                          aria-label={t('runs.pick', { when })}
                          checked={picked.includes(run.id)}
                          disabled={run.status !== 'completed'}
                          onChange={() => onPick(run.id)}
                        />
                      </td>
                      <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                        {when}
                      </th>
                      <td className="px-3 py-2">{params(run, fmt.elapsed)}</td>
                      <td className="px-3 py-2">
                        <RunStatusBadge status={run.status} />
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {fmt.ms(metrics?.http_req_duration['p(95)'])}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {fmt.rate(metrics?.http_req_failed.rate)}
                      </td>
                      <td className="px-3 py-2">
                        {run.result
                          ? run.result.passed
                            ? t('runs.passed')
                            : t('runs.notPassed')
                          : '—'}
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          variant="link"
                          aria-label={shown ? undefined : t('runs.showRun', { when })}
                          disabled={shown}
                          onClick={() => onShow(run.id)}
                        >
                          {shown ? t('runs.shown') : t('runs.show')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {hasMore ? (
            <Button variant="secondary" size="sm" disabled={loadingMore} onClick={onMore}>
              {t('runs.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
