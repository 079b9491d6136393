import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type PlacePrediction } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { lazyToast } from '@/lib/lazy-toast';
import { placePredictionsQueryOptions } from '../api';
import type { SearchPlace } from '../state';
import { destinationPlace, type Destination } from './destinations';
import { locationTextKey, type LocationSurface } from './location-text';
import { placeFromPrediction } from './prediction-place';
import { useCurrentLocation } from './use-current-location';
import { useDebouncedValue } from './use-debounced-value';
import { useRegisterOptions, type WhereListbox } from './use-where-listbox';
import { NearbyIcon, PinIcon } from './where-icons';

export interface WhereListProps {
  surface: LocationSurface;
  query: string;
  destinations: readonly Destination[];
  onPick: (place: SearchPlace) => void;
  listbox: WhereListbox;
  /**
   * 'popup': the nearby entry and the destinations, or, once something is typed, the predictions.
   * 'sheet': the nearby row, 'Search results' and 'Suggested destinations' all stay (spec §2.5).
   */
  layout: 'popup' | 'sheet';
  /** No input drives the list: it takes focus itself and handles the keys. */
  standalone: boolean;
}

type Option =
  | { key: string; type: 'nearby' }
  | { key: string; type: 'prediction'; prediction: PlacePrediction }
  | { key: string; type: 'destination'; destination: Destination };

/**
 * The Where step's options (spec §2.3, §2.5): 'Use current location', the fixed destinations and,
 * for typed text, up to 5 Chilean predictions after 300 ms of quiet typing.
 */
