import { randomUUID } from 'node:crypto';
import {
  AppError,
  BookingEvents,
  ListingRpc,
  PricingRpc,
  type BookedListing,
  type BookingRpc,
  type Property,
  type Quote,
  type QuoteSlot,
} from '@arrendo/contracts';
import { enqueueEvent, inTransaction } from '@arrendo/kit';
import type { BookingDeps } from '../../app/deps.js';
import { expireHolds } from '../../app/expiry.js';
import { assertCalendarTakes, assertListingTakes, resolveBookable } from '../../app/hold-rules.js';
import { effectiveBookingSettings } from '../../app/settings.js';
import type { DB } from '../../db/types.js';
import { toBooking } from '../../domain/booking-mapper.js';
import { slotFor, type LocalSlot } from '../../domain/slot.js';
import { ExpireHold, expireHoldJobId } from '../../jobs/expire-hold.js';
import { BookingRepository } from '../../repositories/booking.repository.js';

/** What the hold learns from other services before its transaction opens. */
interface HoldFacts {
  guestId: string;
  property: Property;
  slot: LocalSlot;
  quote: Quote;
}

/**
 * Holds a slot for checkout, in three steps so that no connection is held while another service
 * answers. Before the transaction: the listing is asked for its facts (type, capacity, host, time
 * zone), never the caller; the slot is checked against the bookable window and against holds
 * already made (a cheap read through the pool); pricing quotes the slot (asked as the caller). In
 * the transaction, SQL only: the host's calendar (closures, blocks, weekly rules, opening hours,
 * minimum hours) is checked under the calendar's shared lock, so a block cannot slip in
 * meanwhile; lapsed holds on the listing are expired so they cannot block; the insert itself is
 * guarded by the exclusion constraint, the final word on overlaps. After the commit: the expiry
 * job. Idempotent: the caller's key makes a retry return this hold without asking anyone again.
 * The quote is stored with a snapshot of the listing, so what the guest pays and what their trip
 * says do not change when the host edits the listing. (docs/decisions/0038-one-service-shape.md)
 */
export function holdBookingHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.hold, DB, HoldFacts>({
    before: async (request, call) => {
      const guestId = call.actor.userId;
      if (!guestId) throw new AppError('UNAUTHENTICATED', 'Please log in to book.');
      const property = await deps.client.call(
        ListingRpc.getProperty,
        { id: request.propertyId },
        { actor: call.actor },
      );
      assertListingTakes(property, guestId, request.guests);
      const repo = new BookingRepository(deps.db);
      const slot = slotFor(request, property.listingType);
      const resolved = await resolveBookable(repo, slot, property, deps.now());
      // A slot already taken is refused before the quote and the locks: under a rush for one
      // slot, every loser costs one indexed read instead of the whole chain.
      if (await repo.slotTaken(property.id, resolved.startsAt, resolved.endsAt)) {
        throw slotTakenError(slot);
      }
      const quote = await deps.client.call(
        PricingRpc.quote,
        {
          propertyId: property.id,
          slot: quoteSlotOf(slot),
          guests: request.guests,
          currency: 'CLP',
        },
        { actor: call.actor },
      );
      return { guestId, property, slot, quote };
    },
    write: async (request, _call, trx, { guestId, property, slot, quote }) => {
      // Shared: holds do not wait for each other, only for a calendar change or a closure.
      await assertCalendarTakes(trx, property, slot);
      await expireHolds(trx, { propertyId: property.id });
      // The admin's hold minutes as they are now: read in this transaction, never cached.
      const { holdMinutes } = await effectiveBookingSettings(trx, deps.env);
      const row = await new BookingRepository(trx).insertHold({
        id: randomUUID(),
        propertyId: property.id,
        hostId: property.hostId,
        guestId,
        guests: request.guests,
        slot,
        timeZone: property.timeZone,
        holdMinutes,
        listing: snapshotOf(property),
        quote,
      });
      if (!row) throw slotTakenError(slot);
      const booking = toBooking(row);
      // A pending row always has its expiry (the table's CHECK); the type cannot know that.
      const expiresAt = row.expires_at;
      if (!expiresAt) throw new Error(`hold ${row.id} has no expiry`);
      await enqueueEvent(trx, BookingEvents.HELD, {
        bookingId: booking.id,
        propertyId: booking.propertyId,
        guestId,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        expiresAt: expiresAt.toISOString(),
      });
      return booking;
    },
    afterCommit: async (booking, _request, call) => {
      if (!booking.expiresAt) return;
      try {
        await deps.jobs.enqueue(
          ExpireHold,
          { bookingId: booking.id },
          {
            id: expireHoldJobId(booking.id),
            delayMs: Math.max(0, Date.parse(booking.expiresAt) - deps.now().getTime()),
          },
        );
      } catch (error) {
        // Redis down must not cost the guest their hold: the sweep expires it within a minute.
        call.logger.warn({ err: error, bookingId: booking.id }, 'hold expiry job not queued');
      }
    },
  });
}

function slotTakenError(slot: LocalSlot): AppError {
  return new AppError(
    'CONFLICT',
    slot.kind === 'stay' ? 'These dates were just booked.' : 'This time was just booked.',
    { reason: 'slot_taken' },
  );
}

export function quoteSlotOf(slot: LocalSlot): QuoteSlot {
  return slot.kind === 'stay'
    ? { checkIn: slot.checkIn, checkOut: slot.checkOut }
    : { date: slot.date, startTime: slot.startTime, hours: slot.hours };
}

/** What trips and receipts keep showing, whatever the host changes later. */
export function snapshotOf(property: Property): BookedListing {
  return {
    title: property.title,
    location: property.location,
    listingType: property.listingType,
    coverUrl: property.photos[0]?.url ?? null,
    refundPolicy: property.refundPolicy,
    instantBook: property.instantBook,
    checkInTime: property.listingType === 'home' ? property.checkInTime : null,
    checkOutTime: property.listingType === 'home' ? property.checkOutTime : null,
  };
}
