import { useDeferredValue } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PerformanceRangeDays } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { hostPerformanceQueryOptions } from '../api';
import { parsePerformanceSearch, performanceSearchOf } from '../search';
import { usePerformanceFormat } from '../use-performance-format';
import { ListingNotFound } from './listing-not-found';
import { NoListings } from './no-listings';
import { PerformanceChart } from './performance-chart';
import { PerformanceControls } from './performance-controls';
import { PerformanceFigures } from './performance-figures';
import { PerformanceFrame } from './performance-frame';
import { PerformanceListings } from './performance-listings';

/** The address's choice as one value, so that deferring it keeps period and listing together. */
const keyOf = (days: PerformanceRangeDays, listingId: string | null) =>
  `${days}|${listingId ?? ''}`;
function choiceOf(key: string) {
  const [days, listingId] = key.split('|');
  return { days: Number(days) as PerformanceRangeDays, listingId: listingId || null };
}

/**
 * `/host/performance`: how guests find and book the host's listings over the last 30, 90 or 365
 * days (`?days=`), all together or one (`?listing=`): five figures, a chart over time, and every
 * listing side by side.
 */
export function HostPerformancePage() {
  const { t } = useTranslation('host-performance');
  const format = usePerformanceFormat();
  const { search, patch } = useUrlSearch();
  const chosen = parsePerformanceSearch(search);
  // Another period or listing keeps this one on screen until its figures arrive, instead of the
  // route's skeleton (a deferred value suspends in the background).
  const chosenKey = keyOf(chosen.days, chosen.listingId);
  const shownKey = useDeferredValue(chosenKey);
  const shown = choiceOf(shownKey);
  const busy = shownKey !== chosenKey;
  const { data } = useSuspenseQuery(hostPerformanceQueryOptions(shown.days, shown.listingId));

  if (data === null) {
    return (
      <PerformanceFrame>
        <ListingNotFound />
      </PerformanceFrame>
    );
  }
  if (data.listings.length === 0) {
    return (
      <PerformanceFrame>
        <NoListings />
      </PerformanceFrame>
    );
  }

  return (
    <PerformanceFrame
      actions={
        <PerformanceControls
          days={chosen.days}
          listingId={chosen.listingId}
          listings={data.listings}
          onDays={(days) => patch(performanceSearchOf({ ...chosen, days }), { replace: true })}
          onListing={(listingId) => patch(performanceSearchOf({ ...chosen, listingId }))}
        />
      }
    >
      <div
        aria-busy={busy || undefined}
        className={cn('space-y-6 transition-opacity', busy && 'opacity-60')}
      >
        <p className="text-sm text-muted">
          {t('period', { from: format.date(data.from), to: format.date(data.to) })}
        </p>
        <PerformanceFigures figures={data.figures} />
        <PerformanceChart series={data.series} />
        <PerformanceListings listings={data.listings} days={data.days} listingId={data.listingId} />
      </div>
    </PerformanceFrame>
  );
}
