import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HostPayoutLine } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import type { PayoutFormat } from '../format';
import { LineStatusBadge } from './payout-badges';

const cell = 'py-3 pr-4 align-top';

/** Every line of the ledger, newest first: cards on a phone, a table from `md` up. */
export function PayoutLines({ lines, fmt }: { lines: HostPayoutLine[]; fmt: PayoutFormat }) {
  const { t } = useTranslation('payouts');
  const headingId = useId();
  // Read once per render: a line whose release passes while the page is open says so next time.
  const now = Date.now();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t('lines.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-5 text-muted">
          {t('lines.empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden">
            {lines.map((line) => (
              <li
                key={line.id}
                data-testid="line-card"
                className="rounded-xl border border-neutral-200 p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <LineBooking line={line} fmt={fmt} />
                  <Amount amount={line.amount} fmt={fmt} />
                </div>
                <LineKind line={line} className="mt-2" />
                <LineState line={line} fmt={fmt} now={now} className="mt-2" />
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="border-b border-neutral-300">
              <tr>
                {(['booking', 'kind', 'amount', 'status'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={column === 'amount' ? 'py-2 pr-4 text-right' : 'py-2 pr-4'}
                  >
                    {t(`lines.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-testid="line-row" className="border-b border-neutral-100">
                  <td className={cell}>
                    <LineBooking line={line} fmt={fmt} />
                  </td>
                  <td className={`${cell} max-w-56`}>
                    <LineKind line={line} />
                  </td>
                  <td className={`${cell} text-right`}>
                    <Amount amount={line.amount} fmt={fmt} />
                  </td>
                  <td className={`${cell} max-w-xs`}>
                    <LineState line={line} fmt={fmt} now={now} />
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

function LineBooking({ line, fmt }: { line: HostPayoutLine; fmt: PayoutFormat }) {
  const { t } = useTranslation('payouts');
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words">{line.listingTitle ?? t('lines.untitled')}</p>
      <p className="text-sm text-muted">{fmt.span(line.startsAt, line.endsAt)}</p>
      <Link
        to="/bookings/$id"
        params={{ id: line.bookingId }}
        className="text-sm font-semibold underline"
      >
        {t('lines.viewBooking')}
      </Link>
    </div>
  );
}

function LineKind({ line, className }: { line: HostPayoutLine; className?: string }) {
  const { t } = useTranslation('payouts');
  return (
    <div className={cn('text-sm', className)}>
      <p className="font-medium">{t(`lines.kinds.${line.kind}`)}</p>
      {line.note ? <p className="break-words text-muted">{line.note}</p> : null}
    </div>
  );
}

function Amount({ amount, fmt }: { amount: number; fmt: PayoutFormat }) {
  return (
    <p
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        amount < 0 ? 'text-red-800' : null,
      )}
    >
      {fmt.money(amount)}
    </p>
  );
}

/** Its status, when it is (or was) released, and why its last transfer failed. */
function LineState({
  line,
  fmt,
  now,
  className,
}: {
  line: HostPayoutLine;
  fmt: PayoutFormat;
  now: number;
  className?: string;
}) {
  const { t } = useTranslation('payouts');
  const released = Date.parse(line.releaseAt) <= now;
  return (
    <div className={cn('space-y-1 text-sm', className)}>
      <LineStatusBadge status={line.status} />
      <p className="text-muted">
        {t(released ? 'lines.releasedOn' : 'lines.availableOn', {
          date: fmt.day(line.releaseAt),
        })}
      </p>
      {line.failureReason ? (
        <p role="note" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">
          {t('lines.failed', { reason: line.failureReason })}{' '}
          <Link to="/payment-setup" className="underline">
            {t('lines.updateDetails')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
