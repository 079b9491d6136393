import type { CreateBookingBody, Property } from '@arrendo/contracts/web';
import type { PropertySearch } from '../property/property-search';

/** What the guest picked in the panel; kept by the panel across the log-in modal. */
export interface Choice {
  start: string | null;
  /** Homes: check-out. */
  end: string | null;
  /** Hourly spaces: the start time, `HH:MM`. */
  time: string | null;
  hours: number;
  adults: number;
  children: number;
  /** Shown for the host's sake; infants do not count towards capacity (decisions.md, Search). */
  infants: number;
}

export type Slot =
  { checkIn: string; checkOut: string } | { date: string; startTime: string; hours: number };

export const INFANTS_MAX = 5;

/**
 * The panel's first state: empty, or the search the page was opened from (decisions.md, Search).
 * Only what this listing can take is kept: its kind of dates (nights for a home, a day and hours
 * for a space), no day before `today`, at least its minimum hours, and a party that fits (one
 * adult at least, adults and children within `maxGuests`). Whether the days are free is the
 * quote's to say, as for any pick.
 */
export function initialChoice(
  property: Property,
  context: PropertySearch = {},
  today?: string,
): Choice {
  const minHours = property.minHours ?? 1;
  const notPast = (d: string | undefined) => d !== undefined && (today === undefined || d >= today);
  let start: string | null = null;
  let end: string | null = null;
  let time: string | null = null;
  let hours = minHours;
  if (property.priceUnit === 'hour') {
    if (notPast(context.date)) {
      start = context.date!;
      time = context.startTime ?? null;
      hours = Math.max(minHours, context.hours ?? minHours);
    }
  } else if (notPast(context.checkIn) && context.checkOut && context.checkOut > context.checkIn!) {
    start = context.checkIn!;
    end = context.checkOut;
  }
  return { start, end, time, hours, ...partyOf(property.maxGuests, context) };
}

/** The searched party, fitted to the listing: the search's extra `guests` count as adults. */
function partyOf(
  maxGuests: number,
  context: PropertySearch,
): Pick<Choice, 'adults' | 'children' | 'infants'> {
  const children = context.children ?? 0;
  const named = (context.adults ?? 0) + children;
  // The filters' minimum guests can exceed the Who step's count: that many people are coming.
  const adults = (context.adults ?? 0) + Math.max(0, (context.guests ?? 0) - named);
  const fittedAdults = Math.min(Math.max(1, adults), maxGuests);
  return {
    adults: fittedAdults,
    children: Math.min(children, Math.max(0, maxGuests - fittedAdults)),
    infants: Math.min(context.infants ?? 0, INFANTS_MAX),
  };
}

/** The count sent to the server: adults and children. */
export function guestsOf(choice: Choice): number {
  return choice.adults + choice.children;
}

/** The complete slot the choice names, or null while something is still to pick. */
export function slotOf(property: Property, choice: Choice): Slot | null {
  if (!choice.start) return null;
  if (property.priceUnit === 'hour') {
    return choice.time ? { date: choice.start, startTime: choice.time, hours: choice.hours } : null;
  }
  return choice.end ? { checkIn: choice.start, checkOut: choice.end } : null;
}

export function bookingBody(property: Property, slot: Slot, choice: Choice): CreateBookingBody {
  return { propertyId: property.id, ...slot, guests: guestsOf(choice) };
}

/** The same slot and party: a retry of one attempt (same idempotency key) rather than a new one. */
export function attemptSignature(body: CreateBookingBody): string {
  return JSON.stringify(body);
}
