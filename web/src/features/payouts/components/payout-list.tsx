import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostPayoutsResponse } from '@arrendo/contracts/web';
import type { PayoutFormat } from '../format';
import { PayoutStatusBadge } from './payout-badges';

type Payout = HostPayoutsResponse['payouts'][number];

const cell = 'py-3 pr-4 align-top';

/** Every payout, newest first: cards on a phone, a table from `md` up. */
export function PayoutList({ payouts, fmt }: { payouts: Payout[]; fmt: PayoutFormat }) {
  const { t } = useTranslation('payouts');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t('payouts.title')}
      </h2>
      {payouts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-5 text-muted">
          {t('payouts.empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden">
            {payouts.map((payout) => (
              <li
                key={payout.id}
                data-testid="payout-card"
                className="rounded-xl border border-neutral-200 p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold tabular-nums">{fmt.money(payout.amount)}</p>
                    <p className="text-sm text-muted">
                      <time dateTime={payout.createdAt}>{fmt.day(payout.createdAt)}</time> ·{' '}
                      {t(`methods.${payout.method}`)}
                    </p>
                  </div>
                  <PayoutStatusBadge status={payout.status} />
                </div>
                <p className="mt-2 text-sm break-all text-muted">
                  {t('payouts.referenceValue', { reference: payout.reference })}
                </p>
                <PayoutOutcome payout={payout} fmt={fmt} />
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="border-b border-neutral-300">
              <tr>
                {(['date', 'reference', 'method', 'amount', 'status'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={column === 'amount' ? 'py-2 pr-4 text-right' : 'py-2 pr-4'}
                  >
                    {t(`payouts.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr
                  key={payout.id}
                  data-testid="payout-row"
                  className="border-b border-neutral-100"
                >
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={payout.createdAt}>{fmt.day(payout.createdAt)}</time>
                  </td>
                  <td className={`${cell} font-mono break-all`}>{payout.reference}</td>
                  <td className={cell}>{t(`methods.${payout.method}`)}</td>
                  <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
                    {fmt.money(payout.amount)}
                  </td>
                  <td className={`${cell} max-w-xs`}>
                    <PayoutStatusBadge status={payout.status} />
                    <PayoutOutcome payout={payout} fmt={fmt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** Why a payout failed (its lines are back in the balance), or when it was paid. */
function PayoutOutcome({ payout, fmt }: { payout: Payout; fmt: PayoutFormat }) {
  const { t } = useTranslation('payouts');
  if (payout.status === 'failed') {
    return (
      <p className="mt-2 text-sm font-medium text-red-800">
        {t('payouts.failed', { reason: payout.failureReason ?? t('payouts.noReason') })}
      </p>
    );
  }
  if (payout.status === 'paid' && payout.decidedAt) {
    return (
      <p className="mt-1 text-sm text-muted">
        {t('payouts.paidOn', { date: fmt.day(payout.decidedAt) })}
      </p>
    );
  }
  return null;
}
