import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StressResult, StressRun } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { StatCard } from '@/components/ui/stat-card';
import type { StressFormat } from '../format';
import { BookingChecks } from './booking-checks';

/**
 * A finished run: the verdict, a booking run's checks (no double booking, one winner per slot),
 * a message run's delivery latency, then the k6 figures, each threshold and the answers by
 * status.
 */
export function RunResult({
  run,
  result,
  fmt,
}: {
  run: StressRun;
  result: StressResult;
  fmt: StressFormat;
}) {
  const { t } = useTranslation('admin-stress');
  const figuresId = useId();
  const thresholdsId = useId();
  const statusesId = useId();
  const { metrics } = result;
  const duration = metrics.http_req_duration;
  const delivery = metrics.message_delivery_duration;
  const statuses = Object.entries(result.statuses).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="space-y-8">
      <p
        className={cn(
          'rounded-lg px-4 py-3 font-semibold',
          result.passed ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900',
        )}
      >
        {result.passed ? t('result.passed') : t('result.notPassed')}
      </p>

      {result.booking ? (
        <BookingChecks booking={result.booking} slots={run.slots} fmt={fmt} />
      ) : null}

      {run.kind === 'messages' ? (
        <section aria-labelledby={`${figuresId}-delivery`} className="space-y-3">
          <h3 id={`${figuresId}-delivery`} className="font-semibold">
            {t('result.delivery')}
          </h3>
          <ul className="grid grid-cols-3 gap-3">
            <StatCard label={t('result.deliveryP50')} value={fmt.ms(delivery?.['p(50)'])} />
            <StatCard label={t('result.deliveryP95')} value={fmt.ms(delivery?.['p(95)'])} />
            <StatCard label={t('result.deliveryP99')} value={fmt.ms(delivery?.['p(99)'])} />
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={figuresId} className="space-y-3">
        <h3 id={figuresId} className="font-semibold">
          {t('result.figures')}
        </h3>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatCard
            label={t('result.requests')}
            value={fmt.count(metrics.http_reqs.count)}
            hint={t('result.perSecond', { rate: fmt.perSecond(metrics.http_reqs.rate) })}
          />
          <StatCard label={t('result.iterations')} value={fmt.count(metrics.iterations.count)} />
          <StatCard
            label={t('result.failed')}
            value={fmt.rate(metrics.http_req_failed.rate)}
            hint={t('result.failedOf', {
              failed: fmt.count(metrics.http_req_failed.trues),
              total: fmt.count(metrics.http_req_failed.total),
            })}
          />
          <StatCard label={t('result.maxVus')} value={fmt.count(metrics.vus)} />
          <StatCard label={t('result.p50')} value={fmt.ms(duration['p(50)'])} />
          <StatCard label={t('result.p95')} value={fmt.ms(duration['p(95)'])} />
          <StatCard label={t('result.p99')} value={fmt.ms(duration['p(99)'])} />
          <StatCard label={t('result.max')} value={fmt.ms(duration.max)} />
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={thresholdsId} className="space-y-3">
          <h3 id={thresholdsId} className="font-semibold">
            {t('result.thresholds')}
          </h3>
          {result.thresholds.length === 0 ? (
            <p className="text-sm text-neutral-600">{t('result.noThresholds')}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t('result.thresholds')}</caption>
              <thead className="bg-neutral-50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('result.metric')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('result.threshold')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('result.outcome')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.thresholds.map((th) => (
                  <tr key={`${th.metric} ${th.expression}`} className="border-t border-neutral-100">
                    <th scope="row" className="px-3 py-2 text-left font-mono font-normal">
                      {th.metric}
                    </th>
                    <td className="px-3 py-2 font-mono">{th.expression}</td>
                    <td
                      className={cn(
                        'px-3 py-2 font-semibold',
                        th.ok ? 'text-green-800' : 'text-red-700',
                      )}
                    >
                      {th.ok ? t('result.held') : t('result.crossed')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby={statusesId} className="space-y-3">
          <h3 id={statusesId} className="font-semibold">
            {t('result.statuses')}
          </h3>
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{t('result.statuses')}</caption>
            <thead className="bg-neutral-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('result.status')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('result.answers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {statuses.map(([status, count]) => (
                <tr key={status} className="border-t border-neutral-100">
                  <th scope="row" className="px-3 py-2 text-left font-mono font-normal">
                    {status === 'error' ? t('result.networkError') : status}
                  </th>
                  <td className="px-3 py-2 text-right">{fmt.count(count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
