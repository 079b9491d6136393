// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  emptySearch,
  filtersActive,
} from '@/features/search/state';
import type { FilterSet } from '@/features/search/state';
import { clearedFilters, filtersToApply, searchForFilters, toggleAmenity } from './working-filters';

const f = (patch: Partial<FilterSet>): FilterSet => ({ ...DEFAULT_FILTERS, ...patch });

describe('filters-active indicator (spec §4)', () => {
  const cases: [string, Partial<FilterSet>, number][] = [
    ['defaults', {}, 0],
    ['minimum price', { priceRange: [60, 1000] }, 1],
    ['maximum price', { priceRange: [50, 2000] }, 1],
    ['bedrooms', { bedrooms: 1 }, 1],
    ['bathrooms', { bathrooms: 3 }, 1],
    ['minimum guests', { minGuests: 4 }, 1],
    ['two amenities', { amenities: ['wifi', 'tv'] }, 2],
    ['pets', { allowPets: true }, 1],
    ['instant book', { instantBook: true }, 1],
  ];
  it.each(cases)('counts %s on both variants', (_name, patch, count) => {
    const filters = f(patch);
    expect(activeFilterCount(filters, { desktop: true })).toBe(count);
    expect(activeFilterCount(filters, { desktop: false })).toBe(count);
    expect(filtersActive(filters, { desktop: false })).toBe(count > 0);
  });

  it('counts a non-default sort on desktop only', () => {
    const sorted = f({ sortBy: 'price_asc' });
    expect(activeFilterCount(sorted, { desktop: true })).toBe(1);
    expect(activeFilterCount(sorted, { desktop: false })).toBe(0);
    expect(activeFilterCount(f({ sortBy: 'recommended' }), { desktop: true })).toBe(0);
  });

  it('adds everything up', () => {
    const all = f({ priceRange: [0, 500], bedrooms: 2, amenities: ['wifi'], sortBy: 'newest' });
    expect(activeFilterCount(all, { desktop: true })).toBe(4);
    expect(activeFilterCount(all, { desktop: false })).toBe(3);
  });
});

describe('applying', () => {
  it('normalises the price range and is ignored when it is not two numbers', () => {
    expect(filtersToApply(f({ priceRange: [Number.NaN, Number.NaN] }))?.priceRange).toEqual([
      0, 1000,
    ]);
    const broken = { ...DEFAULT_FILTERS, priceRange: [100] } as unknown as FilterSet;
    expect(filtersToApply(broken)).toBeNull();
  });

  it('clears to a fresh copy of the defaults', () => {
    const cleared = clearedFilters();
    expect(cleared).toEqual(DEFAULT_FILTERS);
    cleared.amenities.push('wifi');
    expect(DEFAULT_FILTERS.amenities).toEqual([]);
  });

  it('keeps amenities in the catalogue order', () => {
    expect(toggleAmenity(['tv'], 'wifi')).toEqual(['wifi', 'tv']);
    expect(toggleAmenity(['wifi', 'tv'], 'wifi')).toEqual(['tv']);
  });

  it('drops the Who step pets count when Pet friendly is turned off', () => {
    const search = {
      ...emptySearch('day'),
      guests: { adults: 2, children: 0, infants: 0, pets: 1 },
    };
    expect(searchForFilters(search, f({ allowPets: false })).guests.pets).toBe(0);
    expect(searchForFilters(search, f({ allowPets: true })).guests.pets).toBe(1);
  });
});
