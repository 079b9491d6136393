import {
  AppError,
  BookingRpc,
  ListingRpc,
  PaymentRpc,
  SYSTEM_ACTOR,
  type Actor,
  type HoldRequest,
} from '@arrendo/contracts';
import { DEMO_HOSTS } from '../catalogue/hosts.js';
import { callAs, callAsSystem } from '../call-system.js';
import type { SeedContext } from '../context.js';
import { santiagoDate, stableKey } from './demo-dates.js';

export interface SeededHistory {
  /** Past bookings this run recorded, with their payments. */
  created: number;
  /** Payouts this run marked paid. */
  paid: number;
  skipped?: 'no-demo-accounts' | 'already-recorded' | 'no-dev-payments' | 'no-listings';
}

/** Days ago and nights (stays) or the start and hours (hourly spaces). */
const PAST_STAYS = [
  { daysAgo: 58, nights: 3 },
  { daysAgo: 44, nights: 2 },
  { daysAgo: 30, nights: 4 },
  { daysAgo: 16, nights: 2 },
  { daysAgo: 8, nights: 3 },
] as const;
const PAST_SESSIONS = [
  { daysAgo: 21, startTime: '10:00', hours: 3 },
  { daysAgo: 6, startTime: '16:00', hours: 2 },
] as const;

/** The demo host's bank account: a well-known test RUT, BancoEstado's CuentaRUT. */
const DEMO_ACCOUNT = {
  rut: '11.111.111-1',
  bankCode: '012',
  accountType: 'vista',
  accountNumber: '11111111',
} as const;

/**
 * Step 4: the demo host's history (decision 0041), so the dashboard's past months, `/payments`
 * and an admin's revenue are alive on a fresh start: past stays and sessions recorded by the
 * booking service under a hold's rules, the payment each was made with, the host's bank account,
 * then a release and the payout marked paid — each through the owning service's commands, as
 * the system. Only where payments are the dev provider's (the history's payments are dev ones);
 * skipped once the demo host has any past booking.
 */
export async function seedHistory(
  ctx: SeedContext,
  people: { demoHostId?: string; demoGuestId?: string; hostIds: readonly string[] },
): Promise<SeededHistory> {
  const { demoHostId, demoGuestId } = people;
  if (!demoHostId || !demoGuestId) return { created: 0, paid: 0, skipped: 'no-demo-accounts' };
  const config = await callAsSystem(ctx, PaymentRpc.config, {});
  if (config.card !== 'dev' && config.local !== 'dev') {
    return { created: 0, paid: 0, skipped: 'no-dev-payments' };
  }
  const host: Actor = { userId: demoHostId, roles: [] };
  const past = await callAs(ctx, { actor: host }, BookingRpc.listForHost, {
    tab: 'past',
    limit: 1,
  });
  if (past.items.length > 0) return { created: 0, paid: 0, skipped: 'already-recorded' };

  const own = await callAsSystem(ctx, ListingRpc.listProperties, {
    hostId: demoHostId,
    limit: 100,
  });
  const homes = own.items.filter((p) => p.listingType === 'home');
  const spaces = own.items.filter((p) => p.listingType === 'experience');
  if (homes.length + spaces.length === 0) {
    return { created: 0, paid: 0, skipped: 'no-listings' };
  }
  const guests = [demoGuestId, ...people.hostIds.filter((id) => id !== demoHostId)];
  const slots: HoldRequest[] = [
    ...PAST_STAYS.flatMap((stay, i) => {
      const home = homes[i % Math.max(homes.length, 1)];
      return home
        ? [
            {
              propertyId: home.id,
              checkIn: santiagoDate(ctx.now, -stay.daysAgo),
              checkOut: santiagoDate(ctx.now, -stay.daysAgo + stay.nights),
              guests: Math.min(2, home.maxGuests),
            },
          ]
        : [];
    }),
    ...PAST_SESSIONS.flatMap((session, i) => {
      const space = spaces[i % Math.max(spaces.length, 1)];
      return space
        ? [
            {
              propertyId: space.id,
              date: santiagoDate(ctx.now, -session.daysAgo),
              startTime: session.startTime,
              hours: session.hours,
              guests: Math.min(4, space.maxGuests),
            },
          ]
        : [];
    }),
  ];

  let created = 0;
  for (const [i, slot] of slots.entries()) {
    const guestId = guests[i % guests.length] ?? demoGuestId;
    try {
      const booking = await callAs(
        ctx,
        {
          actor: SYSTEM_ACTOR,
          idempotencyKey: stableKey('seed-past', JSON.stringify(slot), guestId),
        },
        BookingRpc.recordPast,
        { guestId, slot },
      );
      await callAsSystem(ctx, PaymentRpc.recordPastPayment, { bookingId: booking.id });
      created++;
    } catch (error) {
      // A day the listing's own rules refuse (a closed weekday, a minimum stay, opening hours)
      // is skipped, as the coming bookings' step does.
      if (AppError.isAppError(error) && ['CONFLICT', 'VALIDATION'].includes(error.code)) {
        ctx.logger.info({ slot, reason: error.message }, 'demo past booking skipped');
        continue;
      }
      throw error;
    }
  }

  const demoHost = DEMO_HOSTS[0];
  await callAsSystem(ctx, PaymentRpc.importBankAccount, {
    hostId: demoHostId,
    account: {
      ...DEMO_ACCOUNT,
      holderName: demoHost ? `${demoHost.firstName} ${demoHost.lastName}` : 'Anfitrión Demo',
    },
  });
  await callAsSystem(ctx, PaymentRpc.releasePayouts, {});
  return { created, paid: await markDemoPayoutsPaid(ctx, demoHostId) };
}

/** The bank's answer for the demo host's payouts: paid (an admin's step, done as the system). */
async function markDemoPayoutsPaid(ctx: SeedContext, hostId: string): Promise<number> {
  const { batches } = await callAsSystem(ctx, PaymentRpc.payoutBatches, {});
  let paid = 0;
  for (const summary of batches.filter((b) => b.scheduled > 0)) {
    const batch = await callAsSystem(ctx, PaymentRpc.payoutBatch, { batchId: summary.id });
    for (const payout of batch.payouts) {
      if (payout.hostId !== hostId || payout.status !== 'scheduled') continue;
      await callAsSystem(ctx, PaymentRpc.markPayout, { payoutId: payout.id, outcome: 'paid' });
      paid++;
    }
  }
  return paid;
}
