import type { PriceUnit } from '@arrendo/contracts/web';
import {
  emptySearch,
  guestsSent,
  type GuestCounts,
  type SearchDates,
  type SearchPlace,
  type SearchState,
} from '../state';
import {
  firstIncompleteStep,
  hasPlace,
  stepsDoneFrom,
  withMode,
  type SearchStep,
  type StepsDone,
} from '../bar/search-form';

/** The mobile modal (spec §4): the search being edited, which steps are done, which is open. */
export interface ModalFlow {
  search: SearchState;
  done: StepsDone;
  /** The expanded step; null = every step contracted to its summary. */
  open: SearchStep | null;
}

export type ModalAction =
  | { type: 'reset'; search: SearchState }
  | { type: 'open'; step: SearchStep }
  | { type: 'place'; place: SearchPlace }
  | { type: 'category'; value: string | null; done: boolean }
  | { type: 'dates'; value: SearchDates | null; done: boolean }
  | { type: 'guests'; value: GuestCounts }
  | { type: 'mode'; mode: PriceUnit }
  | { type: 'clear' };

export function initialFlow(search: SearchState): ModalFlow {
  const done = stepsDoneFrom(search);
  return { search, done, open: firstIncompleteStep(done) };
}

/** After a choice: the first incomplete step (location, what, dates, guests), or contracted. */
function advance(search: SearchState, done: StepsDone): ModalFlow {
  return { search, done, open: firstIncompleteStep(done) };
}

export function modalFlowReducer(flow: ModalFlow, action: ModalAction): ModalFlow {
  switch (action.type) {
    case 'reset':
      return initialFlow(action.search);
    case 'open':
      return { ...flow, open: action.step };
    case 'place': {
      const search = { ...flow.search, place: action.place };
      return advance(search, { ...flow.done, where: hasPlace(action.place) });
    }
    case 'category': {
      const search = { ...flow.search, category: action.value };
      const done = { ...flow.done, what: action.done };
      // Between the category and its subcategory the step stays open (its second view).
      return action.done ? advance(search, done) : { search, done, open: 'what' };
    }
    case 'dates': {
      const search = { ...flow.search, dates: action.value };
      const finished = action.done && action.value !== null;
      const done = { ...flow.done, dates: finished };
      return finished ? advance(search, done) : { search, done, open: 'dates' };
    }
    case 'guests': {
      // Counters are many small choices: the step stays open until the guest moves on.
      const search = { ...flow.search, guests: action.value };
      return { search, done: { ...flow.done, who: guestsSent(action.value) > 0 }, open: 'who' };
    }
    case 'mode': {
      const search = withMode(flow.search, action.mode);
      const done = {
        ...flow.done,
        what: search.category !== null && flow.done.what,
        dates: search.dates !== null && flow.done.dates,
      };
      return { search, done, open: flow.open };
    }
    case 'clear':
      // Spec §4: Clear all resets everything and returns to the location.
      return {
        search: emptySearch(flow.search.mode),
        done: { where: false, what: false, dates: false, who: false },
        open: 'where',
      };
  }
}
