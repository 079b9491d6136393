import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PERFORMANCE_RANGE_DAYS,
  type PerformanceListing,
  type PerformanceRangeDays,
} from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { controlClass } from '@/components/ui/field';
import { useListingName } from './use-listing-name';

export interface PerformanceControlsProps {
  days: PerformanceRangeDays;
  listingId: string | null;
  listings: readonly PerformanceListing[];
  onDays(days: PerformanceRangeDays): void;
  onListing(listingId: string | null): void;
}

/** Which period (30, 90 or 365 days) and which listing (all, or one) the page shows. */
export function PerformanceControls(props: PerformanceControlsProps) {
  const { days, listingId, listings, onDays, onListing } = props;
  const { t } = useTranslation('host-performance');
  const nameOf = useListingName();
  const rangeLabel = useId();
  const listingSelect = useId();
  return (
    <div className="flex w-full flex-wrap items-end gap-4 md:w-auto">
      <div className="space-y-1">
        <p id={rangeLabel} className="text-sm font-medium text-neutral-800">
          {t('range.label')}
        </p>
        <div
          role="group"
          aria-labelledby={rangeLabel}
          className="inline-flex rounded-lg border border-neutral-300 bg-white p-0.5"
        >
          {PERFORMANCE_RANGE_DAYS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === days}
              onClick={() => onDays(option)}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
                option === days
                  ? 'bg-neutral-900 text-white'
                  : 'text-neutral-800 hover:bg-neutral-100',
              )}
            >
              {t('range.days', { count: option })}
            </button>
          ))}
        </div>
      </div>
      {listings.length > 1 ? (
        <div className="w-full space-y-1 sm:w-72">
          <label htmlFor={listingSelect} className="block text-sm font-medium text-neutral-800">
            {t('listing.label')}
          </label>
          <select
            id={listingSelect}
            value={listingId ?? ''}
            onChange={(e) => onListing(e.target.value === '' ? null : e.target.value)}
            className={cn(controlClass, 'py-2')}
          >
            <option value="">{t('listing.all')}</option>
            {listings.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.deleted
                  ? t('listing.deleted', { title: nameOf(listing) })
                  : nameOf(listing)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
