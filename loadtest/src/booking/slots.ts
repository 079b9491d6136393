import type { CreateBookingBody, ListingType } from '@arrendo/contracts';
import { addDays } from '../dataset/local-time.js';

/** A listing the booking bench holds slots of (made by the bench, instant book, published). */
export interface HoldListing {
  id: string;
  listingType: ListingType;
}

/** One hold: the listing and the body of `POST /api/bookings` (`CreateBookingBody`). */
export interface PlannedHold {
  listing: HoldListing;
  body: CreateBookingBody;
}

/**
 * Where the slots fall, in days from `today` (the platform's zone): from the day after tomorrow,
 * so that no listing's local "today" or an hourly start already past can refuse one (Chile's
 * zones are at most a few hours apart), to well inside the 6-month horizon.
 */
export const SLOT_WINDOW = { fromDay: 2, toDay: 170 } as const;
/** Stays are two nights: `[d, d + 2)`, then `[d + 2, d + 4)`… (half-open, so they abut). */
export const STAY_NIGHTS = 2;
/** Hourly holds are two hours, six a day inside the default opening hours (09:00–21:00). */
export const HOLD_HOURS = 2;
export const HOURLY_STARTS = ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'] as const;

const windowDays = SLOT_WINDOW.toDay - SLOT_WINDOW.fromDay;

/** How many distinct slots one listing of this type offers the generator. */
export function slotsPerListing(type: ListingType): number {
  return type === 'home' ? Math.floor(windowDays / STAY_NIGHTS) : windowDays * HOURLY_STARTS.length;
}

/** Slot `j` of a listing: the j-th stay or hourly slot from the window's start. */
export function slotBody(
  listing: HoldListing,
  j: number,
  today: string,
  guests = 1,
): CreateBookingBody {
  if (!Number.isInteger(j) || j < 0 || j >= slotsPerListing(listing.listingType)) {
    throw new RangeError(`slot ${j} is outside listing ${listing.id}'s window`);
  }
  if (listing.listingType === 'home') {
    const checkIn = addDays(today, SLOT_WINDOW.fromDay + j * STAY_NIGHTS);
    return { propertyId: listing.id, checkIn, checkOut: addDays(checkIn, STAY_NIGHTS), guests };
  }
  const day = Math.floor(j / HOURLY_STARTS.length);
  return {
    propertyId: listing.id,
    date: addDays(today, SLOT_WINDOW.fromDay + day),
    startTime: HOURLY_STARTS[j % HOURLY_STARTS.length] as string,
    hours: HOLD_HOURS,
    guests,
  };
}

export interface SlotSequence {
  /** The next slot nobody asked for yet; null once every listing's window is used up. */
  next(): PlannedHold | null;
  /** Slots handed out so far. */
  readonly issued: number;
  /** Every slot the listings offer. */
  readonly capacity: number;
}

/**
 * Distinct slots, round robin over the listings (consecutive holds land on different listings,
 * as real guests' do), each listing's slots in order. No two slots it hands out overlap, so
 * every hold of a run should win: a 409 is a failure, not contention.
 */
export function distinctSlots(listings: readonly HoldListing[], today: string): SlotSequence {
  const used = listings.map(() => 0);
  const limits = listings.map((l) => slotsPerListing(l.listingType));
  const capacity = limits.reduce((sum, n) => sum + n, 0);
  let cursor = 0;
  let issued = 0;
  return {
    next() {
      if (issued >= capacity) return null;
      // Some listing still has room (issued < capacity): at most one lap finds it.
      for (let tries = 0; tries < listings.length; tries++) {
        const i = cursor;
        cursor = (cursor + 1) % listings.length;
        const listing = listings[i];
        const j = used[i] ?? 0;
        if (listing && j < (limits[i] ?? 0)) {
          used[i] = j + 1;
          issued++;
          return { listing, body: slotBody(listing, j, today) };
        }
      }
      return null;
    },
    get issued() {
      return issued;
    },
    capacity,
  };
}
