import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyDialogTrigger } from '@/components/ui/use-lazy-dialog-trigger';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { SearchIcon } from '@/components/ui/icons/search';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import { SearchModeToggle } from '@/features/shell/components/search-mode-toggle';
import { FiltersButton, SummaryText } from '../bar/lazy-parts';
import { searchFromUrl } from '../state';
import { isSearchActive } from '../url-state';
import { useSearchNavigation, useSearchUrl } from '../use-search-url';

// The modal (Radix Dialog and the four steps) loads when the pill is hovered, focused or tapped.
const SearchModal = lazyWithPreload(
  () => import('./search-modal'),
  (m) => m.SearchModal,
  OPENED_ON_USE,
);

/**
 * Spec §2.4, the phone header on `/`: the search pill opens the modal; with a search active, a
 * back button (to `/`) and the filters; without one, the day/hour toggle.
 */
export function MobileSearchHeader() {
  const { t } = useTranslation('search');
  const url = useSearchUrl();
  const active = isSearchActive(url);
  const state = searchFromUrl(url);
  const { resetSearch } = useSearchNavigation();
  const { open, setOpen, mounted, trigger } = useLazyDialogTrigger(SearchModal.preload);

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      {active ? (
        <button
          type="button"
          aria-label={t('mobile.back')}
          data-testid="search-back"
          // Back goes to `/` (spec §4), keeping a per-hour mode; per day is the plain `/`.
          onClick={() => void resetSearch(url.type === 'hour' ? 'hour' : undefined)}
          className="flex size-10 shrink-0 items-center justify-center rounded-full border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <ChevronLeftIcon className="size-4" />
        </button>
      ) : null}
      <button
        {...trigger}
        data-testid="search-pill"
        className="flex h-12 min-w-0 flex-1 items-center gap-3 rounded-full border border-neutral-200 bg-white px-4 text-left shadow-md focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <SearchIcon className="size-4 shrink-0" strokeWidth={2.5} />
        <span className="min-w-0">
          <span className="sr-only">{t('mobile.openSearch')}: </span>
          <span className="block truncate text-sm font-semibold">
            {active ? state.place?.label || t('summary.anywhere') : t('summary.whereTo')}
          </span>
          <span className="block truncate text-xs text-muted">
            {active ? (
              <Suspense fallback={t('summary.anyDates')}>
                <SummaryText part="dates" state={state} placeholder={t('summary.anyDates')} />
                {' · '}
                <SummaryText part="guests" state={state} placeholder={t('summary.anyGuests')} />
              </Suspense>
            ) : (
              `${t('summary.anywhere')} · ${t('summary.anyDates')} · ${t('summary.anyGuests')}`
            )}
          </span>
        </span>
      </button>
      {active ? (
        <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
          <FiltersButton variant="mobile" />
        </Suspense>
      ) : (
        <SearchModeToggle />
      )}
      {mounted ? (
        <Suspense fallback={null}>
          <SearchModal open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
