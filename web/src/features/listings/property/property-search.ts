import type { HistoryState } from '@tanstack/react-router';
import { z } from 'zod';
import { IsoDate, LocalTime, MAX_BOOKING_HOURS } from '@arrendo/contracts/web';

/**
 * The property page's query: the search a result was opened from (decisions.md, Search: "A
 * search's context travels"). A stay carries its nights `[checkIn, checkOut)`, an hourly space
 * its `date`, `startTime` and `hours`, both the party as the search URL counts it. Every field is
 * optional and a malformed one is dropped, as on the home URL: a hand-edited link still opens the
 * page. The router parses numbers and booleans from JSON, so each also accepts its string form.
 */

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const numberParam = (schema: z.ZodNumber) =>
  optional(z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema));
const stringParam = <T extends z.ZodType>(schema: T) =>
  optional(z.preprocess((v) => (typeof v === 'number' ? String(v) : v), schema));
const count = (max: number) => numberParam(z.number().int().min(0).max(max));

export const PropertySearch = z.object({
  checkIn: stringParam(IsoDate),
  checkOut: stringParam(IsoDate),
  date: stringParam(IsoDate),
  startTime: stringParam(LocalTime),
  hours: numberParam(z.number().int().min(1).max(MAX_BOOKING_HOURS)),
  adults: count(16),
  children: count(15),
  infants: count(5),
  /** A link with only `guests` (spec §7's form) means that many adults, as on the home URL. */
  guests: numberParam(z.number().int().min(1).max(500)),
  /** The search asked for pet-friendly places; kept so the page's links can pass it on. */
  pets: optional(z.preprocess((v) => v === true || v === 'true', z.literal(true))),
});
export type PropertySearch = z.infer<typeof PropertySearch>;

/** The router's `validateSearch`: what it writes back into the address is only what was valid. */
export function parsePropertySearch(search: Record<string, unknown>): PropertySearch {
  const parsed = PropertySearch.parse(search);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, v]) => v !== undefined),
  ) as PropertySearch;
}

/**
 * The history state a search result's link writes on the page it opens: the entry before it is
 * those results, so the page's 'Back to listings' goes back to them (same results, same scroll)
 * instead of opening a new, empty search. The router's history state has no field for it.
 */
export const FROM_RESULTS = { fromResults: true } as HistoryState;

export function openedFromResults(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromResults?: unknown }).fromResults === true
  );
}
