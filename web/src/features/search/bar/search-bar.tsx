import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { SearchPlace, SearchState } from '../state';
import { useWhereListbox } from '../where/use-where-listbox';
import { DatesPanel, SummaryText, WhatPanel, WhereSuggestions, WhoPanel } from './lazy-parts';
import { preloadBarParts } from './lazy-parts';
import { SearchButton } from './search-button';
import { SEARCH_TIMING, type SearchStep } from './search-form';
import { formatDay } from './format-day';
import { Spinner } from './spinner';
import {
  BAR_FORM_CLASS,
  Divider,
  SEGMENT_LABEL_CLASS,
  SEGMENT_VALUE_CLASS,
  WHERE_INPUT_CLASS,
  WHERE_SEGMENT_CLASS,
  barRowClass,
  segmentClass,
} from './bar-styles';
import { useDismiss } from './use-dismiss';
import { PROBLEM_TEXT_KEY, useSubmitSearch } from './use-submit-search';
import { useUrlForm } from './use-url-form';

/** Spec §2.3 popup sizes (who: ours). Wider than the viewport never: they scroll inside. */
const POPUP_CLASS: Record<SearchStep, string> = {
  where: 'left-0 h-[380px] w-[400px]',
  what: 'left-1/2 h-[480px] w-[580px] -translate-x-1/2',
  dates: 'left-1/2 h-[420px] w-[650px] -translate-x-1/2',
  who: 'right-0 max-h-[480px] w-[400px]',
};

interface SearchBarProps {
  /** A search started: the header collapses the bar into its summary. */
  onSearched?: () => void;
  /** Set when the bar was expanded from the summary: outside click or Escape collapse it. */
  onCollapse?: () => void;
  autoFocus?: boolean;
  /** What the guest did before this code arrived (bar-shell.tsx): a segment opens, or Search runs. */
  initialOpen?: SearchStep | 'search' | null;
}

