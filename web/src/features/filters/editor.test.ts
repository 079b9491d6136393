// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@/features/search/state';
import type { FilterSet } from '@/features/search/state';
import { canShowResults, editorReducer, openEditor } from './editor';
import type { EditorAction, EditorState } from './editor';

const applied: FilterSet = {
  ...DEFAULT_FILTERS,
  priceRange: [100, 600],
  sortBy: 'rating',
  bedrooms: 2,
  amenities: ['wifi'],
};

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

describe('filters dialog editor (spec §4 "Filter dialog")', () => {
  it('opens on the given filters, the All filters tab and Essentials expanded', () => {
    const state = openEditor(applied);
    expect(state.working).toEqual(applied);
    expect(state.tab).toBe('all');
    expect(state.expanded).toEqual(['essentials']);
    expect(canShowResults(state)).toBe(false);
  });

  it('enables Show results only when the working copy differs', () => {
    const opened = openEditor(applied);
    const changed = run(opened, { type: 'increment', field: 'bathrooms' });
    expect(canShowResults(changed)).toBe(true);
    // Back where it started: nothing to apply.
    const undone = run(changed, { type: 'decrement', field: 'bathrooms' });
    expect(undone.working.bathrooms).toBeNull();
    expect(canShowResults(undone)).toBe(false);
    // Amenities compare as a set, tabs and expanded groups are not filters.
    const same = run(
      opened,
      { type: 'amenity', id: 'tv' },
      { type: 'amenity', id: 'tv' },
      { type: 'tab', tab: 'price' },
      { type: 'group', group: 'features' },
    );
    expect(canShowResults(same)).toBe(false);
  });

  it('enables Show results on picking a sort option, even the current one', () => {
    const state = run(openEditor(applied), { type: 'sort', sort: 'rating' });
    expect(state.working.sortBy).toBe('rating');
    expect(canShowResults(state)).toBe(true);
  });

  it('Clear all resets to the defaults (recommended order) and enables Show results', () => {
    const state = run(openEditor(applied), { type: 'pets', on: true }, { type: 'clear' });
    expect(state.working).toEqual(DEFAULT_FILTERS);
    expect(state.working.sortBy).toBe('recommended');
    expect(canShowResults(state)).toBe(true);
    expect(canShowResults(run(openEditor(DEFAULT_FILTERS), { type: 'clear' }))).toBe(true);
  });

  it('toggles amenity groups open and closed', () => {
    const state = run(openEditor(applied), { type: 'group', group: 'essentials' });
    expect(state.expanded).toEqual([]);
    expect(run(state, { type: 'group', group: 'furniture' }).expanded).toEqual(['furniture']);
  });

  it('counts with the counter rules and the toggles switch', () => {
    const state = run(
      openEditor(DEFAULT_FILTERS),
      { type: 'increment', field: 'minGuests' },
      { type: 'increment', field: 'minGuests' },
      { type: 'instant', on: true },
      { type: 'price', range: [200, 800] },
    );
    expect(state.working).toMatchObject({
      minGuests: 2,
      instantBook: true,
      priceRange: [200, 800],
    });
    expect(state.initial).toEqual(DEFAULT_FILTERS);
  });
});
