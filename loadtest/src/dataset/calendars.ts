import {
  BookingEvents,
  DEFAULT_OPENING_HOURS,
  type EventDefinition,
  type OpeningHours,
  type WeeklyRules,
} from '@arrendo/contracts';
import { createRng, type Rng } from '@arrendo/seed';
import { GENERATOR_VERSION, type BenchListing } from './listings.js';
import { addDays, todayIn, weekdayOf, zonedInstant } from './local-time.js';

/** Listings whose host has touched the calendar (blocks, closed weekdays, opening hours). */
export const CALENDAR_SHARE = 0.3;
/** Listings with bookings in the coming months (1–6 each). */
export const BOOKING_SHARE = 0.4;
export const BOOKINGS_PER_LISTING = { min: 1, max: 6 } as const;
/** The booking horizon (spec §9: 6 months), in days. */
export const HORIZON_DAYS = 182;

/** One event as the booking service's outbox would publish it. */
export interface BenchEvent {
  id: string;
  definition: EventDefinition;
  data: unknown;
  occurredAt: string;
}

interface DateRange {
  start: string;
  end: string;
}

/** Typical weeks of hourly spaces: offices, studios open six days, halls into the night. */
const OPENING_PATTERNS: readonly (readonly OpeningHours[])[] = [
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '20:00' })),
  [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '21:00' })),
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '10:00', close: '24:00' })),
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '07:00', close: '23:00' })),
  [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:30', close: '19:30' })),
    { weekday: 6, open: '09:00', close: '14:00' },
  ],
];

function mergeRanges(ranges: DateRange[]): DateRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : 1));
  const out: DateRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else {
      out.push({ ...r });
    }
  }
  return out;
}

function rulesFor(rng: Rng, listing: BenchListing): WeeklyRules {
  const hourly = listing.property.listingType === 'experience';
  // Some homes are not let on one weekday (the host's own day); hourly spaces close by hours.
  const blockedWeekdays = !hourly && rng.chance(0.15) ? [rng.int(1, 7)] : [];
  return {
    blockedWeekdays,
    openingHours: hourly ? [...rng.pick(OPENING_PATTERNS)] : [],
  };
}

function blocksFor(rng: Rng, listing: BenchListing, today: string): DateRange[] {
  const hourly = listing.property.listingType === 'experience';
  const count = rng.int(1, 4);
  const ranges = Array.from({ length: count }, () => {
    const start = addDays(today, rng.int(0, HORIZON_DAYS - 15));
    return { start, end: addDays(start, hourly ? rng.int(1, 3) : rng.int(2, 14)) };
  });
  return mergeRanges(ranges);
}

const covers = (ranges: readonly DateRange[], date: string): boolean =>
  ranges.some((r) => r.start <= date && date < r.end);

/**
 * The booking-service events of one listing: for 30% of listings a calendar snapshot
 * (`CALENDAR_CHANGED`: blocks, closed weekdays, opening hours), for 40% one to six bookings
 * (`HELD` then `CONFIRMED`), within the next six months, never on a blocked or closed date and
 * never overlapping each other, as the booking service would have allowed them.
 */
export function calendarEvents(listing: BenchListing, now: Date): BenchEvent[] {
  const { property } = listing;
  const rng = createRng(`${GENERATOR_VERSION}:calendar:${property.id}`);
  const today = todayIn(property.timeZone, now);
  const at = now.toISOString();
  const events: BenchEvent[] = [];

  let rules: WeeklyRules = { blockedWeekdays: [], openingHours: [...DEFAULT_OPENING_HOURS] };
  let blocks: DateRange[] = [];
  if (rng.chance(CALENDAR_SHARE)) {
    const own = rulesFor(rng, listing);
    rules = {
      blockedWeekdays: own.blockedWeekdays,
      openingHours: own.openingHours.length > 0 ? own.openingHours : rules.openingHours,
    };
    blocks = blocksFor(rng, listing, today);
    events.push({
      id: rng.uuid(),
      definition: BookingEvents.CALENDAR_CHANGED,
      occurredAt: at,
      data: {
        propertyId: property.id,
        hostId: property.hostId,
        // A few edits in: the projection keeps the newest version.
        version: rng.int(1, 5),
        timeZone: property.timeZone,
        rules: own,
        blocks,
        changedAt: at,
      },
    });
  }

  if (!rng.chance(BOOKING_SHARE)) return events;
  const wanted = rng.int(BOOKINGS_PER_LISTING.min, BOOKINGS_PER_LISTING.max);
  const closed = (date: string): boolean =>
    covers(blocks, date) || rules.blockedWeekdays.includes(weekdayOf(date));
  let cursor = addDays(today, rng.int(0, 14));
  const horizonEnd = addDays(today, HORIZON_DAYS);
  for (let made = 0, tries = 0; made < wanted && tries < wanted * 4; tries++) {
    let startsAt: Date;
    let endsAt: Date;
    if (property.listingType === 'home') {
      const checkIn = addDays(cursor, rng.int(0, 21));
      const nights = rng.int(1, 7);
      const checkOut = addDays(checkIn, nights);
      if (checkOut > horizonEnd) break;
      const dates = Array.from({ length: nights }, (_, i) => addDays(checkIn, i));
      cursor = checkOut;
      if (dates.some(closed)) continue;
      // A stay occupies whole local days, as the booking service stores it.
      startsAt = zonedInstant(checkIn, '00:00', property.timeZone);
      endsAt = zonedInstant(checkOut, '00:00', property.timeZone);
    } else {
      const date = addDays(cursor, rng.int(0, 10));
      if (date >= horizonEnd) break;
      cursor = addDays(date, 1);
      const hours = rules.openingHours.find((h) => h.weekday === weekdayOf(date));
      if (!hours || closed(date)) continue;
      const openHour = Number(hours.open.slice(0, 2));
      const closeHour = Number(hours.close.slice(0, 2));
      const length = Math.min(rng.int(1, 4), closeHour - openHour);
      const startHour = rng.int(openHour, closeHour - length);
      const start = zonedInstant(
        date,
        `${String(startHour).padStart(2, '0')}:00`,
        property.timeZone,
      );
      startsAt = start;
      endsAt = new Date(start.getTime() + length * 3_600_000);
    }
    const slot = {
      bookingId: rng.uuid(),
      propertyId: property.id,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      guestId: rng.uuid(),
    };
    events.push(
      {
        id: rng.uuid(),
        definition: BookingEvents.HELD,
        occurredAt: at,
        data: { ...slot, expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString() },
      },
      { id: rng.uuid(), definition: BookingEvents.CONFIRMED, occurredAt: at, data: slot },
    );
    made++;
  }
  return events;
}
