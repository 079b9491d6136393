import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useLazyDialogTrigger } from '@/components/ui/use-lazy-dialog-trigger';
import { activeFilterCount, filtersFromUrl } from '@/features/search/state';
import { useSearchUrl } from '@/features/search/use-search-url';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import { SlidersIcon } from '@/components/ui/icons/sliders';

// The dialog (Radix, tabs, slider) is fetched on intent: the button is in the home page's header,
// whose first paint is on a tight budget.
const FiltersModal = lazyWithPreload(
  () => import('./components/filters-modal'),
  (m) => m.FiltersModal,
  OPENED_ON_USE,
);

/**
 * Opens the filters dialog and shows the filters-active indicator (spec §4): on desktop a count
 * (a non-default sort counts), on mobile a dot (sort does not count).
 */
export function FiltersButton({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('filters');
  const url = useSearchUrl();
  const desktop = variant === 'desktop';
  const count = activeFilterCount(filtersFromUrl(url), { desktop });
  const { open, setOpen, mounted, trigger } = useLazyDialogTrigger(FiltersModal.preload);
  const label =
    count === 0 ? t('button.label') : desktop ? t('button.applied', { count }) : t('button.active');

  return (
    <>
      <button
        {...trigger}
        aria-label={label}
        data-testid={`filters-button-${variant}`}
        data-active={count > 0 ? 'true' : 'false'}
        className={cn(
          'relative inline-flex items-center gap-2 rounded-full border text-sm font-semibold transition-colors hover:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
          desktop ? 'h-12 px-4' : 'size-10 justify-center',
          count > 0 ? 'border-neutral-900' : 'border-neutral-300',
        )}
      >
        <SlidersIcon className="size-4" />
        {desktop ? <span aria-hidden="true">{t('button.label')}</span> : null}
        {count > 0 && desktop ? (
          <span
            aria-hidden="true"
            data-testid="filters-count"
            className="grid size-5 place-items-center rounded-full bg-ink text-xs text-white"
          >
            {count}
          </span>
        ) : null}
        {count > 0 && !desktop ? (
          <span
            aria-hidden="true"
            data-testid="filters-dot"
            className="absolute top-0.5 right-0.5 size-2.5 rounded-full border-2 border-white bg-brand"
          />
        ) : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <FiltersModal open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
