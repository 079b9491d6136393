import { ImportedProperty } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { createRng } from '@arrendo/seed';
import { calendarEvents, HORIZON_DAYS } from './dataset/calendars.js';
import { listingGenerator } from './dataset/listings.js';
import { addDays, todayIn, zonedInstant } from './dataset/local-time.js';
import {
  benchPlaces,
  distanceKm,
  GREATER_SANTIAGO,
  pointIn,
  SANTIAGO_SHARE,
  weightedPicker,
} from './dataset/places.js';

const now = new Date('2026-11-24T15:00:00Z');
const generator = listingGenerator({ now, publicMediaBase: '/media' });
const SAMPLE = 4000;
const listings = Array.from({ length: SAMPLE }, (_, i) => generator.listing(i));

describe('places', () => {
  it('has every comuna of Greater Santiago in the gazetteer', () => {
    const { santiago } = benchPlaces();
    expect(santiago.map((p) => p.name).sort()).toEqual([...GREATER_SANTIAGO].sort());
  });

  it('picks by population', () => {
    const pick = weightedPicker([
      { name: 'big', population: 900 },
      { name: 'small', population: 100 },
    ]);
    const rng = createRng('weights');
    const big = Array.from({ length: 10_000 }, () => pick(rng)).filter((p) => p.name === 'big');
    expect(big.length / 10_000).toBeCloseTo(0.9, 1);
  });

  it('spreads points around the comuna centre, within a few kilometres', () => {
    const rng = createRng('points');
    const maipu = benchPlaces().santiago.find((p) => p.name === 'Maipú')!;
    const points = Array.from({ length: 500 }, () => pointIn(rng, maipu));
    const distances = points.map((p) => distanceKm(p, maipu));
    expect(Math.max(...distances)).toBeLessThanOrEqual(5.01);
    expect(Math.max(...distances)).toBeGreaterThan(2);
  });
});

describe('listings', () => {
  it('are valid imports, the same for the same index', () => {
    for (const l of listings.slice(0, 300)) ImportedProperty.parse(l.property);
    expect(generator.listing(7).property).toEqual(listings[7]?.property);
    expect(new Set(listings.map((l) => l.property.id)).size).toBe(SAMPLE);
  });

  it('put 45% in Greater Santiago, half homes and half hourly spaces', () => {
    const santiago = listings.filter((l) => l.place.greaterSantiago).length / SAMPLE;
    expect(Math.abs(santiago - SANTIAGO_SHARE)).toBeLessThan(0.03);
    expect(listings.filter((l) => l.property.listingType === 'home').length).toBe(SAMPLE / 2);
  });

  it('cover many places all over Chile, and stay in the country', () => {
    expect(new Set(listings.map((l) => l.place.name)).size).toBeGreaterThan(150);
    for (const { property } of listings) {
      expect(property.lat).toBeGreaterThan(-56);
      expect(property.lat).toBeLessThan(-17);
      expect(property.lng).toBeLessThan(-66);
      // The mainland, or the Pacific islands of the Valparaíso region (Rapa Nui at -109.4°,
      // Juan Fernández at -78.8°), which the gazetteer includes.
      if (property.lng <= -76) {
        expect(property.region).toMatch(/Valpara/);
        expect(property.lng).toBeGreaterThan(-110);
      }
    }
  });

  it('price homes per night and spaces per hour in realistic ranges', () => {
    const prices = (type: string) =>
      listings.filter((l) => l.property.listingType === type).map((l) => l.property.price.amount);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(prices('home'))).toBeGreaterThan(30_000);
    expect(median(prices('home'))).toBeLessThan(150_000);
    expect(median(prices('experience'))).toBeGreaterThan(5_000);
    expect(median(prices('experience'))).toBeLessThan(60_000);
    const pets = listings.filter((l) => l.property.amenities.includes('pets-allowed')).length;
    expect(pets / SAMPLE).toBeGreaterThan(0.1);
    expect(pets / SAMPLE).toBeLessThan(0.3);
  });
});

describe('calendar and booking events', () => {
  const perListing = listings.map((l) => ({ listing: l, events: calendarEvents(l, now) }));

  it('give ~30% a calendar and ~40% one to six bookings, each held then confirmed', () => {
    const withCalendar = perListing.filter(({ events }) =>
      events.some((e) => e.definition.subject === 'evt.booking.calendar.changed'),
    ).length;
    const withBookings = perListing.filter(({ events }) =>
      events.some((e) => e.definition.subject === 'evt.booking.booking.confirmed'),
    );
    expect(Math.abs(withCalendar / SAMPLE - 0.3)).toBeLessThan(0.03);
    expect(Math.abs(withBookings.length / SAMPLE - 0.4)).toBeLessThan(0.04);
    for (const { events } of withBookings) {
      const bookings = events.filter(
        (e) => e.definition.subject !== 'evt.booking.calendar.changed',
      );
      expect(bookings.length % 2).toBe(0);
      expect(bookings.length / 2).toBeLessThanOrEqual(6);
      for (let i = 0; i < bookings.length; i += 2) {
        expect(bookings[i]?.definition.subject).toBe('evt.booking.booking.held');
        expect(bookings[i + 1]?.definition.subject).toBe('evt.booking.booking.confirmed');
      }
    }
  });

  it('are valid, inside the horizon, never overlapping, never on a blocked date', () => {
    const horizonEnd = zonedInstant(
      addDays(todayIn('America/Santiago', now), HORIZON_DAYS + 1),
      '00:00',
      'America/Santiago',
    );
    for (const { events } of perListing) {
      for (const e of events) e.definition.data.parse(e.data);
      const calendar = events.find((e) => e.definition.subject === 'evt.booking.calendar.changed')
        ?.data as { blocks: { start: string; end: string }[]; timeZone: string } | undefined;
      const slots = events
        .filter((e) => e.definition.subject === 'evt.booking.booking.confirmed')
        .map((e) => e.data as { startsAt: string; endsAt: string });
      for (const [i, s] of slots.entries()) {
        expect(new Date(s.startsAt).getTime()).toBeGreaterThan(now.getTime() - 86_400_000);
        expect(new Date(s.endsAt).getTime()).toBeLessThanOrEqual(horizonEnd.getTime());
        const next = slots[i + 1];
        if (next) expect(s.endsAt <= next.startsAt).toBe(true);
        for (const b of calendar?.blocks ?? []) {
          const blockStart = zonedInstant(b.start, '00:00', calendar!.timeZone).toISOString();
          const blockEnd = zonedInstant(b.end, '00:00', calendar!.timeZone).toISOString();
          expect(s.endsAt <= blockStart || s.startsAt >= blockEnd).toBe(true);
        }
      }
    }
  });
});

describe('zonedInstant', () => {
  it('turns Chilean wall-clock times into instants across the DST change', () => {
    // Winter (UTC-4) and summer (UTC-3) in Santiago; Punta Arenas stays at UTC-3.
    expect(zonedInstant('2026-07-01', '00:00', 'America/Santiago').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(zonedInstant('2026-12-01', '15:30', 'America/Santiago').toISOString()).toBe(
      '2026-12-01T18:30:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '00:00', 'America/Punta_Arenas').toISOString()).toBe(
      '2026-07-01T03:00:00.000Z',
    );
  });
});
