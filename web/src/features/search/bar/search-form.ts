import type { PriceUnit } from '@arrendo/contracts/web';
import { guestsSent, type SearchPlace, type SearchState } from '../state';

/** The four steps of the search, in the order the mobile modal advances through them (spec §4). */
export type SearchStep = 'where' | 'what' | 'dates' | 'who';
export const SEARCH_STEPS: readonly SearchStep[] = ['where', 'what', 'dates', 'who'];

export type StepsDone = Record<SearchStep, boolean>;

/** Spec §9: the search button's spinner resets after 1 s; a finished range closes after 300 ms. */
export const SEARCH_TIMING = { spinnerResetMs: 1000, datePopupCloseMs: 300 } as const;

/** A place counts once it has a name or coordinates (a URL may carry only `lat`/`lng`). */
export function hasPlace(place: SearchPlace | null): place is SearchPlace {
  return (
    place !== null && (place.label.trim() !== '' || (place.lat !== null && place.lng !== null))
  );
}

/**
 * Which steps a search read from the URL has finished. A category from the URL counts as chosen
 * (the guest searched with it); 'featured' is null and leaves What open, as on a first visit.
 */
export function stepsDoneFrom(state: SearchState): StepsDone {
  return {
    where: hasPlace(state.place),
    what: state.category !== null,
    dates: state.dates !== null,
    who: guestsSent(state.guests) > 0,
  };
}

/** Spec §4: after each choice, the first step still to do; null when all are set (contract). */
export function firstIncompleteStep(done: StepsDone): SearchStep | null {
  return SEARCH_STEPS.find((step) => !done[step]) ?? null;
}

export type LocationCheck =
  | { kind: 'missing' }
  /** Typed but not picked: geocode its text before searching (spec §5). */
  | { kind: 'geocode'; place: SearchPlace }
  | { kind: 'ready'; place: SearchPlace };

/** Spec §5: a search needs a chosen location. */
export function checkLocation(place: SearchPlace | null): LocationCheck {
  if (!hasPlace(place)) return { kind: 'missing' };
  if (place.lat === null || place.lng === null) return { kind: 'geocode', place };
  return { kind: 'ready', place };
}

/**
 * The form after the guest switches between per day and per hour: the place and the guests
 * stay; dates of the other kind (a range vs. one day) and the category (the two modes have
 * different category lists) are dropped.
 */
export function withMode(state: SearchState, mode: PriceUnit): SearchState {
  if (state.mode === mode) return state;
  const dates =
    state.dates === null
      ? null
      : mode === 'hour'
        ? state.dates.kind === 'day'
          ? state.dates
          : null
        : state.dates.kind === 'day'
          ? null
          : state.dates;
  return { ...state, mode, dates, category: null };
}

/** Everything that is not the mode, to tell a mode switch from a new search in the URL. */
function withoutMode(state: SearchState): string {
  return JSON.stringify({ ...state, mode: undefined });
}

/**
 * The desktop form when the URL changes under it: a switch of the mode tabs keeps what the guest
 * is typing (adjusted to the mode); any other change (a search, the logo, back) is the new truth.
 */
export function formAfterUrlChange(
  form: SearchState,
  previousUrl: SearchState,
  nextUrl: SearchState,
): SearchState {
  if (withoutMode(previousUrl) === withoutMode(nextUrl) && previousUrl.mode !== nextUrl.mode) {
    return withMode(form, nextUrl.mode);
  }
  return nextUrl;
}
