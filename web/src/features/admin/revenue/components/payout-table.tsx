import { useTranslation } from 'react-i18next';
import { bankName, type AdminPayout } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import type { RevenueFormat } from '../format';
import { PayoutActions } from './payout-actions';

const cell = 'py-3 pr-4 align-top';

const TONES: Record<AdminPayout['status'], string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

const COLUMNS = [
  'holder',
  'rut',
  'bank',
  'accountType',
  'number',
  'amount',
  'reference',
  'status',
  'actions',
] as const;

/** A batch's payouts, where each goes (masked), and the answers still to give. */
export function PayoutTable({
  caption,
  payouts,
  fmt,
}: {
  caption: string;
  payouts: AdminPayout[];
  fmt: RevenueFormat;
}) {
  const { t } = useTranslation('admin');
  const { t: tSetup } = useTranslation('payout-setup');
  const none = t('revenue.payouts.none');
  return (
    // Wide enough to read on a phone too: the list scrolls sideways rather than crushing columns.
    <div className="overflow-x-auto">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-neutral-300">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn('py-2 pr-4', column === 'amount' ? 'text-right' : null)}
              >
                {t(`revenue.payouts.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <tr
              key={payout.id}
              data-testid="admin-payout-row"
              className="border-b border-neutral-100"
            >
              <td className={cell}>{payout.holderName ?? none}</td>
              <td className={`${cell} whitespace-nowrap`}>{payout.rutMasked ?? none}</td>
              <td className={cell}>{payout.bankCode ? bankName(payout.bankCode) : none}</td>
              <td className={cell}>
                {payout.accountType ? tSetup(`accountTypes.${payout.accountType}`) : none}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {payout.numberLast4
                  ? t('revenue.payouts.numberMasked', { last4: payout.numberLast4 })
                  : none}
              </td>
              <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
                {fmt.money(payout.amount)}
              </td>
              <td className={`${cell} font-mono break-all`}>{payout.reference}</td>
              <td className={`${cell} max-w-xs`}>
                <span
                  data-testid="admin-payout-status"
                  className={cn(
                    'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    TONES[payout.status],
                  )}
                >
                  {t(`revenue.payouts.status.${payout.status}`)}
                </span>
                {payout.status === 'failed' && payout.failureReason ? (
                  <p className="mt-1 break-words text-red-800">{payout.failureReason}</p>
                ) : null}
                {payout.decidedAt ? (
                  <p className="mt-1 text-neutral-600">
                    <time dateTime={payout.decidedAt}>{fmt.instant(payout.decidedAt)}</time>
                  </p>
                ) : null}
              </td>
              <td className={cell}>
                {payout.status === 'scheduled' ? <PayoutActions payout={payout} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
