import type {
  BookingCancelledEvent,
  BookingConfirmedEvent,
  BookingExpiredEvent,
  BookingHeldEvent,
  CalendarChangedEvent,
  EventEnvelope,
} from '@arrendo/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { refreshSearchDocuments } from './documents.js';

/**
 * The projection of the booking service's events into `search_bookings` / `search_calendars`.
 * Each handler runs in the kit's inbox transaction (a redelivered event changes nothing), and
 * every write is an upsert that tolerates any order: 'released' is terminal, 'confirmed' beats
 * 'held', a calendar applies only when its version is newer. Events of a listing this service
 * does not know yet are stored all the same; its document picks them up when it appears.
 */

type BookingState = 'held' | 'confirmed' | 'released';
type Slot = Pick<BookingHeldEvent, 'bookingId' | 'propertyId' | 'startsAt' | 'endsAt'>;

async function applyBooking(
  trx: Transaction<DB>,
  event: EventEnvelope<Slot>,
  state: BookingState,
  expiresAt: string | null,
): Promise<void> {
  const { bookingId, propertyId, startsAt, endsAt } = event.data;
  await sql`
    insert into search_bookings as b
      (booking_id, property_id, period, state, expires_at, created_at, updated_at)
    values (${bookingId}, ${propertyId}, tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz, '[)'),
      ${state}, ${expiresAt}::timestamptz, ${event.occurredAt}::timestamptz, now())
    on conflict (booking_id) do update set
      state = case
        when b.state = 'released' or excluded.state = 'released' then 'released'
        when b.state = 'confirmed' or excluded.state = 'confirmed' then 'confirmed'
        else 'held' end,
      expires_at = coalesce(b.expires_at, excluded.expires_at),
      created_at = least(b.created_at, excluded.created_at),
      updated_at = now()`.execute(trx);
  await refreshSearchDocuments(trx, [propertyId]);
}

export const onBookingHeld = (e: EventEnvelope<BookingHeldEvent>, trx: Transaction<DB>) =>
  applyBooking(trx, e, 'held', e.data.expiresAt);

export const onBookingConfirmed = (e: EventEnvelope<BookingConfirmedEvent>, trx: Transaction<DB>) =>
  applyBooking(trx, e, 'confirmed', null);

export const onBookingReleased = (
  e: EventEnvelope<BookingExpiredEvent | BookingCancelledEvent>,
  trx: Transaction<DB>,
) => applyBooking(trx, e, 'released', null);

export async function onCalendarChanged(
  event: EventEnvelope<CalendarChangedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  const { propertyId, version, timeZone, rules, blocks } = event.data;
  const ranges = blocks.map((b) => `[${b.start},${b.end})`).join(',');
  const { rows } = await sql<{ property_id: string }>`
    insert into search_calendars as c (property_id, version, time_zone, rules, blocks, updated_at)
    values (${propertyId}, ${version}, ${timeZone}, ${JSON.stringify(rules)}::jsonb,
      ${`{${ranges}}`}::datemultirange, now())
    on conflict (property_id) do update set
      version = excluded.version, time_zone = excluded.time_zone, rules = excluded.rules,
      blocks = excluded.blocks, updated_at = now()
    where c.version < excluded.version
    returning property_id`.execute(trx);
  if (rows.length > 0) await refreshSearchDocuments(trx, [propertyId]);
}
