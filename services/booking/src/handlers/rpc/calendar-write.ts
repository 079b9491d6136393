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

/**
 * What a calendar change learns before its transaction opens: the listing, asked as the caller
 * (the listing service refuses anyone but its host or an admin), and the time it is checked at.
 * No connection waits on the listing service (docs/decisions/0038-one-service-shape.md); the
 * calendar itself is read and changed under its exclusive lock in the transaction.
 */
interface ChangeFacts {
  listing: CalendarListing;
  now: Date;
}

async function lookUp(
  deps: BookingDeps,
  request: { propertyId: string } & DateRange,
  actor: Actor,
): Promise<ChangeFacts> {
  const listing = await hostListing(deps, request.propertyId, actor);
  const now = deps.now();
  assertChangeable(listing, request, now);
  return { listing, now };
}

async function lockedBlocks(trx: Kysely<DB>, listing: CalendarListing) {
  const repo = new CalendarRepository(trx);
  await repo.lockForChange(listing.propertyId);
  return { repo, before: await repo.blocks(listing.propertyId) };
}

export function blockHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.block, DB, ChangeFacts>({
    before: (request, call) => lookUp(deps, request, call.actor),
    write: async (request, _call, trx, { listing, now }) => {
      const { repo, before } = await lockedBlocks(trx, listing);
      // decisions.md: a host cannot block dates a guest holds or has booked.
      const clashes = (await repo.bookings(listing.propertyId, request.start, request.end)).filter(
        (b) => rangesOverlap(b, request),
      );
      if (clashes.length > 0) {
        throw new AppError('CONFLICT', 'You have a booking on these dates.', {
          reason: 'booking_in_range',
          bookings: clashes.map((b) => ({
            id: b.id,
            start: b.start,
            end: b.end,
            status: b.status,
          })),
        });
      }
      const after = addBlock(before, request, freshBlock(now));
      return commitChange(trx, listing, { blocks: { before, after } }, now);
    },
  });
}

export function unblockHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.unblock, DB, ChangeFacts>({
    before: (request, call) => lookUp(deps, request, call.actor),
    write: async (request, _call, trx, { listing, now }) => {
      const { before } = await lockedBlocks(trx, listing);
      const after = removeBlock(before, request, freshBlock(now));
      return commitChange(trx, listing, { blocks: { before, after } }, now);
    },
  });
}

export function setWeeklyRulesHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.setWeeklyRules, DB, CalendarListing>({
    before: async (request, call) => {
      const listing = await hostListing(deps, request.propertyId, call.actor);
      if (listing.kind === 'hourly' && openWeekdays(normalizeRules(request.rules)).length === 0) {
        throw fieldError('openingHours', 'Open your space on at least one day of the week.');
      }
      return listing;
    },
    write: async (request, _call, trx, listing) => {
      await new CalendarRepository(trx).lockForChange(listing.propertyId);
      return commitChange(trx, listing, { rules: normalizeRules(request.rules) }, deps.now());
    },
  });
}
