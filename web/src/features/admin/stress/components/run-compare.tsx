import { useId } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StressRunKind, StressRunSummary } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { stressRunQuery } from '../api';
import { compareStressRuns, formatFigure } from '../figures';
import type { StressPageFormat } from '../use-stress-format';
import { useRunParams } from './run-summary-line';

/**
 * Two finished runs side by side: what each asked for, then every figure, the better of the
 * two marked and B's change from A. A difference of a few percent reads as a tie.
 */
export function RunCompare({
  kind,
  ids,
  fmt,
  onClear,
}: {
  kind: StressRunKind;
  ids: readonly [string, string];
  fmt: StressPageFormat;
  onClear(): void;
}) {
  const { t } = useTranslation('admin-stress');
  const headingId = useId();
  const [qa, qb] = useQueries({ queries: ids.map((id) => stressRunQuery(id)) });
  const a = qa?.data;
  const b = qb?.data;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {t('compare.title')}
        </h2>
        <button type="button" className="text-sm font-semibold underline" onClick={onClear}>
          {t('compare.clear')}
        </button>
      </div>
      {a && b ? (
        <CompareTable kind={kind} a={a} b={b} fmt={fmt} />
      ) : qa?.isError || qb?.isError ? (
        <p role="alert" className="text-red-700">
          {t('compare.error')}
        </p>
      ) : (
        <Skeleton className="h-64 rounded-xl" />
      )}
    </section>
  );
}

const cell = 'px-3 py-2 text-right tabular-nums';

function CompareTable({
  kind,
  a,
  b,
  fmt,
}: {
  kind: StressRunKind;
  a: StressRunSummary;
  b: StressRunSummary;
  fmt: StressPageFormat;
}) {
  const { t } = useTranslation('admin-stress');
  const params = useRunParams();
  const rows = compareStressRuns(kind, a, b);
  const change = (value: number | null) =>
    value === null ? '—' : `${value > 0 ? '+' : ''}${fmt.rate(value)}`;
  return (
    <div className="overflow-x-auto rounded-xl border border-neutral-200">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('compare.title')}</caption>
        <thead className="bg-neutral-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('compare.figure')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('compare.runA', { when: fmt.instant(a.createdAt) })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('compare.runB', { when: fmt.instant(b.createdAt) })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('compare.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-neutral-100">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {t('compare.asked')}
            </th>
            <td className={cell}>{params(a, fmt.elapsed)}</td>
            <td className={cell}>{params(b, fmt.elapsed)}</td>
            <td className={cell} />
          </tr>
          <tr className="border-t border-neutral-100">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {t('compare.verdict')}
            </th>
            <td className={cell}>{a.result?.passed ? t('runs.passed') : t('runs.notPassed')}</td>
            <td className={cell}>{b.result?.passed ? t('runs.passed') : t('runs.notPassed')}</td>
            <td className={cell} />
          </tr>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-neutral-100">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {t(`figures.${row.key}`)}
              </th>
              <td className={cn(cell, row.verdict === 'a' && 'font-semibold text-green-800')}>
                {formatFigure(fmt, row.unit, row.a)}
                {row.verdict === 'a' ? (
                  <>
                    <span aria-hidden="true"> ✓</span>
                    <span className="sr-only"> ({t('compare.better')})</span>
                  </>
                ) : null}
              </td>
              <td className={cn(cell, row.verdict === 'b' && 'font-semibold text-green-800')}>
                {formatFigure(fmt, row.unit, row.b)}
                {row.verdict === 'b' ? (
                  <>
                    <span aria-hidden="true"> ✓</span>
                    <span className="sr-only"> ({t('compare.better')})</span>
                  </>
                ) : null}
              </td>
              <td className={cell}>
                {row.verdict === 'same' ? t('compare.same') : change(row.change)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
