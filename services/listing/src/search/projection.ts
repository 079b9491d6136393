import {
  BookingEvents,
  type BookingCancelledEvent,
  type BookingConfirmedEvent,
  type BookingExpiredEvent,
  type BookingHeldEvent,
  type BookingRequestedEvent,
  type CalendarChangedEvent,
  type EventEnvelope,
} from '@arrendo/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import {
  SearchRepository,
  type BookingFact,
  type BookingState,
  type CalendarFact,
} from '../repositories/search.repository.js';

/**
 * The projection of the booking service's events into `search_bookings` / `search_calendars`.
 * Each handler runs in the kit's inbox transaction (a redelivered event changes nothing), and
 * every write is an upsert that tolerates any order: a release wins over every event that
 * occurred before it (or with it), and only a later CONFIRMED or REQUESTED takes the slot back
 * (a lapsed hold paid after its expiry: booking re-takes it), never a HELD; 'confirmed' beats
 * 'held', a held slot keeps the latest expiry it was given (a paid request holds it for the
 * host's 24 hours, longer than the checkout hold), a calendar applies only when its version is
 * newer. Events of a listing this service
 * does not know yet are stored all the same; its document picks them up when it appears.
 *
 * The upserts (`SearchRepository`) are set-based so that one SQL serves both the consumer (one
 * event per transaction) and `loadProjectionSources` (a bulk load of many events, for the
 * benchmark's 100 000 listings), and the two cannot drift apart.
 */

type Slot = Pick<BookingHeldEvent, 'bookingId' | 'propertyId' | 'startsAt' | 'endsAt'>;

function bookingFact(
  event: EventEnvelope<Slot>,
  state: BookingState,
  expiresAt: string | null,
  retakes = false,
): BookingFact {
  const { bookingId, propertyId, startsAt, endsAt } = event.data;
  return {
    bookingId,
    propertyId,
    startsAt,
    endsAt,
    state,
    expiresAt,
    occurredAt: event.occurredAt,
    retakes,
  };
}

function calendarFact(event: EventEnvelope<CalendarChangedEvent>): CalendarFact {
  const { propertyId, version, timeZone, rules, blocks } = event.data;
  const ranges = blocks.map((b) => `[${b.start},${b.end})`).join(',');
  return { propertyId, version, timeZone, rules, blocks: `{${ranges}}` };
}

async function applyBooking(trx: Transaction<DB>, fact: BookingFact): Promise<void> {
  const search = new SearchRepository(trx);
  await search.upsertBookings([fact]);
  await search.refreshDocuments([fact.propertyId]);
}

export const onBookingHeld = (e: EventEnvelope<BookingHeldEvent>, trx: Transaction<DB>) =>
  applyBooking(trx, bookingFact(e, 'held', e.data.expiresAt));

/** A paid request waits for its host: still held, until the later expiry it carries. */
export const onBookingRequested = (e: EventEnvelope<BookingRequestedEvent>, trx: Transaction<DB>) =>
  applyBooking(trx, bookingFact(e, 'held', e.data.expiresAt, true));

export const onBookingConfirmed = (e: EventEnvelope<BookingConfirmedEvent>, trx: Transaction<DB>) =>
  applyBooking(trx, bookingFact(e, 'confirmed', null, true));

export const onBookingReleased = (
  e: EventEnvelope<BookingExpiredEvent | BookingCancelledEvent>,
  trx: Transaction<DB>,
) => applyBooking(trx, bookingFact(e, 'released', null));

export async function onCalendarChanged(
  event: EventEnvelope<CalendarChangedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  const search = new SearchRepository(trx);
  const changed = await search.upsertCalendars([calendarFact(event)]);
  if (changed.length > 0) await search.refreshDocuments(changed);
}

/** Rows per statement of the bulk load. */
const BULK_CHUNK = 5000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes what the consumer would write for these events, in bulk, WITHOUT refreshing any
 * document (the caller runs `refresh_search_documents` over the listings afterwards, in chunks):
 * for loading a large catalogue's calendars and bookings in minutes rather than the hours one
 * event per transaction takes. Events apply in the given order, like a consumer's delivery: the
 * n-th event of each booking goes in the n-th wave (one statement cannot update a row twice),
 * and of a listing's calendars the first with the highest version wins, as one at a time would.
 * Events must be validated already (the producer's `data.parse`). Returns the listings touched.
 */
export async function loadProjectionSources(
  db: Kysely<DB>,
  events: readonly EventEnvelope[],
): Promise<Set<string>> {
  const waves: BookingFact[][] = [];
  const seen = new Map<string, number>();
  const calendars = new Map<string, CalendarFact>();
  const touched = new Set<string>();
  for (const event of events) {
    let fact: BookingFact;
    switch (event.type) {
      case BookingEvents.HELD.subject: {
        const e = event as EventEnvelope<BookingHeldEvent>;
        fact = bookingFact(e, 'held', e.data.expiresAt);
        break;
      }
      case BookingEvents.REQUESTED.subject: {
        const e = event as EventEnvelope<BookingRequestedEvent>;
        fact = bookingFact(e, 'held', e.data.expiresAt, true);
        break;
      }
      case BookingEvents.CONFIRMED.subject:
        fact = bookingFact(event as EventEnvelope<BookingConfirmedEvent>, 'confirmed', null, true);
        break;
      case BookingEvents.EXPIRED.subject:
      case BookingEvents.CANCELLED.subject:
        fact = bookingFact(event as EventEnvelope<BookingExpiredEvent>, 'released', null);
        break;
      case BookingEvents.CALENDAR_CHANGED.subject: {
        const c = calendarFact(event as EventEnvelope<CalendarChangedEvent>);
        const kept = calendars.get(c.propertyId);
        if (!kept || kept.version < c.version) calendars.set(c.propertyId, c);
        touched.add(c.propertyId);
        continue;
      }
      default:
        throw new Error(`loadProjectionSources: ${event.type} is not a projected event`);
    }
    const n = seen.get(fact.bookingId) ?? 0;
    seen.set(fact.bookingId, n + 1);
    (waves[n] ??= []).push(fact);
    touched.add(fact.propertyId);
  }
  const search = new SearchRepository(db);
  for (const wave of waves) {
    for (const chunk of chunks(wave, BULK_CHUNK)) await search.upsertBookings(chunk);
  }
  for (const chunk of chunks([...calendars.values()], BULK_CHUNK)) {
    await search.upsertCalendars(chunk);
  }
  return touched;
}
