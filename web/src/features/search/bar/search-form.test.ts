import { describe, expect, it } from 'vitest';
import { emptySearch, type SearchState } from '../state';
import {
  checkLocation,
  firstIncompleteStep,
  formAfterUrlChange,
  hasPlace,
  stepsDoneFrom,
  withMode,
} from './search-form';

const santiago = { label: 'Santiago', lat: -33.45, lng: -70.67 };

function search(patch: Partial<SearchState> = {}): SearchState {
  return { ...emptySearch('day'), ...patch };
}

describe('search form rules', () => {
  it('needs a location: none, typed only (geocode), or picked', () => {
    expect(checkLocation(null)).toEqual({ kind: 'missing' });
    expect(checkLocation({ label: '  ', lat: null, lng: null })).toEqual({ kind: 'missing' });
    const typed = { label: 'Valpo', lat: null, lng: null };
    expect(checkLocation(typed)).toEqual({ kind: 'geocode', place: typed });
    expect(checkLocation(santiago)).toEqual({ kind: 'ready', place: santiago });
    // A URL with coordinates but no name is still a place.
    expect(hasPlace({ label: '', lat: -33, lng: -70 })).toBe(true);
  });

  it('finds the first incomplete step in the order location, what, dates, guests', () => {
    const none = { where: false, what: false, dates: false, who: false };
    expect(firstIncompleteStep(none)).toBe('where');
    expect(firstIncompleteStep({ ...none, where: true })).toBe('what');
    expect(firstIncompleteStep({ ...none, where: true, what: true })).toBe('dates');
    expect(firstIncompleteStep({ where: true, what: true, dates: true, who: false })).toBe('who');
    expect(firstIncompleteStep({ where: false, what: true, dates: true, who: true })).toBe('where');
    expect(firstIncompleteStep({ where: true, what: true, dates: true, who: true })).toBeNull();
  });

  it('reads which steps a URL search has finished; the guests step needs adults or children', () => {
    expect(stepsDoneFrom(search())).toEqual({
      where: false,
      what: false,
      dates: false,
      who: false,
    });
    const infantsOnly = search({ guests: { adults: 0, children: 0, infants: 2, pets: 1 } });
    expect(stepsDoneFrom(infantsOnly).who).toBe(false);
    expect(
      stepsDoneFrom(
        search({
          place: santiago,
          category: 'cabins',
          dates: { kind: 'range', checkIn: '2026-03-12', checkOut: '2026-03-14' },
          guests: { adults: 2, children: 0, infants: 0, pets: 0 },
        }),
      ),
    ).toEqual({ where: true, what: true, dates: true, who: true });
  });

  it('switching mode keeps place and guests, drops the other kind of dates and the category', () => {
    const guests = { adults: 2, children: 1, infants: 0, pets: 0 };
    const range = { kind: 'range' as const, checkIn: '2026-03-12', checkOut: '2026-03-14' };
    const perDay = search({ place: santiago, category: 'cabins', dates: range, guests });
    const perHour = withMode(perDay, 'hour');
    expect(perHour).toEqual({ mode: 'hour', place: santiago, category: null, dates: null, guests });
    const day = { kind: 'day' as const, date: '2026-03-12', startTime: '10:00', hours: 2 };
    expect(withMode({ ...perHour, dates: day }, 'hour').dates).toEqual(day);
    expect(withMode({ ...perHour, dates: day }, 'day').dates).toBeNull();
    const flexible = { kind: 'flexible' as const, flexibility: 'weekend' as const };
    expect(withMode(search({ dates: flexible }), 'day').dates).toEqual(flexible);
    expect(withMode(perDay, 'day')).toBe(perDay);
  });

  it('keeps what is being typed when only the mode changes in the URL, else follows the URL', () => {
    const typing = search({ place: { label: 'Valp', lat: null, lng: null } });
    const before = search();
    expect(formAfterUrlChange(typing, before, { ...before, mode: 'hour' })).toEqual({
      ...typing,
      mode: 'hour',
    });
    const searched = search({ place: santiago });
    expect(formAfterUrlChange(typing, before, searched)).toBe(searched);
  });
});
