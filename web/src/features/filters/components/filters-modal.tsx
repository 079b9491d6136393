import { useReducer } from 'react';
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons/close';
import { filtersFromUrl, guestsSent, searchFromUrl } from '@/features/search/state';
import { useSearchNavigation, useSearchUrl } from '@/features/search/use-search-url';
import { canShowResults, editorReducer, openEditor } from '../editor';
import type { FiltersTab } from '../editor';
import { filtersToApply, searchForFilters } from '../working-filters';
import {
  AllFiltersPanel,
  AmenitiesPanel,
  MorePanel,
  PricePanel,
  RoomsPanel,
  SortPanel,
} from './filter-panels';
import type { PanelProps } from './filter-panels';
import { FiltersTabs, panelId, tabId } from './filters-tabs';

const PANELS: Record<FiltersTab, (props: PanelProps) => ReactNode> = {
  all: AllFiltersPanel,
  sort: SortPanel,
  price: PricePanel,
  rooms: RoomsPanel,
  amenities: AmenitiesPanel,
  more: MorePanel,
};

/**
 * The dialog's inside. Radix unmounts it on close, so every opening starts here again from the
 * URL's filters, the All filters tab and Essentials expanded, and closing discards (spec §4).
 */
function FiltersEditor({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('filters');
  const url = useSearchUrl();
  const { applyFilters } = useSearchNavigation();
  const [state, dispatch] = useReducer(editorReducer, url, (u) => openEditor(filtersFromUrl(u)));
  const search = searchFromUrl(url);
  const Panel = PANELS[state.tab];

  const showResults = () => {
    const next = filtersToApply(state.working);
    if (!next) return;
    void applyFilters(next, searchForFilters(search, next));
    onDone();
  };

  return (
    <>
      <header className="flex shrink-0 items-center gap-3 border-b border-neutral-200 px-4 py-3 md:px-6">
        <RadixDialog.Close
          aria-label={t('dialog.close')}
          className="-ml-2 rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <CloseIcon className="size-4" />
        </RadixDialog.Close>
        <RadixDialog.Title className="text-base font-semibold">
          {t('dialog.title')}
        </RadixDialog.Title>
      </header>
      <RadixDialog.Description className="sr-only">
        {t('dialog.description')}
      </RadixDialog.Description>
      <FiltersTabs tab={state.tab} onTab={(tab) => dispatch({ type: 'tab', tab })} />
      <div
        id={panelId(state.tab)}
        role="tabpanel"
        aria-labelledby={tabId(state.tab)}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-5 md:px-6"
      >
        <Panel
          state={state}
          dispatch={dispatch}
          mode={url.type ?? 'day'}
          searchGuests={guestsSent(search.guests)}
        />
      </div>
      <footer className="flex shrink-0 items-center justify-between gap-4 border-t border-neutral-200 px-4 py-3 md:px-6">
        <Button
          variant="link"
          onClick={() => dispatch({ type: 'clear' })}
          data-testid="filters-clear"
        >
          {t('footer.clearAll')}
        </Button>
        <Button
          disabled={!canShowResults(state)}
          onClick={showResults}
          data-testid="filters-show-results"
        >
          {t('footer.showResults')}
        </Button>
      </footer>
    </>
  );
}

export interface FiltersModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Spec §2.11: a modal Radix dialog (it locks the page's scroll and closes on Escape), at most
 * 568 px wide (§9) and full screen on phones. Its own chunk: see FiltersButton.
 */
export function FiltersModal({ open, onOpenChange }: FiltersModalProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          data-testid="filters-dialog"
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-up md:inset-auto md:top-1/2 md:left-1/2 md:h-[min(85vh,760px)] md:w-[min(92vw,568px)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
        >
          <FiltersEditor onDone={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
