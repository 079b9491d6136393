import { randomUUID } from 'node:crypto';
import {
  addDays,
  addMonthsToDate,
  BookingEvents,
  DEFAULT_TIME_ZONE,
  localNow,
  weekdayOf,
  type ImportedProperty,
  type SearchRequest,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPlan } from '../src/search/density.js';
import { SearchRepository } from '../src/repositories/search.repository.js';
import { makeProperty } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

/** Central Santiago (Plaza de Armas). */
const CENTRE = { lat: -33.4372, lng: -70.6506 };
const PLANS: SearchPlan[] = ['geo', 'walk'];
const today = localNow(DEFAULT_TIME_ZONE, new Date()).date;
const day = (n: number) => addDays(today, n);
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const home = (o: Partial<ImportedProperty>) =>
  makeProperty({ listingType: 'home', category: 'stay', ...o });
const space = (o: Partial<ImportedProperty>) =>
  makeProperty({
    listingType: 'experience',
    checkInTime: null,
    checkOutTime: null,
    sessionHours: 4,
    bedrooms: 0,
    beds: 0,
    maxGuests: 10,
    extraFees: [],
    highlights: [],
    ...o,
  });

const h1 = home({
  title: 'h1 Providencia',
  lat: -33.4263,
  lng: -70.61,
  price: { amount: 45_000, currency: 'CLP' },
  maxGuests: 2,
  bedrooms: 1,
  bathrooms: 1,
  amenities: ['wifi', 'kitchen'],
  rating: 4.7,
  reviewCount: 12,
  createdAt: ago(5),
});
const h2 = home({
  title: 'h2 Las Condes',
  subcategory: 'house',
  lat: -33.41,
  lng: -70.57,
  price: { amount: 90_000, currency: 'CLP' },
  maxGuests: 6,
  bedrooms: 3,
  bathrooms: 2,
  amenities: ['wifi', 'parking', 'pets-allowed'],
  highlights: ['amazing-views'],
  instantBook: true,
  rating: 4.9,
  reviewCount: 30,
  createdAt: ago(1),
});
const h3 = home({
  title: 'h3 Valparaíso',
  lat: -33.0472,
  lng: -71.6127,
  price: { amount: 60_000, currency: 'CLP' },
  maxGuests: 4,
  bedrooms: 2,
  bathrooms: 1,
  amenities: ['wifi'],
  highlights: ['beachfront'],
  rating: 4.7,
  reviewCount: 12,
  createdAt: ago(3),
});
const h4 = home({
  title: 'h4 Centro',
  lat: -33.44,
  lng: -70.65,
  price: { amount: 45_000, currency: 'CLP' },
  maxGuests: 3,
  bedrooms: 1,
  bathrooms: 1,
  amenities: ['kitchen'],
  rating: 4.7,
  reviewCount: 12,
  createdAt: h1.createdAt,
});
const h5 = home({
  title: 'h5 Puerto Varas',
  subcategory: 'house',
  lat: -41.3195,
  lng: -72.9854,
  price: { amount: 30_000, currency: 'CLP' },
  maxGuests: 2,
  bedrooms: 1,
  bathrooms: 1,
  amenities: [],
  highlights: ['lakefront'],
  rating: 0,
  reviewCount: 0,
  createdAt: ago(10),
});
const e1 = space({
  title: 'e1 Estudio',
  category: 'productions',
  subcategory: 'studio',
  lat: -33.43,
  lng: -70.64,
  price: { amount: 15_000, currency: 'CLP' },
  minHours: 2,
});
const e2 = space({
  title: 'e2 Salón',
  category: 'events',
  subcategory: 'hall',
  lat: -33.45,
  lng: -70.66,
  price: { amount: 25_000, currency: 'CLP' },
  minHours: null,
});
const e3 = space({
  title: 'e3 Estudio Valpo',
  category: 'productions',
  subcategory: 'studio',
  lat: -33.05,
  lng: -71.61,
  price: { amount: 12_000, currency: 'CLP' },
  minHours: null,
});
const HOMES = [h1, h2, h3, h4, h5];
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const idsOf = (...ps: ImportedProperty[]) => ps.map((p) => p.id);
const sortedIds = (...ps: ImportedProperty[]) => idsOf(...ps).sort(byId);