export function WhereList({
  surface,
  query,
  destinations,
  onPick,
  listbox,
  layout,
  standalone,
}: WhereListProps) {
  const { t } = useTranslation('where');
  const headingId = useId();
  const typed = query.trim();
  const settled = useDebouncedValue(typed, LIMITS.autocomplete.debounceMs);
  const predictions = useQuery(placePredictionsQueryOptions(settled));
  const location = useCurrentLocation();
  const [pending, setPending] = useState<string | null>(null);
  const picking = useRef<AbortController | null>(null);
  useEffect(() => () => picking.current?.abort(), []);
  // A failed lookup's text belongs to that attempt: typing something else clears it.
  const { reset } = location;
  useEffect(() => reset(), [typed, reset]);

  const searching = typed !== '';
  const waiting = searching && (typed !== settled || predictions.isPending);
  const found = searching && !waiting ? (predictions.data?.predictions ?? []) : [];
  const showFixed = !searching || layout === 'sheet';

  const nearby: Option[] = showFixed ? [{ key: 'nearby', type: 'nearby' }] : [];
  const results: Option[] = found
    .slice(0, LIMITS.autocomplete.desktopResults)
    .map((prediction) => ({ key: `p:${prediction.placeId}`, type: 'prediction', prediction }));
  const fixed: Option[] = showFixed
    ? destinations.map((destination) => ({
        key: `d:${destination.id}`,
        type: 'destination',
        destination,
      }))
    : [];
  const options = [...nearby, ...results, ...fixed];

  const pickNearby = async () => {
    if (location.state.status === 'getting') return;
    const place = await location.locate();
    if (place) onPick(place);
  };

  const pickPrediction = async (prediction: PlacePrediction) => {
    // Spec §5: a prediction without a place id cannot be looked up; the click is ignored.
    if (!prediction.placeId || pending) return;
    picking.current?.abort();
    const controller = new AbortController();
    picking.current = controller;
    setPending(prediction.placeId);
    const { place, found: located } = await placeFromPrediction(prediction, controller.signal);
    if (controller.signal.aborted) return;
    setPending(null);
    if (!located) {
      lazyToast.show(t(surface === 'desktop' ? 'geocode.region' : 'geocode.location'));
    }
    onPick(place);
  };

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    listbox.setActiveIndex(index);
    if (option.type === 'nearby') void pickNearby();
    else if (option.type === 'prediction') void pickPrediction(option.prediction);
    else onPick(destinationPlace(option.destination));
  };

  useRegisterOptions(
    listbox,
    options.map((o) => o.key),
    pick,
  );

  const { activeIndex, optionId } = listbox;
  useEffect(() => {
    if (activeIndex < 0) return;
    // jsdom has no scrollIntoView; browsers keep the highlighted option in sight.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const renderOption = (option: Option, index: number, content: ReactNode) => (
    <li
      key={option.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      aria-busy={
        (option.type === 'nearby' && location.state.status === 'getting') ||
        (option.type === 'prediction' && pending === option.prediction.placeId) ||
        undefined
      }
      data-testid={`where-option-${option.type}`}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2',
        index === activeIndex ? 'bg-neutral-100' : 'hover:bg-neutral-50',
      )}
      // The input keeps focus (and the popup stays open) while an option is clicked.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => {
        if (index !== activeIndex) listbox.setActiveIndex(index);
      }}
      onClick={() => pick(index)}
    >
      {content}
    </li>
  );

  const iconBox = (icon: ReactNode) => (
    <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-neutral-100 text-neutral-700">
      {icon}
    </span>
  );

  const lines = (main: string, secondary: string) => (
    <span className="min-w-0">
      <span className="block truncate font-medium text-neutral-900">{main}</span>
      <span className="block truncate text-sm text-neutral-600">{secondary}</span>
    </span>
  );

  let index = 0;
  const nearbyItems = nearby.map((o) =>
    renderOption(
      o,
      index++,
      <>
        {iconBox(<NearbyIcon className="size-5" />)}
        {lines(
          t('nearby.label'),
          location.state.status === 'getting' ? t('nearby.getting') : t('nearby.hint'),
        )}
      </>,
    ),
  );
  const resultItems = results.map((o) =>
    o.type === 'prediction'
      ? renderOption(
          o,
          index++,
          <>
            {iconBox(<PinIcon className="size-5" />)}
            {lines(o.prediction.mainText, o.prediction.secondaryText)}
          </>,
        )
      : null,
  );
  const fixedItems = fixed.map((o) =>
    o.type === 'destination'
      ? renderOption(
          o,
          index++,
          <>
            {iconBox(<PinIcon className="size-5" />)}
            {lines(o.destination.name, o.destination.area)}
          </>,
        )
      : null,
  );

  const locationFailure =
    location.state.status === 'failed' ? t(locationTextKey(surface, location.state.failure)) : null;

  let status: ReactNode = null;
  if (searching && waiting) {
    status = <p className="text-sm text-neutral-600">{t('searching')}</p>;
  } else if (searching && predictions.isError) {
    status = <p className="text-sm text-neutral-600">{t('unavailable')}</p>;
  } else if (searching && results.length === 0) {
    status = (
      <>
        <p className="font-medium text-neutral-900">{t('noResults.title', { query: typed })}</p>
        <p className="text-sm text-neutral-600">{t('noResults.hint')}</p>
      </>
    );
  }

  const group = (id: string, heading: string, items: ReactNode[]) =>
    items.length > 0 ? (
      <li role="presentation" className="pt-2">
        <div
          id={id}
          role="presentation"
          className="px-3 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase"
        >
          {heading}
        </div>
        <ul role="group" aria-labelledby={id} className="space-y-1">
          {items}
        </ul>
      </li>
    ) : null;

  return (
    <div className="space-y-2" data-testid="where-list">
      {locationFailure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {locationFailure}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className={cn('px-3', status ? 'py-2' : 'sr-only')}>
        {status}
      </div>
      <ul
        id={listbox.listId}
        role="listbox"
        aria-label={t('listLabel')}
        tabIndex={standalone ? 0 : undefined}
        aria-activedescendant={standalone && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onKeyDown={standalone ? listbox.onKeyDown : undefined}
        className="space-y-1 focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        {nearbyItems}
        {layout === 'sheet' ? (
          <>
            {group(`${headingId}-results`, t('results'), resultItems)}
            {group(`${headingId}-suggested`, t('suggested'), fixedItems)}
          </>
        ) : (
          <>
            {resultItems}
            {fixedItems}
          </>
        )}
      </ul>
    </div>
  );
}
