import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/icons/search';
import type { SearchUrl } from '../url-state';
import { SummaryText, preloadBarParts } from './lazy-parts';

/**
 * Spec §2.3: once a search is active, "place · dates · guests" replaces the big bar; a click
 * expands the bar again with the same values. Away from a search it invites one.
 */
export function CompactSummary({
  url,
  active,
  onExpand,
}: {
  url: SearchUrl;
  active: boolean;
  onExpand: () => void;
}) {
  const { t } = useTranslation('search');
  return (
    <button
      type="button"
      onClick={onExpand}
      onPointerEnter={preloadBarParts}
      onFocus={preloadBarParts}
      data-testid="search-summary"
      className="flex h-12 min-w-0 items-center gap-3 rounded-full border border-neutral-200 bg-white py-2 pr-2 pl-6 text-sm shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
    >
      <span className="sr-only">{t('summary.change')}: </span>
      {active ? (
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-semibold">{url.location || t('summary.anywhere')}</span>
          <Dot />
          <span className="truncate">
            <Suspense fallback={t('summary.anyDates')}>
              <SummaryText part="dates" url={url} placeholder={t('summary.anyDates')} />
            </Suspense>
          </span>
          <Dot />
          <span className="truncate text-muted">
            <Suspense fallback={t('summary.anyGuests')}>
              <SummaryText part="guests" url={url} placeholder={t('summary.anyGuests')} />
            </Suspense>
          </span>
        </span>
      ) : (
        <span className="font-semibold">{t('summary.start')}</span>
      )}
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-white">
        <SearchIcon className="size-3.5" strokeWidth={3} />
      </span>
    </button>
  );
}

function Dot() {
  return (
    <span aria-hidden="true" className="text-muted">
      ·
    </span>
  );
}
