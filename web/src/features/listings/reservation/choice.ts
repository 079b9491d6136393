import type { CreateBookingBody, Property } from '@arrendo/contracts/web';

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

export function initialChoice(property: Property): Choice {
  return {
    start: null,
    end: null,
    time: null,
    hours: property.minHours ?? 1,
    adults: 1,
    children: 0,
    infants: 0,
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
