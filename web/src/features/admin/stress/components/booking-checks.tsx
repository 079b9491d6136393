import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StressBookingSummary, StressSlotOutcome } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import type { StressFormat } from '../format';

/**
 * What a booking run is for: no slot was booked twice. First the booking service's own check
 * of its tables (overlapping live reservations: zero, shown large), then the winners of every
 * contested slot (exactly one each), with each slot's counts a click away.
 */
export function BookingChecks({
  booking,
  slots,
  fmt,
}: {
  booking: StressBookingSummary;
  slots: readonly StressSlotOutcome[];
  fmt: StressFormat;
}) {
  const { t } = useTranslation('admin-stress');
  const doubleId = useId();
  const winnersId = useId();
  const { doubleBookings } = booking;
  const none = doubleBookings.overlaps === 0;
  const allOne =
    booking.slotsContested > 0 && booking.slotsWithOneWinner === booking.slotsContested;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby={doubleId}
        className={cn(
          'rounded-xl border-2 p-5',
          none ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50',
        )}
      >
        <h3 id={doubleId} className="font-semibold">
          {t('checks.doubleTitle')}
        </h3>
        <p
          data-testid="double-bookings"
          className={cn(
            'mt-1 text-4xl font-bold tabular-nums',
            none ? 'text-green-800' : 'text-red-800',
          )}
        >
          {t('checks.doubleFound', { count: doubleBookings.overlaps })}
        </p>
        <p className="mt-2 text-sm text-neutral-700">
          {t('checks.doubleChecked', {
            listings: fmt.count(doubleBookings.listingsChecked),
            reservations: fmt.count(doubleBookings.liveReservations),
          })}
        </p>
      </section>
      <section
        aria-labelledby={winnersId}
        className={cn(
          'rounded-xl border-2 p-5',
          allOne ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50',
        )}
      >
        <h3 id={winnersId} className="font-semibold">
          {t('checks.winnersTitle')}
        </h3>
        <p className={cn('mt-1 text-lg font-semibold', allOne ? 'text-green-800' : 'text-red-800')}>
          {allOne
            ? t('checks.oneWinnerEach', { count: booking.slotsContested })
            : t('checks.notOneWinner', {
                count: booking.slotsContested - booking.slotsWithOneWinner,
                total: fmt.count(booking.slotsContested),
              })}
        </p>
        {booking.slotsWithNoWinner > 0 || booking.slotsWithSeveralWinners > 0 ? (
          <p className="mt-1 text-sm text-neutral-700">
            {t('checks.winnerBreakdown', {
              none: fmt.count(booking.slotsWithNoWinner),
              several: fmt.count(booking.slotsWithSeveralWinners),
            })}
          </p>
        ) : null}
        {slots.length > 0 ? (
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold underline-offset-2 hover:underline">
              {t('checks.showSlots')}
            </summary>
            <div
              tabIndex={0}
              role="region"
              aria-label={t('checks.slotsTable')}
              className="mt-3 max-h-72 overflow-auto rounded-lg border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
            >
              <table className="w-full text-sm tabular-nums">
                <caption className="sr-only">{t('checks.slotsTable')}</caption>
                <thead className="sticky top-0 bg-neutral-50 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('checks.slot')}
                    </th>
                    {(['contenders', 'won', 'lost', 'other'] as const).map((c) => (
                      <th key={c} scope="col" className="px-3 py-2 text-right font-semibold">
                        {t(`checks.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {slots.map((s) => (
                    <tr key={`${s.listingId} ${s.slot}`} className="border-t border-neutral-100">
                      <th scope="row" className="px-3 py-1.5 text-left font-mono font-normal">
                        {s.slot}
                      </th>
                      <td className="px-3 py-1.5 text-right">{fmt.count(s.contenders)}</td>
                      <td
                        className={cn(
                          'px-3 py-1.5 text-right',
                          s.won !== 1 && 'font-semibold text-red-700',
                        )}
                      >
                        {fmt.count(s.won)}
                      </td>
                      <td className="px-3 py-1.5 text-right">{fmt.count(s.lost)}</td>
                      <td className="px-3 py-1.5 text-right">{fmt.count(s.other)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ) : null}
      </section>
    </div>
  );
}
