import ical from 'ical-generator';
import type { DateRange } from '@arrendo/contracts';

export interface FeedBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  /** Local dates `[start, end)` (stays are shown as whole days, check-in to check-out). */
  start: string;
  end: string;
}

export interface FeedInput {
  propertyId: string;
  kind: 'home' | 'hourly';
  bookings: readonly FeedBooking[];
  /** The host's own blocks (imported days are not echoed back to where they came from). */
  blocks: readonly DateRange[];
  now: Date;
}

/** A local date as ical-generator writes an all-day value: its UTC calendar date. */
const day = (date: string): Date => new Date(`${date}T00:00:00Z`);

/**
 * The listing's iCalendar: confirmed bookings ('Reserved', never the guest's name) and the
 * host's blocks ('Not available'). Stays and blocks are all-day events; hourly bookings carry
 * their instants. UIDs are stable, so a calendar that follows the feed updates events in place.
 */
export function buildFeed(input: FeedInput): string {
  const calendar = ical({
    prodId: { company: 'Arrendo', product: 'Calendar', language: 'ES' },
    name: 'Arrendo',
    ttl: 60 * 30,
  });
  for (const booking of input.bookings) {
    const common = {
      id: `booking-${booking.id}@arrendo`,
      summary: 'Reserved (Arrendo)',
      stamp: input.now,
    };
    if (input.kind === 'home') {
      calendar.createEvent({
        ...common,
        start: day(booking.start),
        end: day(booking.end),
        allDay: true,
      });
    } else {
      calendar.createEvent({ ...common, start: booking.startsAt, end: booking.endsAt });
    }
  }
  for (const block of input.blocks) {
    calendar.createEvent({
      id: `block-${input.propertyId}-${block.start}@arrendo`,
      summary: 'Not available',
      start: day(block.start),
      end: day(block.end),
      allDay: true,
      stamp: input.now,
    });
  }
  return calendar.toString();
}
