import { LIMITS } from '@arrendo/contracts/web';

/** Spec §5 counters: null is "Any"; the first plus gives 1; minus from 1 goes back to Any. */
export type CounterValue = number | null;

export const COUNTER_MAX = {
  bedrooms: LIMITS.counters.bedroomsMax,
  bathrooms: LIMITS.counters.bathroomsMax,
  minGuests: LIMITS.counters.minGuestsMax,
} as const;
export type CounterField = keyof typeof COUNTER_MAX;

export function incrementCounter(value: CounterValue, max: number): CounterValue {
  if (value === null || value < 1) return 1;
  return Math.min(value + 1, max);
}

export function decrementCounter(value: CounterValue): CounterValue {
  if (value === null || value <= 1) return null;
  return value - 1;
}

export function canIncrement(value: CounterValue, max: number): boolean {
  return value === null || value < max;
}

export function canDecrement(value: CounterValue): boolean {
  return value !== null;
}