/** Spec §2.3: the desktop search bar (where, what, when, who, Search) and its popups. */
export function SearchBar({
  onSearched,
  onCollapse,
  autoFocus = false,
  initialOpen = null,
}: SearchBarProps) {
  const { t, i18n } = useTranslation('search');
  const { form, setForm } = useUrlForm();
  const [open, setOpen] = useState<SearchStep | null>(
    initialOpen === 'search' ? null : initialOpen,
  );
  const { submit, searching, problem, attempt, clearProblem } = useSubmitSearch();
  const ids = { popup: useId(), problem: useId() };
  const whereInput = useRef<HTMLInputElement>(null);
  const whereKeys = useWhereListbox();
  const triggers = useRef<Partial<Record<SearchStep, HTMLElement | null>>>({});
  const moveOn = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(moveOn.current), []);
  useEffect(() => {
    if (autoFocus || initialOpen === 'where') whereInput.current?.focus();
    // Only on mount: the bar was just expanded or the guest was already in the Where field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (step: SearchStep | null) => {
    clearTimeout(moveOn.current);
    setOpen(step);
  };
  const { insideProps } = useDismiss(open !== null || onCollapse !== undefined, (reason) => {
    if (open !== null) {
      const trigger = triggers.current[open];
      show(null);
      if (reason === 'escape') trigger?.focus();
    } else {
      onCollapse?.();
    }
  });

  const update = (change: (s: SearchState) => SearchState) => setForm(change);
  const onType = (label: string) => {
    clearProblem();
    update((s) => ({ ...s, place: label === '' ? null : { label, lat: null, lng: null } }));
    show('where');
  };
  const onPlace = (place: SearchPlace) => {
    clearProblem();
    update((s) => ({ ...s, place }));
    show('what');
  };

  const onSubmit = async () => {
    show(null);
    const searched = await submit(form);
    if (searched) {
      onSearched?.();
    } else {
      show('where');
      whereInput.current?.focus();
    }
  };

  const pendingSearch = useRef(initialOpen === 'search');
  useEffect(() => {
    if (!pendingSearch.current) return;
    pendingSearch.current = false;
    void onSubmit();
  });

  const invalid = problem !== null;
  const problemText = problem ? t(PROBLEM_TEXT_KEY[problem]) : '';
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const dates = form.dates;

  const segment = (step: SearchStep, label: string, value: ReactNode, key: string = step) => (
    <button
      key={key}
      type="button"
      ref={(node) => {
        if (key === step) triggers.current[step] = node;
      }}
      aria-haspopup="dialog"
      aria-expanded={open === step}
      aria-controls={open === step ? ids.popup : undefined}
      data-testid={`bar-${key}`}
      onClick={() => show(open === step ? null : step)}
      className={segmentClass(open === step, open !== null)}
    >
      <span className={SEGMENT_LABEL_CLASS}>{label}</span>
      <span className={SEGMENT_VALUE_CLASS}>{value}</span>
    </button>
  );
  const summary = (part: 'category' | 'dates' | 'guests', placeholder: string) => (
    <Suspense fallback={placeholder}>
      <SummaryText part={part} state={form} placeholder={placeholder} />
    </Suspense>
  );

  const whenSegments =
    dates?.kind === 'flexible'
      ? [segment('dates', t('bar.when'), summary('dates', t('bar.addDates')))]
      : form.mode === 'hour'
        ? [
            segment(
              'dates',
              t('bar.day'),
              dates?.kind === 'day' ? formatDay(dates.date, lang) : t('bar.addDay'),
            ),
            segment(
              'dates',
              t('bar.time'),
              dates?.kind === 'day' && dates.startTime
                ? t('bar.timeValue', { time: dates.startTime, count: dates.hours ?? 1 })
                : t('bar.addTime'),
              'time',
            ),
          ]
        : [
            segment(
              'dates',
              t('bar.checkIn'),
              dates?.kind === 'range' ? formatDay(dates.checkIn, lang) : t('bar.addDates'),
            ),
            segment(
              'dates',
              t('bar.checkOut'),
              dates?.kind === 'range' ? formatDay(dates.checkOut, lang) : t('bar.addDates'),
              'checkOut',
            ),
          ];

  return (
    <form
      role="search"
      aria-label={t('bar.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      onPointerEnter={preloadBarParts}
      onFocus={preloadBarParts}
      {...insideProps}
      className={BAR_FORM_CLASS}
      data-testid="search-bar"
    >
      <div className={barRowClass(open !== null)}>
        <label
          ref={(node) => {
            triggers.current.where = node;
          }}
          data-testid="bar-where"
          data-invalid={invalid || undefined}
          className={cn(
            segmentClass(open === 'where', open !== null),
            WHERE_SEGMENT_CLASS,
            invalid && 'ring-2 ring-red-600',
            invalid &&
              (attempt % 2 === 1 ? 'motion-safe:animate-shake' : 'motion-safe:animate-shake-again'),
          )}
        >
          <span className={SEGMENT_LABEL_CLASS}>{t('bar.where')}</span>
          <input
            ref={whereInput}
            type="text"
            autoComplete="off"
            value={form.place?.label ?? ''}
            placeholder={t('bar.wherePlaceholder')}
            {...whereKeys.inputProps}
            // A combobox: the arrows move through the suggestions, Enter picks (WAI-ARIA APG).
            aria-controls={whereKeys.optionCount > 0 ? whereKeys.listId : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? ids.problem : undefined}
            onChange={(event) => onType(event.target.value)}
            onFocus={() => {
              if (open !== 'where') show('where');
            }}
            className={WHERE_INPUT_CLASS}
            data-testid="where-input"
          />
        </label>
        <Divider />
        <div className="flex min-w-0 flex-1">
          {segment('what', t('bar.what'), summary('category', t('bar.whatPlaceholder')))}
        </div>
        <Divider />
        <div className="flex min-w-0 flex-[1.4]">{whenSegments}</div>
        <Divider />
        <div className="flex min-w-0 flex-1 items-center pr-2">
          {segment('who', t('bar.who'), summary('guests', t('bar.addGuests')))}
          <SearchButton searching={searching} wide={false} />
        </div>
      </div>

      {/* Announced when a search stops; the Where popup shows the same words. */}
      <p id={ids.problem} role="alert" className="sr-only">
        {problemText}
      </p>

      {open !== null ? (
        <div
          id={ids.popup}
          role="dialog"
          aria-label={popupTitle(open, t)}
          // Where's options are reached by arrows from the input (aria-activedescendant), never by
          // Tab: the scrolling popup takes a tab stop of its own so that a keyboard can scroll it.
          tabIndex={open === 'where' ? 0 : undefined}
          data-testid={`popup-${open}`}
          className={cn(
            'absolute top-full z-50 mt-3 max-w-[calc(100vw-2.5rem)] overflow-y-auto rounded-3xl border border-neutral-200 bg-white p-6 shadow-2xl',
            POPUP_CLASS[open],
          )}
        >
          <Suspense fallback={<Loading label={t('bar.loading')} />}>
            {open === 'where' ? (
              <>
                {problemText ? (
                  <p className="mb-3 text-sm font-medium text-red-700" data-testid="search-problem">
                    {problemText}
                  </p>
                ) : null}
                <WhereSuggestions
                  variant="desktop"
                  query={form.place?.lat === null ? form.place.label : ''}
                  onPick={onPlace}
                  listbox={whereKeys}
                />
              </>
            ) : open === 'what' ? (
              <WhatPanel
                variant="desktop"
                mode={form.mode}
                value={form.category}
                onChange={(category, done) => {
                  update((s) => ({ ...s, category }));
                  // Spec §4: choosing a category closes the popup.
                  if (done) show(null);
                }}
              />
            ) : open === 'dates' ? (
              <DatesPanel
                variant="desktop"
                mode={form.mode}
                value={form.dates}
                onChange={(value, done) => {
                  update((s) => ({ ...s, dates: value }));
                  clearTimeout(moveOn.current);
                  // Spec §4: a finished range closes the popup 300 ms later; on to Who.
                  if (done) {
                    moveOn.current = setTimeout(() => {
                      // The day that had focus goes with the calendar: a keyboard continues from
                      // the Who segment rather than from the top of the page.
                      const popup = document.getElementById(ids.popup);
                      const hadFocus = popup?.contains(document.activeElement) ?? false;
                      setOpen('who');
                      if (hadFocus) triggers.current.who?.focus();
                    }, SEARCH_TIMING.datePopupCloseMs);
                  }
                }}
              />
            ) : (
              <WhoPanel
                variant="desktop"
                mode={form.mode}
                value={form.guests}
                onChange={(guests) => update((s) => ({ ...s, guests }))}
              />
            )}
          </Suspense>
        </div>
      ) : null}
    </form>
  );
}

function popupTitle(step: SearchStep, t: (key: string) => string): string {
  return step === 'where'
    ? t('steps.where')
    : step === 'what'
      ? t('steps.what')
      : step === 'dates'
        ? t('steps.when')
        : t('steps.who');
}

function Loading({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <Spinner />
      {label}
    </p>
  );
}
