import { useEffect, useReducer, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { PriceUnit } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { ClockIcon } from '@/components/ui/icons/clock';
import { CloseIcon } from '@/components/ui/icons/close';
import { SearchIcon } from '@/components/ui/icons/search';
import { SunIcon } from '@/components/ui/icons/sun';
import { SearchButton } from '../bar/search-button';
import { SummaryText } from '../bar/summary-text';
import { PROBLEM_TEXT_KEY, useSubmitSearch } from '../bar/use-submit-search';
import { searchFromUrl, type SearchPlace } from '../state';
import { DatesPanel } from '../steps/dates-panel';
import { WhatPanel } from '../steps/what-panel';
import { WhoPanel } from '../steps/who-panel';
import { useSearchNavigation, useSearchUrl } from '../use-search-url';
import { ExploreDestinationsSheet } from '../where/explore-destinations-sheet';
import { initialFlow, modalFlowReducer } from './modal-flow';
import { setSearchModalOpen } from './search-modal-open';
import { StepCard } from './step-card';

const MODES: PriceUnit[] = ['day', 'hour'];

/**
 * Spec §2.5: the full-screen search on phones, opened and closed by the header. Four steps, each
 * a summary until opened; after each choice the first incomplete one opens (modal-flow.ts).
 */
export function SearchModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('search');
  const url = useSearchUrl();
  const { patchUrl } = useSearchNavigation();
  const [flow, dispatch] = useReducer(modalFlowReducer, url, (u) => initialFlow(searchFromUrl(u)));
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet's tip is a toast, outside this dialog, which screen readers cannot reach while the
  // modal is open: the modal says it too, in a live region of its own.
  const [sheetTip, setSheetTip] = useState(false);
  const pickedInSheet = useRef(false);
  useEffect(() => {
    if (sheetOpen) setSheetTip(false);
  }, [sheetOpen]);
  const { submit, searching, problem, attempt, clearProblem } = useSubmitSearch();

  // Each opening starts from the search in the URL (Back or the logo may have changed it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      dispatch({ type: 'reset', search: searchFromUrl(url) });
      clearProblem();
    }
  }
  useEffect(() => {
    setSearchModalOpen(open);
    return () => setSearchModalOpen(false);
  }, [open]);

  const { search } = flow;

  const onPlace = (place: SearchPlace) => {
    clearProblem();
    dispatch({ type: 'place', place });
    // Spec §2.5: the chosen place goes into the current URL at once, without a new entry.
    void patchUrl(
      {
        lat: place.lat ?? undefined,
        lng: place.lng ?? undefined,
        location: place.label || undefined,
        radius: place.radiusKm,
      },
      { replace: true },
    );
  };

  const onSearch = async () => {
    const searched = await submit(search, { replace: true });
    if (searched) onOpenChange(false);
    else dispatch({ type: 'open', step: 'where' });
  };

  const problemText = problem ? t(PROBLEM_TEXT_KEY[problem]) : '';
  const invalid = problem !== null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 hidden bg-black/50 sm:block" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="search-modal"
          className="fixed inset-0 z-50 flex flex-col bg-neutral-100 focus:outline-none data-[state=open]:animate-slide-up sm:inset-y-4 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-[568px] sm:-translate-x-1/2 sm:rounded-3xl"
        >
          <Dialog.Title className="sr-only">{t('modal.title')}</Dialog.Title>
          <header className="flex items-center gap-3 px-4 pt-4 pb-2">
            <Dialog.Close
              aria-label={t('modal.close')}
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-neutral-300 bg-white focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              <CloseIcon className="size-3.5" />
            </Dialog.Close>
            <div
              role="group"
              aria-label={t('common:header.searchMode')}
              className="mx-auto flex rounded-full bg-neutral-200 p-1"
            >
              {MODES.map((mode) => {
                const Icon = mode === 'day' ? SunIcon : ClockIcon;
                return (
                  <button
                    key={mode}
                    type="button"
                    aria-pressed={search.mode === mode}
                    onClick={() => dispatch({ type: 'mode', mode })}
                    className={cn(
                      'flex items-center gap-1.5 rounded-full px-4 py-1.5 text-sm transition-colors',
                      search.mode === mode ? 'bg-white font-semibold shadow-sm' : 'text-muted',
                    )}
                  >
                    <Icon className="size-4" />
                    {t(mode === 'day' ? 'common:header.perDay' : 'common:header.perHour')}
                  </button>
                );
              })}
            </div>
            <span aria-hidden="true" className="size-9 shrink-0" />
          </header>

          <form
            id="mobile-search"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onSearch();
            }}
            className="flex-1 space-y-3 overflow-y-auto px-4 py-2"
          >
            <StepCard
              step="where"
              expanded={flow.open === 'where'}
              title={t('steps.where')}
              label={t('collapsed.where')}
              value={search.place?.label || t('collapsed.addLocation')}
              onExpand={() => dispatch({ type: 'open', step: 'where' })}
              invalid={invalid}
              shake={invalid ? attempt : 0}
            >
              <p role="alert" className="mb-3 text-sm font-medium text-red-700 empty:hidden">
                {problemText}
              </p>
              <button
                type="button"
                onClick={() => setSheetOpen(true)}
                data-testid="open-destinations"
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl border bg-white px-4 py-3.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-dark',
                  invalid ? 'border-red-600' : 'border-neutral-300',
                )}
              >
                <SearchIcon className="size-4 shrink-0" strokeWidth={2.5} />
                <span className={search.place?.label ? 'font-semibold' : 'text-muted'}>
                  {search.place?.label || t('modal.searchDestinations')}
                </span>
              </button>
            </StepCard>

            <StepCard
              step="what"
              expanded={flow.open === 'what'}
              title={t('steps.what')}
              label={t('collapsed.what')}
              value={
                <SummaryText
                  part="category"
                  state={search}
                  placeholder={t('collapsed.anyCategory')}
                />
              }
              onExpand={() => dispatch({ type: 'open', step: 'what' })}
            >
              <WhatPanel
                variant="mobile"
                mode={search.mode}
                value={search.category}
                onChange={(value, isDone) => dispatch({ type: 'category', value, done: isDone })}
              />
            </StepCard>

            <StepCard
              step="dates"
              expanded={flow.open === 'dates'}
              title={t('steps.when')}
              label={t('collapsed.when')}
              value={
                <SummaryText part="dates" state={search} placeholder={t('collapsed.addDates')} />
              }
              onExpand={() => dispatch({ type: 'open', step: 'dates' })}
            >
              <DatesPanel
                variant="mobile"
                mode={search.mode}
                value={search.dates}
                onChange={(value, isDone) => dispatch({ type: 'dates', value, done: isDone })}
              />
            </StepCard>

            <StepCard
              step="who"
              expanded={flow.open === 'who'}
              title={t('steps.who')}
              label={t('collapsed.who')}
              value={
                <SummaryText part="guests" state={search} placeholder={t('collapsed.addGuests')} />
              }
              onExpand={() => dispatch({ type: 'open', step: 'who' })}
            >
              <WhoPanel
                variant="mobile"
                mode={search.mode}
                value={search.guests}
                onChange={(value) => dispatch({ type: 'guests', value })}
              />
            </StepCard>
          </form>

          <footer className="flex items-center justify-between border-t border-neutral-200 bg-white px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:rounded-b-3xl">
            <button
              type="button"
              onClick={() => {
                clearProblem();
                dispatch({ type: 'clear' });
              }}
              data-testid="clear-all"
              className="rounded text-sm font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {t('modal.clearAll')}
            </button>
            <SearchButton searching={searching} wide form="mobile-search" />
          </footer>
          <ExploreDestinationsSheet
            open={sheetOpen}
            onClose={() => {
              setSheetTip(!pickedInSheet.current);
              pickedInSheet.current = false;
              setSheetOpen(false);
            }}
            onPick={(place) => {
              pickedInSheet.current = true;
              onPlace(place);
            }}
          />
          <p role="status" className="sr-only" data-testid="sheet-tip-status">
            {sheetTip ? t('where:sheet.tip') : ''}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
