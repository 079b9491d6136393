import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PerformanceListing, PerformanceRangeDays } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { performanceSearchOf } from '../search';
import { usePerformanceFormat } from '../use-performance-format';
import { useListingName } from './use-listing-name';

const HEADING_ID = 'host-performance-listings';
const cell = 'px-3 py-2.5 text-right whitespace-nowrap';

export interface PerformanceListingsProps {
  listings: readonly PerformanceListing[];
  days: PerformanceRangeDays;
  /** The listing the page shows, if one. */
  listingId: string | null;
}

/**
 * Every listing's figures for the period, side by side; a listing's name shows that listing
 * alone. Scrolls sideways on a phone rather than squeezing the numbers.
 */
export function PerformanceListings({ listings, days, listingId }: PerformanceListingsProps) {
  const { t } = useTranslation('host-performance');
  const format = usePerformanceFormat();
  const nameOf = useListingName();
  const rate = (share: number | null) => format.rate(share) ?? t('figures.none');
  return (
    <section aria-labelledby={HEADING_ID} className="rounded-xl border border-neutral-200">
      <h2 id={HEADING_ID} className="px-4 pt-4 text-lg font-semibold md:px-5">
        {t('listings.title')}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm tabular-nums">
          <caption className="sr-only">{t('listings.caption')}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold md:pl-5">
                {t('listings.name')}
              </th>
              <th scope="col" className={cn(cell, 'font-semibold')}>
                {t('listings.views')}
              </th>
              <th scope="col" className={cn(cell, 'font-semibold')}>
                {t('listings.saves')}
              </th>
              <th scope="col" className={cn(cell, 'font-semibold')}>
                {t('listings.requests')}
              </th>
              <th scope="col" className={cn(cell, 'font-semibold')}>
                {t('listings.conversion')}
              </th>
              <th scope="col" className={cn(cell, 'font-semibold md:pr-5')}>
                {t('listings.responseRate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {listings.map((listing) => {
              const name = nameOf(listing);
              const shown = listing.id === listingId;
              const { figures } = listing;
              return (
                <tr
                  key={listing.id}
                  aria-current={shown ? 'true' : undefined}
                  className={cn('border-t border-neutral-100', shown && 'bg-brand/5')}
                >
                  <th
                    scope="row"
                    className="max-w-[18rem] px-3 py-2.5 text-left font-normal md:pl-5"
                  >
                    <Link
                      to="/host/performance"
                      search={performanceSearchOf({ days, listingId: listing.id })}
                      aria-label={t('listings.show', { title: name })}
                      className="font-semibold underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                    >
                      {name}
                    </Link>
                    {listing.deleted ? (
                      <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">
                        {t('listings.deleted')}
                      </span>
                    ) : listing.status === 'unlisted' ? (
                      <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">
                        {t('listings.unlisted')}
                      </span>
                    ) : null}
                  </th>
                  <td className={cell}>{format.count(figures.views)}</td>
                  <td className={cell}>{format.count(figures.saves)}</td>
                  <td className={cell}>{format.count(figures.requests)}</td>
                  <td className={cell}>{rate(figures.conversion)}</td>
                  <td className={cn(cell, 'md:pr-5')}>{rate(figures.responseRate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
