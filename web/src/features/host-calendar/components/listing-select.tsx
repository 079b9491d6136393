import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingSummary } from '@arrendo/contracts/web';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';

export interface ListingSelectProps {
  listings: readonly ListingSummary[];
  /** The listing shown; an id that is not the host's selects nothing. */
  value: string;
  onChange(id: string): void;
}

/** 'Listing': which of the host's listings the calendar shows (for hosts with more than one). */
export function ListingSelect({ listings, value, onChange }: ListingSelectProps) {
  const { t } = useTranslation('host-calendar');
  const id = useId();
  const known = listings.some((l) => l.id === value);
  return (
    <div className="w-full space-y-1 sm:w-72">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {t('listing')}
      </label>
      <select
        id={id}
        value={known ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        className={cn(controlClass, 'py-2')}
      >
        {known ? null : (
          <option value="" disabled>
            {t('chooseListing')}
          </option>
        )}
        {listings.map((listing) => (
          <option key={listing.id} value={listing.id}>
            {listing.title?.trim() || t('untitled')}
          </option>
        ))}
      </select>
    </div>
  );
}
