import { useCallback, useEffect, useRef, useState } from 'react';
import { filtersFromUrl, type SearchState } from '../state';
import { useSearchNavigation, useSearchUrl } from '../use-search-url';
import { loadResolvePlace } from './lazy-parts';
import { SEARCH_TIMING, checkLocation } from './search-form';

/** Why a search did not start (spec §5). */
export type SearchProblem = 'location-required' | 'invalid-place' | 'lookup-failed';

export const PROBLEM_TEXT_KEY: Record<SearchProblem, string> = {
  'location-required': 'errors.locationRequired',
  'invalid-place': 'errors.invalidPlace',
  'lookup-failed': 'errors.lookupFailed',
};

/**
 * The Search button: checks the location (geocoding a typed one), then navigates to `/` with the
 * search, keeping the filters already applied. `searching` drives the spinner, which resets after
 * 1 s (spec §9). Resolves to the state searched, or null when the search stopped.
 */
export function useSubmitSearch() {
  const url = useSearchUrl();
  const { runSearch } = useSearchNavigation();
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  // Counts the failed attempts without a location: each one restarts the shake.
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (state: SearchState, opts: { replace?: boolean } = {}): Promise<SearchState | null> => {
      const check = checkLocation(state.place);
      if (check.kind === 'missing') {
        setProblem('location-required');
        setAttempt((n) => n + 1);
        return null;
      }
      setProblem(null);
      setSearching(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSearching(false), SEARCH_TIMING.spinnerResetMs);
      let place = check.place;
      if (check.kind === 'geocode') {
        let notFound: (error: unknown) => boolean = () => false;
        try {
          const where = await loadResolvePlace();
          notFound = (error) => error instanceof where.PlaceNotFoundError;
          place = await where.resolvePlace(check.place);
        } catch (error) {
          // Nothing matches the text: the spec's message. Anything else (offline, 503) is not
          // the guest's fault and says so.
          clearTimeout(timer.current);
          setSearching(false);
          setProblem(notFound(error) ? 'invalid-place' : 'lookup-failed');
          setAttempt((n) => n + 1);
          return null;
        }
      }
      const next = { ...state, place };
      await runSearch(next, filtersFromUrl(url), opts);
      return next;
    },
    [runSearch, url],
  );

  const clearProblem = useCallback(() => setProblem(null), []);
  return { submit, searching, problem, attempt, clearProblem };
}
