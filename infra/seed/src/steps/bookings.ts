import {
  AppError,
  BookingRpc,
  ListingRpc,
  PaymentRpc,
  type Actor,
  type HoldRequest,
  type Property,
} from '@arrendo/contracts';
import { callAs, callAsSystem } from '../call-system.js';
import type { SeedContext } from '../context.js';
import { santiagoDate, stableKey } from './demo-dates.js';

export interface SeededBookings {
  /** Bookings this run made (0 when the demo host already had some, or payments are real). */
  created: number;
  /** Why nothing was made, when nothing was. */
  skipped?: 'no-demo-accounts' | 'already-booked' | 'no-dev-payments' | 'no-listings';
}

/** Days from today, nights (stays) or the start and hours (hourly spaces). */
type Plan = { days: number; nights: number } | { days: number; startTime: string; hours: number };

/** What the demo host's calendar gets: stays and sessions over the coming weeks. */
const STAY_PLANS: readonly Plan[] = [
  { days: 3, nights: 2 },
  { days: 9, nights: 3 },
  { days: 16, nights: 4 },
  { days: 27, nights: 2 },
  { days: 41, nights: 5 },
];
const HOURLY_PLANS: readonly Plan[] = [
  { days: 4, startTime: '10:00', hours: 3 },
  { days: 12, startTime: '15:00', hours: 2 },
  { days: 20, startTime: '11:00', hours: 4 },
];

type Bookable = Pick<Property, 'id' | 'maxGuests' | 'instantBook'> & { minHours?: number | null };

function requestFor(property: Bookable, plan: Plan, now: Date): HoldRequest {
  const date = santiagoDate(now, plan.days);
  if ('nights' in plan) {
    return {
      propertyId: property.id,
      checkIn: date,
      checkOut: santiagoDate(now, plan.days + plan.nights),
      guests: Math.min(2, property.maxGuests),
    };
  }
  return {
    propertyId: property.id,
    date,
    startTime: plan.startTime,
    hours: Math.max(plan.hours, property.minHours ?? 1),
    guests: Math.min(4, property.maxGuests),
  };
}

/**
 * Step 3: the demo host's coming bookings, made as guests do — a hold, a payment with the offline
 * dev provider, and the host's acceptance where the listing takes requests — so the host's
 * dashboard and bookings are alive on a fresh start. Only where payments are the dev provider's:
 * with real payment keys no payment can be completed without a card, and nothing is made. The
 * guests are the demo guest and other demo people (real users). Skipped once the demo host has
 * any booking. Past stays cannot be made this way (a hold must be in the future).
 */
export async function seedBookings(
  ctx: SeedContext,
  people: { demoHostId?: string; demoGuestId?: string; hostIds: readonly string[] },
): Promise<SeededBookings> {
  const { demoHostId, demoGuestId } = people;
  if (!demoHostId || !demoGuestId) return { created: 0, skipped: 'no-demo-accounts' };
  const config = await callAsSystem(ctx, PaymentRpc.config, {});
  const method = config.card === 'dev' ? 'card' : config.local === 'dev' ? 'local' : null;
  if (!method) return { created: 0, skipped: 'no-dev-payments' };

  const host: Actor = { userId: demoHostId, roles: [] };
  for (const tab of ['requests', 'upcoming', 'past', 'cancelled'] as const) {
    const page = await callAs(ctx, { actor: host }, BookingRpc.listForHost, { tab, limit: 1 });
    if (page.items.length > 0) return { created: 0, skipped: 'already-booked' };
  }

  const own = await callAsSystem(ctx, ListingRpc.listProperties, {
    hostId: demoHostId,
    limit: 100,
  });
  const homes = own.items.filter((p) => p.listingType === 'home');
  // The whole record: a session is at least the space's minimum hours.
  const spaces = await Promise.all(
    own.items
      .filter((p) => p.listingType === 'experience')
      .slice(0, HOURLY_PLANS.length)
      .map((p) => callAsSystem(ctx, ListingRpc.getProperty, { id: p.id })),
  );
  if (homes.length + spaces.length === 0) return { created: 0, skipped: 'no-listings' };

  const guests = [demoGuestId, ...people.hostIds.filter((id) => id !== demoHostId)];
  const plans = [
    ...STAY_PLANS.flatMap((plan, i) => {
      const home = homes[i % Math.max(homes.length, 1)];
      return home ? [{ property: home, plan }] : [];
    }),
    ...HOURLY_PLANS.flatMap((plan, i) => {
      const space = spaces[i % Math.max(spaces.length, 1)];
      return space ? [{ property: space, plan }] : [];
    }),
  ];

  let created = 0;
  for (const [i, { property, plan }] of plans.entries()) {
    const guestId = guests[i % guests.length] ?? demoGuestId;
    const guest: Actor = { userId: guestId, roles: [] };
    const request = requestFor(property, plan, ctx.now);
    try {
      const held = await callAs(
        ctx,
        { actor: guest, idempotencyKey: stableKey('seed-hold', JSON.stringify(request), guestId) },
        BookingRpc.hold,
        request,
      );
      const intent = await callAs(ctx, { actor: guest }, PaymentRpc.createIntent, {
        bookingId: held.id,
        method,
      });
      await callAs(ctx, { actor: guest }, PaymentRpc.devComplete, {
        id: intent.paymentId,
        outcome: 'succeed',
      });
      if (!property.instantBook) await acceptWhenRequested(ctx, held.id, host);
      created++;
    } catch (error) {
      // A slot the listing's own rules refuse (a closed day, a minimum stay) is skipped: the
      // demo needs some bookings, not these exact ones.
      if (AppError.isAppError(error) && ['CONFLICT', 'VALIDATION'].includes(error.code)) {
        ctx.logger.info({ propertyId: property.id, reason: error.message }, 'demo booking skipped');
        continue;
      }
      throw error;
    }
  }
  return { created };
}

/** The payment's news reaches the booking service by event: accept once it is `requested`. */
async function acceptWhenRequested(ctx: SeedContext, id: string, host: Actor): Promise<void> {
  const deadline = Date.now() + ctx.waitMs;
  for (;;) {
    const booking = await callAs(ctx, { actor: host }, BookingRpc.get, { id });
    if (booking.status === 'requested') {
      await callAs(
        ctx,
        { actor: host, idempotencyKey: stableKey('seed-accept', id) },
        BookingRpc.accept,
        { id },
      );
      return;
    }
    if (booking.status !== 'pending' || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
