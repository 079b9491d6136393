import { addDays, todayIn } from '@arrendo/contracts';
import { createRng } from '../prng.js';

/** `YYYY-MM-DD`, `days` after `now` in Santiago (the demo listings' zone); negative: before. */
export function santiagoDate(now: Date, days: number): string {
  return addDays(todayIn('America/Santiago', now), days);
}

/** A uuid made from `parts`: the same attempt sends the same idempotency key on a re-run. */
export function stableKey(...parts: string[]): string {
  return createRng(parts.join('|')).uuid();
}
