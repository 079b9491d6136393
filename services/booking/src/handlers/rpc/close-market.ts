import {
  AppError,
  type Actor,
  type BookingRpc,
  type UpcomingBookingsConflict,
} from '@arrendo/contracts';
import { inTransaction } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { BookingDeps } from '../../app/deps.js';
import { withdrawOpen } from '../../app/lifecycle.js';
import type { DB } from '../../db/types.js';
import { BookingRepository, type BookingRow } from '../../repositories/booking.repository.js';
import { CalendarRepository } from '../../repositories/calendar.repository.js';
import { ClosureRepository } from '../../repositories/closure.repository.js';

/**
 * Taking listings and accounts off the market (decision 0022). Only the system and admins call
 * these: the listing service after its own ownership check, identity before it erases an
 * account. The BFF exposes none of them.
 */

function requireSystem(actor: Actor): void {
  if (!actor.roles.includes('admin')) {
    throw actor.userId === null
      ? new AppError('UNAUTHENTICATED', 'Please log in to continue.')
      : new AppError('FORBIDDEN', 'Only the system or an admin may close listings.');
  }
}

const isOpen = (row: BookingRow) => row.status === 'pending' || row.status === 'requested';

/** Confirmed bookings that have not ended: a deletion waits until the host cancels them. */
function upcomingOf(rows: BookingRow[], now: Date): BookingRow[] {
  return rows.filter((r) => r.status === 'confirmed' && r.ends_at.getTime() > now.getTime());
}

function refuseUpcoming(
  upcoming: { row: BookingRow; role: 'host' | 'guest' }[],
  message: string,
): never {
  const details: UpcomingBookingsConflict = {
    reason: 'upcoming_bookings',
    count: upcoming.length,
    bookings: upcoming.map(({ row, role }) => ({
      id: row.id,
      role,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
    })),
  };
  throw new AppError('CONFLICT', message, details);
}

async function withdrawAll(
  trx: Transaction<DB>,
  rows: BookingRow[],
  side: 'host' | 'guest',
): Promise<number> {
  let cancelled = 0;
  for (const row of rows.filter(isOpen)) {
    if (await withdrawOpen(trx, row, side)) cancelled++;
  }
  return cancelled;
}

/**
 * `rpc.booking.listing.close`: under the calendar's exclusive lock (no hold of the listing is
 * half-written), every active booking of the listing is locked (no payment moves one
 * meanwhile); a deletion with confirmed bookings not yet ended is refused and changes nothing;
 * otherwise holds are cancelled, requests declined, and the closure recorded.
 */
export function closeListingHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.closeListing, DB>(
    async ({ propertyId, reason }, call, trx) => {
      requireSystem(call.actor);
      await new CalendarRepository(trx).lockForChange(propertyId);
      const active = await new BookingRepository(trx).lockActive({ propertyId });
      const upcoming = upcomingOf(active, deps.now());
      if (reason === 'deleted' && upcoming.length > 0) {
        refuseUpcoming(
          upcoming.map((row) => ({ row, role: 'host' as const })),
          upcoming.length === 1
            ? 'This listing has an upcoming confirmed booking. Cancel it before deleting the listing.'
            : `This listing has ${upcoming.length} upcoming confirmed bookings. Cancel them before deleting the listing.`,
        );
      }
      await new ClosureRepository(trx).closeListing(propertyId, reason);
      const cancelled = await withdrawAll(trx, active, 'host');
      return { cancelled, upcoming: upcoming.length };
    },
  );
}

/** `rpc.booking.listing.reopen`: published again, the listing takes holds again. */
export function reopenListingHandler() {
  return inTransaction<typeof BookingRpc.reopenListing, DB>(async ({ propertyId }, call, trx) => {
    requireSystem(call.actor);
    await new CalendarRepository(trx).lockForChange(propertyId);
    return { reopened: await new ClosureRepository(trx).reopenListing(propertyId) };
  });
}

/**
 * `rpc.booking.account.close`: under the host's exclusive lock (no hold of any of their listings
 * is half-written), their bookings on both sides are locked; confirmed ones not yet ended refuse
 * the closure; otherwise their listings take no new hold and every open hold and request, as
 * host or as guest, ends with a full refund.
 */
export function closeAccountHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.closeAccount, DB>(async ({ userId }, call, trx) => {
    requireSystem(call.actor);
    const closures = new ClosureRepository(trx);
    await closures.lockHostForClose(userId);
    const repo = new BookingRepository(trx);
    const asHost = await repo.lockActive({ hostId: userId });
    const asGuest = await repo.lockActive({ guestId: userId });
    const now = deps.now();
    const upcoming = [
      ...upcomingOf(asHost, now).map((row) => ({ row, role: 'host' as const })),
      ...upcomingOf(asGuest, now).map((row) => ({ row, role: 'guest' as const })),
    ].sort((a, b) => a.row.starts_at.getTime() - b.row.starts_at.getTime());
    if (upcoming.length > 0) {
      refuseUpcoming(
        upcoming,
        upcoming.length === 1
          ? 'You have an upcoming confirmed booking. Cancel it before deleting your account.'
          : `You have ${upcoming.length} upcoming confirmed bookings. Cancel them before deleting your account.`,
      );
    }
    await closures.closeHost(userId);
    const cancelled =
      (await withdrawAll(trx, asHost, 'host')) + (await withdrawAll(trx, asGuest, 'guest'));
    return { cancelled };
  });
}
