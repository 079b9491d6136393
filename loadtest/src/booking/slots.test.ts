import { HoldRequest } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import {
  distinctSlots,
  HOURLY_STARTS,
  SLOT_WINDOW,
  slotBody,
  slotsPerListing,
  type HoldListing,
  type PlannedHold,
} from './slots.js';

const home: HoldListing = { id: '00000000-0000-4000-8000-000000000001', listingType: 'home' };
const space: HoldListing = {
  id: '00000000-0000-4000-8000-000000000002',
  listingType: 'experience',
};
const TODAY = '2026-03-10';

/** The slot as local `[start, end)` minutes since the epoch day 0 (zone-free, enough to compare). */
function span(hold: PlannedHold): [number, number] {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 60_000;
  const b = hold.body;
  if ('checkIn' in b) return [day(b.checkIn), day(b.checkOut)];
  const [h, m] = b.startTime.split(':').map(Number);
  const start = day(b.date) + (h ?? 0) * 60 + (m ?? 0);
  return [start, start + b.hours * 60];
}

describe('slotBody', () => {
  it('makes two-night stays that abut, from the day after tomorrow', () => {
    expect(slotBody(home, 0, TODAY)).toEqual({
      propertyId: home.id,
      checkIn: '2026-03-12',
      checkOut: '2026-03-14',
      guests: 1,
    });
    expect(slotBody(home, 1, TODAY)).toMatchObject({
      checkIn: '2026-03-14',
      checkOut: '2026-03-16',
    });
  });

  it('makes two-hour slots inside the default opening hours, six a day', () => {
    expect(slotBody(space, 0, TODAY)).toEqual({
      propertyId: space.id,
      date: '2026-03-12',
      startTime: '09:00',
      hours: 2,
      guests: 1,
    });
    expect(slotBody(space, 5, TODAY)).toMatchObject({ date: '2026-03-12', startTime: '19:00' });
    expect(slotBody(space, 6, TODAY)).toMatchObject({ date: '2026-03-13', startTime: '09:00' });
  });

  it('only makes bodies the hold contract accepts, up to the window end and no further', () => {
    for (const listing of [home, space]) {
      const last = slotsPerListing(listing.listingType) - 1;
      for (const j of [0, 1, last]) {
        expect(HoldRequest.safeParse(slotBody(listing, j, TODAY)).success).toBe(true);
      }
      expect(() => slotBody(listing, last + 1, TODAY)).toThrow(RangeError);
      expect(() => slotBody(listing, -1, TODAY)).toThrow(RangeError);
    }
    const lastStay = slotBody(home, slotsPerListing('home') - 1, TODAY);
    expect('checkOut' in lastStay && lastStay.checkOut <= '2026-08-27').toBe(true);
    expect(slotsPerListing('experience')).toBe(
      (SLOT_WINDOW.toDay - SLOT_WINDOW.fromDay) * HOURLY_STARTS.length,
    );
  });
});

describe('distinctSlots', () => {
  it('goes round robin over the listings', () => {
    const slots = distinctSlots([home, space], TODAY);
    const ids = Array.from({ length: 4 }, () => slots.next()?.listing.id);
    expect(ids).toEqual([home.id, space.id, home.id, space.id]);
    expect(slots.issued).toBe(4);
  });

  it('never hands out two overlapping slots of one listing, and ends at its capacity', () => {
    const listings = [home, space, { ...home, id: '00000000-0000-4000-8000-000000000003' }];
    const slots = distinctSlots(listings, TODAY);
    expect(slots.capacity).toBe(2 * slotsPerListing('home') + slotsPerListing('experience'));
    const byListing = new Map<string, [number, number][]>();
    for (let hold = slots.next(); hold !== null; hold = slots.next()) {
      const spans = byListing.get(hold.listing.id) ?? [];
      spans.push(span(hold));
      byListing.set(hold.listing.id, spans);
    }
    expect(slots.issued).toBe(slots.capacity);
    expect(slots.next()).toBeNull();
    for (const spans of byListing.values()) {
      const sorted = [...spans].sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i]?.[0]).toBeGreaterThanOrEqual(sorted[i - 1]?.[1] ?? Infinity);
      }
    }
    // The homes ran out long before the hourly space: it alone took the last slots.
    expect(byListing.get(space.id)?.length).toBe(slotsPerListing('experience'));
  });

  it('has nothing to give without listings', () => {
    const slots = distinctSlots([], TODAY);
    expect(slots.capacity).toBe(0);
    expect(slots.next()).toBeNull();
  });
});
