import { LIMITS } from '@arrendo/contracts/web';

/**
 * Spec §5's price rules, in the filter's display units (thousands of pesos for CLP, whole units
 * otherwise; see `features/search/price-units.ts`).
 */
const { sliderMin, sliderMax, step, defaultMax } = LIMITS.priceFilter;
/** The handles and the two number inputs stay at least one step apart. */
export const PRICE_GAP = step;
export const PRICE_SLIDER = { min: sliderMin, max: sliderMax, step } as const;

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * What a number input holds, in slider units. The inputs show whole amounts of money (pesos for
 * CLP, so `unit` is 1000 there), digits only: "50.000" and "50000" both read as 50 000 pesos,
 * which is how Chileans write them. Non-numeric or empty counts as 0 (spec §5).
 */
export function parsePriceInput(text: string, unit = 1): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Math.round(Number(digits) / unit);
}

/** The minimum input: its upper bound is the maximum minus 10 (and never below the slider). */
export function readMinInput(text: string, max: number, unit = 1): number {
  return clamp(parsePriceInput(text, unit), sliderMin, max - PRICE_GAP);
}

/** The maximum input: its lower bound is the minimum plus 10 (and never above the slider). */
export function readMaxInput(text: string, min: number, unit = 1): number {
  return clamp(parsePriceInput(text, unit), min + PRICE_GAP, sliderMax);
}

/** A typed minimum already inside its bounds: followed live (the handle moves while typing). */
export function liveMinInput(text: string, max: number, unit = 1): number | null {
  if (!/\d/.test(text)) return null;
  const value = parsePriceInput(text, unit);
  return value >= sliderMin && value <= max - PRICE_GAP ? value : null;
}

/** A typed maximum inside its bounds; null while it is still on its way (e.g. "5" of "500"). */
export function liveMaxInput(text: string, min: number, unit = 1): number | null {
  if (!/\d/.test(text)) return null;
  const value = parsePriceInput(text, unit);
  return value >= min + PRICE_GAP && value <= sliderMax ? value : null;
}

/** Moving the low handle: on the step grid, inside the slider, at least 10 under the other. */
export function moveMinHandle(value: number, max: number): number {
  const snapped = Math.round(value / step) * step;
  return clamp(snapped, sliderMin, max - PRICE_GAP);
}

export function moveMaxHandle(value: number, min: number): number {
  const snapped = Math.round(value / step) * step;
  return clamp(snapped, min + PRICE_GAP, sliderMax);
}

/**
 * Show results (spec §5): ignored (null) unless the range is two numbers; a NaN minimum becomes
 * 0 and a negative one 0; a NaN maximum becomes 1000; the maximum is then at least the minimum
 * plus 10. Both ends also stay on the slider (0–2000), so the URL always accepts them.
 */
export function normaliseAppliedRange(range: unknown): [number, number] | null {
  if (!Array.isArray(range) || range.length !== 2) return null;
  const [rawMin, rawMax] = range as unknown[];
  if (typeof rawMin !== 'number' || typeof rawMax !== 'number') return null;
  const min = Number.isNaN(rawMin) ? 0 : clamp(rawMin, sliderMin, sliderMax - PRICE_GAP);
  const max = Number.isNaN(rawMax) ? defaultMax : rawMax;
  return [min, clamp(max, min + PRICE_GAP, sliderMax)];
}
