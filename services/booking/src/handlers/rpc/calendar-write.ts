import {
  AppError,
  fieldError,
  LIMITS,
  rangesOverlap,
  type Actor,
  type BookingRpc,
  type DateRange,
} from '@arrendo/contracts';
import { inTransaction } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import {
  commitChange,
  freshBlock,
  horizonOf,
  hostListing,
  type CalendarListing,
} from '../../app/calendar.js';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { addBlock, removeBlock } from '../../domain/blocks.js';
import { normalizeRules, openWeekdays } from '../../domain/weekly-rules.js';
import { CalendarRepository } from '../../repositories/calendar.repository.js';

/** Only today onwards and inside the horizon can be changed. */
function assertChangeable(listing: CalendarListing, range: DateRange, now: Date): void {
  const { today, horizonEnd } = horizonOf(listing.timeZone, now);
  if (range.start < today) {
    throw fieldError('start', 'Past dates cannot be changed.');
  }
  if (range.end > horizonEnd) {
    throw fieldError(
      'end',
      `You can manage your calendar up to ${LIMITS.availabilityHorizonMonths} months ahead.`,
    );
  }
}

async function prepare(
  deps: BookingDeps,
  trx: Kysely<DB>,
  request: { propertyId: string } & DateRange,
  actor: Actor,
) {
  const listing = await hostListing(deps, request.propertyId, actor);
  const now = deps.now();
  assertChangeable(listing, request, now);
  const repo = new CalendarRepository(trx);
  await repo.lockForChange(listing.propertyId);
  return { listing, now, repo, before: await repo.blocks(listing.propertyId) };
}

export function blockHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.block, DB>(async (request, call, trx) => {
    const { listing, now, repo, before } = await prepare(deps, trx, request, call.actor);
    // decisions.md: a host cannot block dates a guest holds or has booked.
    const clashes = (await repo.bookings(listing.propertyId, request.start, request.end)).filter(
      (b) => rangesOverlap(b, request),
    );
    if (clashes.length > 0) {
      throw new AppError('CONFLICT', 'You have a booking on these dates.', {
        reason: 'booking_in_range',
        bookings: clashes.map((b) => ({ id: b.id, start: b.start, end: b.end, status: b.status })),
      });
    }
    const after = addBlock(before, request, freshBlock(now));
    return commitChange(trx, listing, { blocks: { before, after } }, now);
  });
}

export function unblockHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.unblock, DB>(async (request, call, trx) => {
    const { listing, now, before } = await prepare(deps, trx, request, call.actor);
    const after = removeBlock(before, request, freshBlock(now));
    return commitChange(trx, listing, { blocks: { before, after } }, now);
  });
}

export function setWeeklyRulesHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.setWeeklyRules, DB>(async (request, call, trx) => {
    const listing = await hostListing(deps, request.propertyId, call.actor);
    const rules = normalizeRules(request.rules);
    if (listing.kind === 'hourly' && openWeekdays(rules).length === 0) {
      throw fieldError('openingHours', 'Open your space on at least one day of the week.');
    }
    await new CalendarRepository(trx).lockForChange(listing.propertyId);
    return commitChange(trx, listing, { rules }, deps.now());
  });
}