describe('rpc.listing.search.query: filters and sorts, under both plans', () => {
  let harness: SearchHarness;

  /** The ids every plan finds, checked equal across plans and paging (limit 2). */
  async function found(request: SearchRequest): Promise<string[]> {
    const [geo, walk] = await Promise.all(PLANS.map((plan) => harness.all(request, plan, 2)));
    expect(walk!.ids).toEqual(geo!.ids);
    expect(new Set(geo!.ids).size).toBe(geo!.ids.length);
    expect(geo!.total).toEqual({ count: geo!.ids.length, relation: 'exact' });
    expect(walk!.total).toEqual({ count: geo!.ids.length, relation: 'exact' });
    return geo!.ids;
  }
  const foundSet = async (request: SearchRequest) => (await found(request)).sort(byId);

  /** Local midnight (or time) of a date in Santiago, as an instant. */
  async function instant(date: string, time = '00:00'): Promise<string> {
    const { rows } = await sql<{ at: Date }>`
      select (${date}::date + ${time}::time) at time zone ${DEFAULT_TIME_ZONE} as at`.execute(
      harness.db,
    );
    return rows[0]!.at.toISOString();
  }

  async function hold(propertyId: string, start: string, end: string, expiresAt: string) {
    return harness.publish(BookingEvents.HELD, {
      bookingId: randomUUID(),
      propertyId,
      guestId: randomUUID(),
      startsAt: start,
      endsAt: end,
      expiresAt,
    });
  }

  async function calendar(
    propertyId: string,
    rules: {
      blockedWeekdays: number[];
      openingHours: { weekday: number; open: string; close: string }[];
    },
    blocks: { start: string; end: string }[],
  ) {
    return harness.publish(BookingEvents.CALENDAR_CHANGED, {
      propertyId,
      hostId: randomUUID(),
      version: 1,
      timeZone: DEFAULT_TIME_ZONE,
      rules,
      blocks,
      changedAt: new Date().toISOString(),
    });
  }

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_search_filters');
    await harness.import([...HOMES, e1, e2, e3]);
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  it('finds by area: a radius around a point, or the map bounds', async () => {
    const near = { kind: 'radius' as const, ...CENTRE, radiusKm: 20 };
    expect(await foundSet({ listingType: 'home', area: near })).toEqual(sortedIds(h1, h2, h4));
    expect(await foundSet({ listingType: 'home', area: { ...near, radiusKm: 150 } })).toEqual(
      sortedIds(h1, h2, h3, h4),
    );
    const valparaiso = {
      kind: 'bounds' as const,
      south: -33.2,
      west: -71.8,
      north: -32.9,
      east: -71.4,
    };
    expect(await foundSet({ listingType: 'home', area: valparaiso })).toEqual(sortedIds(h3));
    expect(await foundSet({ listingType: 'experience', area: valparaiso })).toEqual(sortedIds(e3));
  });

  it('answers cards with the public point, up to five photos and the distance', async () => {
    const reply = await harness.rpc({
      listingType: 'home',
      area: { kind: 'radius', ...CENTRE, radiusKm: 20 },
    });
    expect(reply.total).toEqual({ count: 3, relation: 'exact' });
    const docs = await harness.db
      .selectFrom('search_documents')
      .select(['id', 'lat', 'lng'])
      .execute();
    for (const hit of reply.items) {
      const doc = docs.find((d) => d.id === hit.id);
      expect({ lat: hit.lat, lng: hit.lng }).toEqual({ lat: doc?.lat, lng: doc?.lng });
      expect(hit.photos.length).toBe(5);
      expect(hit.distanceM).toBeGreaterThan(0);
      expect(hit.distanceM).toBeLessThan(20_000);
      expect(hit.region).toBe('Región Metropolitana');
    }
  });

  it('filters by category, subcategory, highlight and trending', async () => {
    expect(
      await foundSet({ listingType: 'home', category: { kind: 'category', id: 'stay' } }),
    ).toEqual(sortedIds(...HOMES));
    expect(
      await foundSet({ listingType: 'home', category: { kind: 'subcategory', id: 'house' } }),
    ).toEqual(sortedIds(h2, h5));
    expect(
      await foundSet({ listingType: 'home', category: { kind: 'highlight', id: 'amazing-views' } }),
    ).toEqual(sortedIds(h2));
    expect(
      await foundSet({ listingType: 'experience', category: { kind: 'category', id: 'events' } }),
    ).toEqual(sortedIds(e2));

    expect(await foundSet({ listingType: 'home', category: { kind: 'trending' } })).toEqual([]);
    const listId = randomUUID();
    const owner = randomUUID();
    await sql`insert into wishlists (id, owner_id, name) values (${listId}, ${owner}, 'x')`.execute(
      harness.db,
    );
    await sql`insert into wishlist_items (wishlist_id, property_id, owner_id, saved_at)
      values (${listId}, ${h3.id}, ${owner}, now()),
             (${listId}, ${h5.id}, ${owner}, now() - interval '40 days')`.execute(harness.db);
    await new SearchRepository(harness.db).refreshTrendingScores();
    expect(await foundSet({ listingType: 'home', category: { kind: 'trending' } })).toEqual(
      sortedIds(h3),
    );
  });

  it('filters by guests, price, rooms, amenities (every one), pets and instant book', async () => {
    const t = 'home' as const;
    expect(await foundSet({ listingType: t, guests: 4 })).toEqual(sortedIds(h2, h3));
    expect(await foundSet({ listingType: t, guests: 6 })).toEqual(sortedIds(h2));
    expect(await foundSet({ listingType: t, minPrice: 50_000 })).toEqual(sortedIds(h2, h3));
    expect(await foundSet({ listingType: t, maxPrice: 45_000 })).toEqual(sortedIds(h1, h4, h5));
    expect(await foundSet({ listingType: t, minPrice: 40_000, maxPrice: 60_000 })).toEqual(
      sortedIds(h1, h3, h4),
    );
    expect(await foundSet({ listingType: t, bedrooms: 2 })).toEqual(sortedIds(h2, h3));
    expect(await foundSet({ listingType: t, bathrooms: 2 })).toEqual(sortedIds(h2));
    expect(await foundSet({ listingType: t, amenities: ['wifi'] })).toEqual(sortedIds(h1, h2, h3));
    expect(await foundSet({ listingType: t, amenities: ['wifi', 'kitchen'] })).toEqual(
      sortedIds(h1),
    );
    expect(await foundSet({ listingType: t, petsAllowed: true })).toEqual(sortedIds(h2));
    expect(await foundSet({ listingType: t, instantBook: true })).toEqual(sortedIds(h2));
  });

  it('orders by every sort identically under both plans, across pages', async () => {
    const t = 'home' as const;
    const ties = sortedIds(h1, h3, h4);
    expect(await found({ listingType: t })).toEqual([h2.id, ...ties, h5.id]);
    expect(await found({ listingType: t, sort: 'rating' })).toEqual([h2.id, ...ties, h5.id]);
    expect(
      await found({ listingType: t, area: { kind: 'radius', ...CENTRE, radiusKm: 150 } }),
    ).toEqual(idsOf(h2, h4, h1, h3));
    const cheapTie = sortedIds(h1, h4);
    expect(await found({ listingType: t, sort: 'price_asc' })).toEqual([
      h5.id,
      ...cheapTie,
      h3.id,
      h2.id,
    ]);
    expect(await found({ listingType: t, sort: 'price_desc' })).toEqual([
      h2.id,
      h3.id,
      ...[...cheapTie].reverse(),
      h5.id,
    ]);
    expect(await found({ listingType: t, sort: 'newest' })).toEqual([
      h2.id,
      h3.id,
      ...[...cheapTie].reverse(),
      h5.id,
    ]);
  });

  it('finds stays free for every night, and flexible weekends, weeks and months', async () => {
    const horizonEnd = addMonthsToDate(today, 6);
    const events = [
      await calendar(h1.id, { blockedWeekdays: [], openingHours: [] }, [
        { start: day(10), end: day(12) },
      ]),
      await calendar(h3.id, { blockedWeekdays: [weekdayOf(day(10))], openingHours: [] }, []),
      await calendar(h5.id, { blockedWeekdays: [6], openingHours: [] }, []),
      await calendar(h2.id, { blockedWeekdays: [], openingHours: [] }, [
        { start: day(0), end: day(20) },
        { start: day(30), end: horizonEnd },
      ]),
      await hold(h4.id, await instant(day(10)), await instant(day(11)), ago(-1)),
      // Lapsed (its EXPIRED never came): blocks nothing.
      await hold(h2.id, await instant(day(22)), await instant(day(23)), ago(1 / 24)),
    ];
    await harness.processed(events);
    const t = 'home' as const;
    const stay = (a: number, b: number): SearchRequest => ({
      listingType: t,
      when: { kind: 'stay', checkIn: day(a), checkOut: day(b) },
    });
    // h5 is closed every Saturday: in when none of the nights is one.
    const saturdayFree = (a: number, b: number) =>
      Array.from({ length: b - a }, (_, i) => weekdayOf(day(a + i))).every((w) => w !== 6);
    const withH5 = (a: number, b: number) => (saturdayFree(a, b) ? [h5] : []);
    expect(await foundSet(stay(10, 11))).toEqual(sortedIds(...withH5(10, 11)));
    expect(await foundSet(stay(11, 13))).toEqual(sortedIds(h3, h4, ...withH5(11, 13)));
    expect(await foundSet(stay(21, 24))).toEqual(sortedIds(h1, h2, h3, h4, ...withH5(21, 24)));
    const weekendFree = ![5, 6].includes(weekdayOf(day(10)));
    expect(
      await foundSet({ listingType: t, when: { kind: 'flexible', flexibility: 'weekend' } }),
    ).toEqual(sortedIds(h1, h2, h4, ...(weekendFree ? [h3] : [])));
    expect(
      await foundSet({ listingType: t, when: { kind: 'flexible', flexibility: 'week' } }),
    ).toEqual(sortedIds(h1, h2, h4));
    expect(
      await foundSet({ listingType: t, when: { kind: 'flexible', flexibility: 'month' } }),
    ).toEqual(sortedIds(h1, h4));

    const past = await errorOf(harness.page(stay(-1, 2), 'geo'));
    expect(past.details?.fields).toEqual([expect.objectContaining({ path: 'checkIn' })]);
    const far = await errorOf(
      harness.page(
        {
          listingType: t,
          when: { kind: 'stay', checkIn: day(5), checkOut: addDays(horizonEnd, 1) },
        },
        'walk',
      ),
    );
    expect(far.details?.fields).toEqual([expect.objectContaining({ path: 'checkOut' })]);
  });

  it('finds hourly spaces open, long enough and free for the slot', async () => {
    const d = day(10);
    const events = [
      await calendar(
        e1.id,
        {
          blockedWeekdays: [],
          openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            open: '10:00',
            close: '18:00',
          })),
        },
        [{ start: day(11), end: day(12) }],
      ),
      await hold(e2.id, await instant(d, '12:00'), await instant(d, '14:00'), ago(-1)),
    ];
    await harness.processed(events);
    const near = { kind: 'radius' as const, ...CENTRE, radiusKm: 20 };
    const at = (date: string, startTime?: string, hours?: number): SearchRequest => ({
      listingType: 'experience',
      area: near,
      when:
        startTime && hours ? { kind: 'hourly', date, startTime, hours } : { kind: 'hourly', date },
    });
    expect(await foundSet(at(d))).toEqual(sortedIds(e1, e2));
    expect(await foundSet(at(day(11)))).toEqual(sortedIds(e2));
    expect(await foundSet(at(d, '09:00', 2))).toEqual(sortedIds(e2));
    expect(await foundSet(at(d, '12:00', 2))).toEqual(sortedIds(e1));
    expect(await foundSet(at(d, '12:00', 1))).toEqual([]);
    expect(await foundSet(at(d, '14:00', 1))).toEqual(sortedIds(e2));
    expect(await foundSet(at(d, '19:00', 2))).toEqual(sortedIds(e2));
    expect(await foundSet(at(d, '20:00', 2))).toEqual([]);
    expect(await foundSet(at(d, '23:00', 2))).toEqual([]);

    const started = await errorOf(harness.page(at(today, '00:00', 1), 'geo'));
    expect(started.details?.fields).toEqual([expect.objectContaining({ path: 'startTime' })]);
    const beyond = await errorOf(harness.page(at(addMonthsToDate(today, 7)), 'geo'));
    expect(beyond.details?.fields).toEqual([expect.objectContaining({ path: 'date' })]);
  });
});
