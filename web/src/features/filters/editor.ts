import type { AmenityGroupId, AmenityId, SortValue } from '@arrendo/contracts/web';
import type { FilterSet } from '@/features/search/state';
import { COUNTER_MAX, decrementCounter, incrementCounter } from './counter-rules';
import type { CounterField } from './counter-rules';
import { clearedFilters, sameFilters, toggleAmenity } from './working-filters';

/** Spec §2.11's tabs, in order. */
export const FILTER_TABS = ['all', 'sort', 'price', 'rooms', 'amenities', 'more'] as const;
export type FiltersTab = (typeof FILTER_TABS)[number];

/** The dialog's working copy: what Show results would apply, and how the dialog is showing it. */
export interface EditorState {
  initial: FilterSet;
  working: FilterSet;
  /** Picking a sort option or Clear all enables Show results even without a difference (§4). */
  touched: boolean;
  tab: FiltersTab;
  /** Expanded groups of the All filters tab's popular amenities. */
  expanded: readonly AmenityGroupId[];
}

export type EditorAction =
  | { type: 'tab'; tab: FiltersTab }
  | { type: 'price'; range: [number, number] }
  | { type: 'increment' | 'decrement'; field: CounterField }
  | { type: 'amenity'; id: AmenityId }
  | { type: 'group'; group: AmenityGroupId }
  | { type: 'sort'; sort: SortValue }
  | { type: 'pets' | 'instant'; on: boolean }
  | { type: 'clear' };

/** Opening (spec §4): the URL's filters, the All filters tab, Essentials expanded. */
export function openEditor(initial: FilterSet): EditorState {
  return { initial, working: initial, touched: false, tab: 'all', expanded: ['essentials'] };
}

function edit(state: EditorState, patch: Partial<FilterSet>, touched = state.touched) {
  return { ...state, working: { ...state.working, ...patch }, touched };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const w = state.working;
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab };
    case 'price':
      return edit(state, { priceRange: action.range });
    case 'increment':
      return edit(state, {
        [action.field]: incrementCounter(w[action.field], COUNTER_MAX[action.field]),
      });
    case 'decrement':
      return edit(state, { [action.field]: decrementCounter(w[action.field]) });
    case 'amenity':
      return edit(state, { amenities: toggleAmenity(w.amenities, action.id) });
    case 'group':
      return {
        ...state,
        expanded: state.expanded.includes(action.group)
          ? state.expanded.filter((g) => g !== action.group)
          : [...state.expanded, action.group],
      };
    case 'sort':
      return edit(state, { sortBy: action.sort }, true);
    case 'pets':
      return edit(state, { allowPets: action.on });
    case 'instant':
      return edit(state, { instantBook: action.on });
    case 'clear':
      return { ...state, working: clearedFilters(), touched: true };
  }
}

/** Show results is enabled only when the working copy differs, or after a sort pick or Clear all. */
export function canShowResults(state: EditorState): boolean {
  return state.touched || !sameFilters(state.working, state.initial);
}
