import type { Booking } from '@arrendo/contracts';
import type { BookingRow } from '../repositories/booking.repository.js';

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    propertyId: row.property_id,
    guestId: row.guest_id,
    hostId: row.host_id,
    status: row.status,
    kind: row.kind,
    guests: row.guests,
    checkIn: row.check_in,
    checkOut: row.check_out,
    date: row.local_date,
    // Postgres `time` reads back as HH:MM:SS; the contract speaks HH:MM.
    startTime: row.start_time ? row.start_time.slice(0, 5) : null,
    hours: row.hours,
    timeZone: row.time_zone,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}
