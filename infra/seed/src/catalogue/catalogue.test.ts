import {
  AMENITY_GROUPS,
  ImportedProperty,
  MAX_STAY_HIGHLIGHTS,
  publishProblems,
  HOME_CATEGORY,
  SUBCATEGORIES,
  isSubcategoryOf,
  type AmenityId,
  type SubcategoryId,
} from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { generateCatalogue, PRICE_BOUNDS } from './catalogue.js';
import { PLACES } from './gazetteer.js';
import { DEMO_HOST_IDS } from './hosts.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const options = { now, publicMediaBase: '/media', hostIds: DEMO_HOST_IDS };
const catalogue = generateCatalogue(options);
/** Every demo listing is imported published. */
const published = catalogue.map((l) => l.property);

// Chile's mainland and near islands, generously boxed.
const CHILE = { latMin: -56, latMax: -17.4, lngMin: -76, lngMax: -66.3 };

describe('demo catalogue', () => {
  it('has at least 320 published listings, roughly half of each type', () => {
    expect(published.length).toBeGreaterThanOrEqual(320);
    const homes = published.filter((p) => p.listingType === 'home').length;
    const experiences = published.length - homes;
    expect(homes / published.length).toBeGreaterThan(0.4);
    expect(experiences / published.length).toBeGreaterThan(0.4);
  });

  it('produces listings that satisfy the import contract and have nothing in the way of publishing', () => {
    for (const { property } of catalogue) {
      const parsed = ImportedProperty.safeParse(property);
      expect(parsed.success, `${property.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
        true,
      );
      const { images, price, ...fields } = ImportedProperty.parse(property);
      const problems = publishProblems(
        { ...fields, price: price.amount, hostInstructions: '' },
        { photoCount: images.length, openWeekdayCount: null },
      );
      expect(problems, property.title).toEqual([]);
    }
  });

  it('gives homes check-in times and fitting highlights, hourly spaces sessions and none', () => {
    for (const p of published) {
      expect(p.address).toMatch(/^\S.* \d+, .+$/);
      expect(p.address.endsWith(p.location.split(',')[0] ?? '')).toBe(true);
      if (p.listingType === 'home') {
        expect(p.checkInTime).not.toBeNull();
        expect(p.sessionHours).toBeNull();
        expect(p.highlights.length).toBeLessThanOrEqual(MAX_STAY_HIGHLIGHTS);
        expect(p.beds).toBeGreaterThanOrEqual(1);
      } else {
        expect(p.highlights).toEqual([]);
        expect(p.checkInTime).toBeNull();
        expect(p.minHours).toBeLessThanOrEqual(p.sessionHours ?? 0);
      }
    }
    expect(published.some((p) => p.highlights.length > 0)).toBe(true);
    expect(published.some((p) => p.extraFees.length > 0)).toBe(true);
    expect(published.some((p) => p.extraFees.length === 0)).toBe(true);
  });

  it('uses every subcategory of the tree at least three times; every home is a stay type', () => {
    const uses = new Map<SubcategoryId, number>();
    const experiences = published.filter((p) => p.listingType === 'experience');
    for (const p of experiences) uses.set(p.subcategory, (uses.get(p.subcategory) ?? 0) + 1);
    for (const { id } of SUBCATEGORIES) expect(uses.get(id) ?? 0, id).toBeGreaterThanOrEqual(3);
    // decision 0032: homes are not in the per-hour tree.
    const homes = published.filter((p) => p.listingType === 'home');
    expect(homes.filter((p) => p.category !== HOME_CATEGORY)).toEqual([]);
    expect(homes.filter((p) => !isSubcategoryOf(HOME_CATEGORY, p.subcategory))).toEqual([]);
    expect(new Set(experiences.map((p) => p.category)).size).toBe(5);
  });

  it('prices are whole CLP within the per-day and per-hour ranges and rounded', () => {
    for (const p of published) {
      const bounds = PRICE_BOUNDS[p.listingType];
      expect(Number.isInteger(p.price.amount)).toBe(true);
      expect(p.price.currency).toBe('CLP');
      expect(p.price.amount).toBeGreaterThanOrEqual(bounds.min);
      expect(p.price.amount).toBeLessThanOrEqual(bounds.max);
      expect(p.price.amount % bounds.step).toBe(0);
    }
  });

  it('places every listing inside Chile, near a gazetteer place', () => {
    for (const p of published) {
      expect(p.lat).toBeGreaterThan(CHILE.latMin);
      expect(p.lat).toBeLessThan(CHILE.latMax);
      expect(p.lng).toBeGreaterThan(CHILE.lngMin);
      expect(p.lng).toBeLessThan(CHILE.lngMax);
      const near = PLACES.some(
        (pl) => Math.abs(pl.lat - p.lat) < 0.05 && Math.abs(pl.lng - p.lng) < 0.05,
      );
      expect(near, p.location).toBe(true);
    }
    const cities = new Set(published.map((p) => p.city));
    expect(cities.size).toBeGreaterThan(25);
    const santiagoComunas = new Set(
      published.filter((p) => p.city === 'Santiago').map((p) => p.location),
    );
    expect(santiagoComunas.size).toBeGreaterThanOrEqual(12);
  });

  it('invents no ratings, and has mixed policies and flags, 5 images and demo hosts', () => {
    const amenityIds = new Set<AmenityId>(Object.values(AMENITY_GROUPS).flat());
    for (const p of published) {
      expect(p.rating).toBe(0);
      expect(p.reviewCount).toBe(0);
      expect(p.images).toHaveLength(5);
      expect(p.images[0]).toEqual({
        url: `/media/listings/${p.id}/1.svg`,
        width: 1200,
        height: 800,
      });
      expect(DEMO_HOST_IDS).toContain(p.hostId);
      for (const a of p.amenities) expect(amenityIds.has(a)).toBe(true);
      expect(p.title.length).toBeLessThanOrEqual(120);
      expect(p.title).not.toMatch(/[{}]|\bde el\b|\ba el\b/);
      expect(p.description).not.toMatch(/[{}]|\bde el\b|\ba el\b/);
    }
    expect(new Set(published.map((p) => p.refundPolicy)).size).toBe(3);
    expect(published.some((p) => p.instantBook) && published.some((p) => !p.instantBook)).toBe(
      true,
    );
    const pets = (p: (typeof published)[0]) => p.amenities.includes('pets-allowed');
    expect(published.some(pets) && published.some((p) => !pets(p))).toBe(true);
    expect(new Set(published.map((p) => p.id)).size).toBe(published.length);
  });

  it('spreads created_at over the months before now', () => {
    const times = published.map((p) => Date.parse(p.createdAt));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(now.getTime() - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
  });

  it('is deterministic', () => {
    const again = generateCatalogue(options);
    expect(again).toEqual(catalogue);
  });

  it('only created_at follows the clock, so a later run yields the same listings', () => {
    const later = generateCatalogue({ ...options, now: new Date('2027-03-01T08:00:00.000Z') });
    const strip = ({ property: { createdAt: _, ...rest }, imageSpecs }: (typeof catalogue)[0]) => ({
      rest,
      imageSpecs,
    });
    expect(later.map(strip)).toEqual(catalogue.map(strip));
  });

  it('spreads the listings over the hosts it is given', () => {
    const hostIds = [
      '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
      '0b7f0c36-8d0e-4a53-8f6b-8f8a0f1d2c3b',
    ];
    const hosted = generateCatalogue({ ...options, hostIds });
    expect(new Set(hosted.map((l) => l.property.hostId))).toEqual(new Set(hostIds));
    expect(() => generateCatalogue({ ...options, hostIds: [] })).toThrow(/at least one host/);
  });
});
