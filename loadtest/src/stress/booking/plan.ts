import {
  DEFAULT_TIME_ZONE,
  type CreateBookingBody,
  type ListingType,
  type StressSlotOutcome,
} from '@arrendo/contracts';
import { todayIn } from '../../dataset/local-time.js';
import { slotBody, slotsPerListing, type HoldListing } from '../../booking/slots.js';

/** How many listings a run needs so that no virtual user ever runs out of slots. */
export function listingsNeeded(
  listingType: ListingType,
  run: { durationSeconds: number },
  pacingSeconds: number,
): number {
  // Iterations one user can start: one at 0 s, then one per pacing, until the end.
  const iterations = Math.floor(run.durationSeconds / pacingSeconds) + 1;
  return Math.max(1, Math.ceil(iterations / slotsPerListing(listingType)));
}

/**
 * The run's slots in the order every virtual user asks for them: the first listing's, in
 * order, then the next one's. Slot n is what each user asks for at its n-th iteration.
 */
export function contestedSlots(
  listings: readonly HoldListing[],
  count: number,
  now: Date,
): CreateBookingBody[] {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const slots: CreateBookingBody[] = [];
  for (const listing of listings) {
    const capacity = slotsPerListing(listing.listingType);
    for (let j = 0; j < capacity && slots.length < count; j++) {
      slots.push(slotBody(listing, j, today));
    }
  }
  return slots;
}

/** A slot as the result names it: `2026-12-03/2026-12-05` or `2026-12-03 11:00+2h`. */
export function slotLabel(body: CreateBookingBody): string {
  if ('checkIn' in body) return `${body.checkIn}/${body.checkOut}`;
  return `${body.date} ${body.startTime}+${body.hours}h`;
}

/** Who asked for each slot, and what they were answered. */
export class SlotTally {
  private readonly bySlot = new Map<number, StressSlotOutcome>();
  won = 0;
  lost = 0;
  other = 0;

  constructor(private readonly slots: readonly CreateBookingBody[]) {}

  answer(slot: number, status: number | 'error'): void {
    const body = this.slots[slot];
    if (!body) return;
    const outcome = this.bySlot.get(slot) ?? {
      slot: slotLabel(body),
      listingId: body.propertyId,
      contenders: 0,
      won: 0,
      lost: 0,
      other: 0,
    };
    outcome.contenders++;
    if (status === 201) {
      outcome.won++;
      this.won++;
    } else if (status === 409) {
      outcome.lost++;
      this.lost++;
    } else {
      outcome.other++;
      this.other++;
    }
    this.bySlot.set(slot, outcome);
  }

  /** Every slot anybody asked for, in slot order. */
  outcomes(): StressSlotOutcome[] {
    return [...this.bySlot.entries()].sort(([a], [b]) => a - b).map(([, outcome]) => outcome);
  }
}

/**
 * The slot counts. A slot only answered by refusals that never reached the calendar (429, 503)
 * has no winner and is counted so; `slotsWithSeveralWinners` must be 0.
 */
export function summarizeSlots(outcomes: readonly StressSlotOutcome[]) {
  return {
    slotsContested: outcomes.length,
    slotsWithOneWinner: outcomes.filter((o) => o.won === 1).length,
    slotsWithNoWinner: outcomes.filter((o) => o.won === 0).length,
    slotsWithSeveralWinners: outcomes.filter((o) => o.won > 1).length,
  };
}
