import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/close';
import { SearchIcon } from '@/components/ui/icons/search';
import { lazyToast } from '@/lib/lazy-toast';
import type { ExploreDestinationsSheetProps } from '../steps/types';
import type { SearchPlace } from '../state';
import { MOBILE_DESTINATIONS } from './destinations';
import { useDragToClose } from './use-drag-to-close';
import { useWhereListbox } from './use-where-listbox';
import { WhereList } from './where-list';

/**
 * Spec §2.5 "Explore destinations": a bottom sheet over the mobile search modal with a search
 * box, 'Use current location', 'Search results' and 'Suggested destinations'. A pick closes it;
 * closing it any other way (Escape, the close button, the backdrop, dragging the handle down more
 * than 60 px) shows the §8 tip about choosing a location. Radix Dialog traps focus and stacks
 * over the modal (Escape closes the sheet only).
 */
export function ExploreDestinationsSheet({ open, onClose, onPick }: ExploreDestinationsSheetProps) {
  const { t } = useTranslation('where');
  const [query, setQuery] = useState('');
  const listbox = useWhereListbox();
  const input = useRef<HTMLInputElement>(null);

  // Each opening starts from an empty search.
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);

  const dismiss = () => {
    lazyToast.show(t('sheet.tip'));
    onClose();
  };
  const { offset, handleProps } = useDragToClose(dismiss);

  const pick = (place: SearchPlace) => {
    onPick(place);
    onClose();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : dismiss())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-black/40 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          data-testid="explore-destinations-sheet"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            input.current?.focus();
          }}
          style={offset > 0 ? { transform: `translateY(${offset}px)` } : undefined}
          className="fixed inset-x-0 bottom-0 z-[60] mx-auto flex max-h-[90dvh] w-full max-w-[568px] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-up"
        >
          <div
            {...handleProps}
            data-testid="sheet-handle"
            // Pointer-only; keyboard and screen-reader users have Escape and the close button.
            aria-hidden="true"
            className="flex h-7 shrink-0 cursor-grab touch-none justify-center pt-2.5"
          >
            <span className="h-1.5 w-10 rounded-full bg-neutral-300" />
          </div>
          <header className="flex items-center gap-2 px-4 pb-3">
            <RadixDialog.Title className="flex-1 text-lg font-semibold">
              {t('sheet.title')}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('sheet.close')}
              className="rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              <CloseIcon className="size-4" />
            </RadixDialog.Close>
          </header>
          <RadixDialog.Description className="sr-only">
            {t('sheet.description')}
          </RadixDialog.Description>
          <div className="px-4 pb-3">
            <div className="flex items-center gap-2 rounded-full border border-neutral-300 px-4 focus-within:border-neutral-900">
              <SearchIcon className="size-4 shrink-0 text-neutral-600" />
              <input
                ref={input}
                {...listbox.inputProps}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                aria-label={t('sheet.searchLabel')}
                placeholder={t('sheet.placeholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="h-12 w-full bg-transparent text-base outline-none"
              />
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <WhereList
              surface="sheet"
              query={query}
              destinations={MOBILE_DESTINATIONS}
              onPick={pick}
              listbox={listbox}
              layout="sheet"
              standalone={false}
            />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
