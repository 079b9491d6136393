import {
  BookingRpc,
  SYSTEM_ACTOR,
  type CreateBookingBody,
  type ListingType,
} from '@arrendo/contracts';
import { provisionPeople, signInPeople } from '../cast/people.js';
import { importListings } from '../cast/listings.js';
import type { PreparedRun, RunContext } from '../prepared.js';
import { contestedSlots, listingsNeeded, SlotTally, summarizeSlots } from './plan.js';

/**
 * `booking-contention`: a host with the listing(s) of the asked type, one guest per virtual
 * user, every guest asking for slot n at its n-th iteration. After the load, the booking
 * service checks its own tables for overlapping live reservations of those listings.
 */
export async function prepareBookingRun(ctx: RunContext): Promise<PreparedRun> {
  const listingType: ListingType = ctx.params.target?.listingType ?? 'home';
  const [host] = await provisionPeople(ctx.client, {
    runTag: ctx.runTag,
    secret: ctx.secret,
    role: 'host',
    count: 1,
  });
  if (!host) throw new Error('the run host was not made');
  await ctx.remember({ people: [host], listingIds: [] });
  const guests = await provisionPeople(ctx.client, {
    runTag: ctx.runTag,
    secret: ctx.secret,
    role: 'guest',
    count: ctx.params.vus,
  });
  const people = [host, ...guests];
  const listingIds = await importListings(ctx.client, {
    hostId: host.id,
    runTag: ctx.runTag,
    listingType,
    count: listingsNeeded(listingType, ctx.params, ctx.pacingSeconds),
    now: ctx.now(),
  });
  await ctx.remember({ people, listingIds });
  const vus = await signInPeople(ctx.client, guests, {
    secret: ctx.secret,
    baseUrl: ctx.baseUrl,
    refreshCookie: ctx.refreshCookie,
  });
  const iterations = Math.floor(ctx.params.durationSeconds / ctx.pacingSeconds) + 1;
  const slots: CreateBookingBody[] = contestedSlots(
    listingIds.map((id) => ({ id, listingType })),
    iterations,
    ctx.now(),
  );
  const tally = new SlotTally(slots);

  return {
    people,
    vus,
    request(_step, _vu, iteration) {
      const body = slots[iteration];
      return body ? { path: '/api/bookings', body } : null;
    },
    answered({ iteration, status }) {
      tally.answer(iteration, status);
    },
    live: () => ({ holds: { won: tally.won, lost: tally.lost, other: tally.other } }),
    k6Data: () => ({
      vus: vus.map((vu) => ({ cookies: vu.jar.entries() })),
      slots,
    }),
    async check() {
      const outcomes = tally.outcomes();
      const counts = summarizeSlots(outcomes);
      const check = await ctx.client.call(
        BookingRpc.doubleBookings,
        { propertyIds: listingIds },
        { actor: SYSTEM_ACTOR },
      );
      const problems: string[] = [];
      if (counts.slotsWithSeveralWinners > 0) {
        problems.push(`${counts.slotsWithSeveralWinners} slots had more than one winner`);
      }
      if (check.overlaps.length > 0) {
        problems.push(`${check.overlaps.length} overlapping live reservations found`);
      }
      return {
        slots: outcomes,
        booking: {
          ...counts,
          doubleBookings: {
            listingsChecked: check.listingsChecked,
            overlaps: check.overlaps.length,
            liveReservations: check.liveReservations,
          },
        },
        statuses: {},
        problems,
      };
    },
    close: () => undefined,
  };
}
