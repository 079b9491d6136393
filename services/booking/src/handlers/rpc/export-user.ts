import { AppError, type BookingRpc, type BookingUserExport } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { BookingDeps } from '../../app/deps.js';
import { toBookingFields } from '../../domain/booking-mapper.js';
import { BookingRepository, type BookingRow } from '../../repositories/booking.repository.js';
import { CalendarRepository } from '../../repositories/calendar.repository.js';
import { claimsOfPerson } from '../../app/claim-export.js';

const closedAt = (row: BookingRow) => (row.closed_at ? row.closed_at.toISOString() : null);

/**
 * Everything this service keeps about the caller (Ley 21.719 portability), for the BFF's one
 * JSON file: their bookings as a guest, the bookings of their listings and their calendars. The
 * person is always the actor, never a field; an admin gets their own data, not someone else's.
 *
 * As a host they get each booking exactly as the host lists show it (the guest's user id and
 * head count, nothing else of the guest); `paymentId` links the guest's own bookings to their
 * payment export and is left out of the host's.
 */
export function exportUserHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.exportUser> {
  return async (_request, call): Promise<BookingUserExport> => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const bookings = new BookingRepository(deps.db);
    const calendars = new CalendarRepository(deps.db);
    const [asGuest, asHost, owned] = await Promise.all([
      bookings.allOf({ guestId: userId }),
      bookings.allOf({ hostId: userId }),
      calendars.ownedBy(userId),
    ]);
    const blocks = await Promise.all(owned.map((c) => calendars.blocks(c.propertyId)));
    return {
      service: 'booking',
      userId,
      exportedAt: deps.now().toISOString(),
      asGuest: asGuest.map((row) => ({
        ...toBookingFields(row),
        closedAt: closedAt(row),
        paymentId: row.payment_id,
      })),
      asHost: asHost.map((row) => ({ ...toBookingFields(row), closedAt: closedAt(row) })),
      calendars: owned.map((calendar, i) => ({
        propertyId: calendar.propertyId,
        timeZone: calendar.timeZone,
        blockedWeekdays: calendar.blockedWeekdays,
        openingHours: calendar.openingHours,
        updatedAt: calendar.updatedAt.toISOString(),
        blocks: (blocks[i] ?? []).map((b) => ({
          start: b.start,
          end: b.end,
          note: b.note,
          createdAt: b.createdAt.toISOString(),
        })),
      })),
      claims: await claimsOfPerson(deps.db, userId),
    };
  };
}
