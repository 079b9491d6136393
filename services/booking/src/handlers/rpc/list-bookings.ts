import { AppError, type BookingPage, type BookingRpc } from '@arrendo/contracts';
import { decodeCursor, encodeCursor, CursorTimestamp, type RpcHandler } from '@arrendo/kit';
import { z } from 'zod';
import { requireSignedIn } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import { toBooking } from '../../domain/booking-mapper.js';
import {
  BookingRepository,
  type ListPosition,
  type ListQuery,
} from '../../repositories/booking.repository.js';

/** The tab's sort instant and the id of the last row: `[instant, id]`. */
const Position = z.tuple([CursorTimestamp, z.uuid()]);

function positionOf(cursor: string | undefined): ListPosition | undefined {
  if (!cursor) return undefined;
  const [at, id] = decodeCursor(Position, cursor);
  return { at, id };
}

async function page(deps: BookingDeps, query: ListQuery): Promise<BookingPage> {
  const rows = await new BookingRepository(deps.db).list(query);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toBooking),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.cursor_at, last.id]) : null,
  };
}

/** The caller's trips: upcoming soonest first, past and cancelled most recent first. */
export function listForGuestHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.listForGuest> {
  return async ({ tab, cursor, limit }, call) => {
    const guestId = call.actor.userId;
    if (!guestId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    return page(deps, {
      owner: { guestId },
      tab,
      after: positionOf(cursor),
      limit,
      now: deps.now(),
    });
  };
}

/** Bookings of the caller's own listings (the rows' host); an admin sees every host's. */
export function listForHostHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.listForHost> {
  return async ({ tab, propertyId, cursor, limit }, call) => {
    requireSignedIn(call.actor);
    const hostId = call.actor.roles.includes('admin') ? null : call.actor.userId;
    return page(deps, {
      owner: { hostId },
      ...(propertyId ? { propertyId } : {}),
      tab,
      after: positionOf(cursor),
      limit,
      now: deps.now(),
    });
  };
}
