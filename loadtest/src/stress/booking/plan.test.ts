import { describe, expect, it } from 'vitest';
import { contestedSlots, listingsNeeded, slotLabel, SlotTally, summarizeSlots } from './plan.js';

const home = { id: '0b6f2f7a-3c1e-4f57-9d7e-3f1a2b4c5d6e', listingType: 'home' as const };
const space = { id: '1c7a3e8b-4d2f-4a68-8e9f-4a2b3c5d6e7f', listingType: 'experience' as const };
const now = new Date('2026-11-29T15:00:00Z');

describe('the slots of a booking run', () => {
  it('has enough listings for every iteration a user can start', () => {
    // 30 s at one hold per 6 s: 6 iterations, one listing's window is far larger.
    expect(listingsNeeded('home', { durationSeconds: 30 }, 6)).toBe(1);
    // 600 s: 101 iterations, more than a home's 84 two-night stays in its window.
    expect(listingsNeeded('home', { durationSeconds: 600 }, 6)).toBe(2);
    expect(listingsNeeded('experience', { durationSeconds: 600 }, 6)).toBe(1);
  });

  it('hands out distinct slots, the first listing first, none overlapping the next', () => {
    const stays = contestedSlots([home], 3, now);
    expect(stays.map(slotLabel)).toEqual([
      '2026-12-01/2026-12-03',
      '2026-12-03/2026-12-05',
      '2026-12-05/2026-12-07',
    ]);
    const hours = contestedSlots([space], 2, now);
    expect(hours.map(slotLabel)).toEqual(['2026-12-01 09:00+2h', '2026-12-01 11:00+2h']);
    expect(hours.every((slot) => slot.propertyId === space.id)).toBe(true);
  });
});

describe('SlotTally', () => {
  it('counts the winners and losers of each slot, and which slots went wrong', () => {
    const slots = contestedSlots([home], 3, now);
    const tally = new SlotTally(slots);
    for (const status of [201, 409, 409] as const) tally.answer(0, status);
    for (const status of [409, 429] as const) tally.answer(1, status);
    for (const status of [201, 201] as const) tally.answer(2, status);
    tally.answer(7, 201); // no such slot: ignored
    const outcomes = tally.outcomes();
    expect(outcomes[0]).toEqual({
      slot: '2026-12-01/2026-12-03',
      listingId: home.id,
      contenders: 3,
      won: 1,
      lost: 2,
      other: 0,
    });
    expect({ won: tally.won, lost: tally.lost, other: tally.other }).toEqual({
      won: 3,
      lost: 3,
      other: 1,
    });
    expect(summarizeSlots(outcomes)).toEqual({
      slotsContested: 3,
      slotsWithOneWinner: 1,
      slotsWithNoWinner: 1,
      slotsWithSeveralWinners: 1,
    });
  });
});
