import { randomUUID } from 'node:crypto';
import {
  AppError,
  fieldError,
  ListingRpc,
  PricingRpc,
  SYSTEM_ACTOR,
  isSystemActor,
  type BookingRpc,
  type Property,
  type Quote,
} from '@arrendo/contracts';
import { inTransaction } from '@arrendo/kit';
import { announceConfirmed } from '../../app/announce.js';
import type { BookingDeps } from '../../app/deps.js';
import { assertCalendarTakes, assertListingTakes } from '../../app/hold-rules.js';
import type { DB } from '../../db/types.js';
import { toBooking } from '../../domain/booking-mapper.js';
import { slotFor, type LocalSlot } from '../../domain/slot.js';
import { BookingRepository } from '../../repositories/booking.repository.js';
import { quoteSlotOf, snapshotOf } from './hold-booking.js';

/** How far back history may go, and how long before it began a past booking was made. */
const HISTORY_MONTHS = 12;
const LEAD_DAYS = 7;
const DAY_MS = 86_400_000;

interface PastFacts {
  property: Property;
  slot: LocalSlot;
  quote: Quote;
  startsAt: Date;
}

/**
 * Records a booking that already happened (decision 0041's demo payouts need a history). Every
 * rule of a hold applies — the listing, its capacity, not the host's own, the host's calendar
 * under its lock, the quote, the exclusion constraint — except the future window, which becomes
 * its mirror: ended, and not more than a year ago. Announced as confirmed, so the payment
 * service's ledger and the search projection learn it the one way they learn any booking.
 */
export function recordPastBookingHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.recordPast, DB, PastFacts>({
    before: async (request, call) => {
      if (!isSystemActor(call.actor)) {
        throw new AppError('FORBIDDEN', 'Only the system records past bookings.');
      }
      const property = await deps.client.call(
        ListingRpc.getProperty,
        { id: request.slot.propertyId },
        { actor: SYSTEM_ACTOR },
      );
      assertListingTakes(property, request.guestId, request.slot.guests);
      const repo = new BookingRepository(deps.db);
      const slot = slotFor(request.slot, property.listingType);
      const { startsAt, endsAt } = await repo.resolve(slot, property.timeZone);
      const now = deps.now();
      if (endsAt.getTime() > now.getTime()) {
        throw fieldError('slot', 'A past booking must have ended.');
      }
      if (startsAt.getTime() < now.getTime() - HISTORY_MONTHS * 31 * DAY_MS) {
        throw fieldError('slot', `A past booking goes back at most ${HISTORY_MONTHS} months.`);
      }
      if (await repo.slotTaken(property.id, startsAt, endsAt)) {
        throw new AppError('CONFLICT', 'Another booking holds this time.', {
          reason: 'slot_taken',
        });
      }
      const quote = await deps.client.call(
        PricingRpc.quote,
        {
          propertyId: property.id,
          slot: quoteSlotOf(slot),
          guests: request.slot.guests,
          currency: 'CLP',
        },
        { actor: SYSTEM_ACTOR },
      );
      return { property, slot, quote, startsAt };
    },
    write: async (request, _call, trx, { property, slot, quote, startsAt }) => {
      await assertCalendarTakes(trx, property, slot);
      const row = await new BookingRepository(trx).insertPast({
        id: randomUUID(),
        propertyId: property.id,
        hostId: property.hostId,
        guestId: request.guestId,
        guests: request.slot.guests,
        slot,
        timeZone: property.timeZone,
        listing: snapshotOf(property),
        quote,
        bookedAt: new Date(startsAt.getTime() - LEAD_DAYS * DAY_MS),
      });
      if (!row) {
        throw new AppError('CONFLICT', 'Another booking holds this time.', {
          reason: 'slot_taken',
        });
      }
      await announceConfirmed(trx, row, false);
      return toBooking(row);
    },
  });
}
