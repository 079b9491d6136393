import { describe, expect, it } from 'vitest';
import { emptySearch } from '../state';
import { initialFlow, modalFlowReducer, type ModalAction, type ModalFlow } from './modal-flow';

const santiago = { label: 'Santiago', lat: -33.45, lng: -70.67 };
const range = { kind: 'range' as const, checkIn: '2026-03-12', checkOut: '2026-03-14' };
const twoAdults = { adults: 2, children: 0, infants: 0, pets: 0 };

function run(flow: ModalFlow, ...actions: ModalAction[]): ModalFlow {
  return actions.reduce(modalFlowReducer, flow);
}

describe('the mobile search modal flow', () => {
  it('opens at Where for a new search and advances to the first incomplete step', () => {
    let flow = initialFlow(emptySearch('day'));
    expect(flow.open).toBe('where');
    flow = run(flow, { type: 'place', place: santiago });
    expect(flow.open).toBe('what');
    // Choosing a category with subcategories keeps What open (its second view)…
    flow = run(flow, { type: 'category', value: 'recreation', done: false });
    expect(flow.open).toBe('what');
    expect(flow.done.what).toBe(false);
    // …the subcategory finishes it.
    flow = run(flow, { type: 'category', value: 'apartment', done: true });
    expect(flow.open).toBe('dates');
    // A check-in alone does not move on; the check-out does.
    flow = run(flow, {
      type: 'dates',
      value: { ...range, checkOut: range.checkIn },
      done: false,
    });
    expect(flow.open).toBe('dates');
    flow = run(flow, { type: 'dates', value: range, done: true });
    expect(flow.open).toBe('who');
    flow = run(flow, { type: 'guests', value: twoAdults });
    expect(flow.open).toBe('who');
    expect(flow.done).toEqual({ where: true, what: true, dates: true, who: true });
    expect(flow.search).toMatchObject({ place: santiago, category: 'apartment', dates: range });
  });

  it('goes back to the first incomplete step, or contracts when everything is set', () => {
    let flow = initialFlow(emptySearch('day'));
    flow = run(flow, { type: 'open', step: 'who' }, { type: 'guests', value: twoAdults });
    flow = run(flow, { type: 'open', step: 'dates' }, { type: 'dates', value: range, done: true });
    expect(flow.open).toBe('where');
    flow = run(flow, { type: 'place', place: santiago });
    expect(flow.open).toBe('what');
    flow = run(flow, { type: 'category', value: null, done: true });
    expect(flow.open).toBeNull();
  });

  it('starts contracted on a complete search from the URL', () => {
    const flow = initialFlow({
      mode: 'day',
      place: santiago,
      category: 'cabins',
      dates: range,
      guests: twoAdults,
    });
    expect(flow.open).toBeNull();
  });

  it('Clear all resets everything and returns to Where, keeping the mode', () => {
    const flow = run(
      initialFlow(emptySearch('hour')),
      { type: 'place', place: santiago },
      { type: 'guests', value: twoAdults },
      { type: 'clear' },
    );
    expect(flow).toEqual({
      search: emptySearch('hour'),
      done: { where: false, what: false, dates: false, who: false },
      open: 'where',
    });
  });

  it('a mode switch drops the category and dates of the other mode and marks them to do', () => {
    const flow = run(
      initialFlow(emptySearch('day')),
      { type: 'place', place: santiago },
      { type: 'category', value: 'cabins', done: true },
      { type: 'dates', value: range, done: true },
      { type: 'mode', mode: 'hour' },
    );
    expect(flow.search.mode).toBe('hour');
    expect(flow.search.category).toBeNull();
    expect(flow.search.dates).toBeNull();
    expect(flow.done).toMatchObject({ where: true, what: false, dates: false });
  });
});
