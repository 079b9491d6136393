// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  emptySearch,
  filtersFromUrl,
  filtersToUrl,
} from '@/features/search/state';
import type { FilterSet, SearchState } from '@/features/search/state';
import { SearchUrl } from '@/features/search/url-state';
import { searchForFilters } from './working-filters';

/** What a reload reads: the patch written to the URL as strings, parsed again. */
function reload(patch: Record<string, unknown>): SearchUrl {
  const query = Object.fromEntries(
    Object.entries(patch)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return SearchUrl.parse(query);
}

const noSearch = emptySearch('day');
const f = (patch: Partial<FilterSet>): FilterSet => ({ ...DEFAULT_FILTERS, ...patch });

describe('filters in the URL (spec §5)', () => {
  it('writes the spec parameter names and nothing for defaults', () => {
    expect(filtersToUrl(DEFAULT_FILTERS, noSearch)).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
      bedrooms: undefined,
      guests: undefined,
      amenities: undefined,
      pets: undefined,
      instant: undefined,
    });
    const patch = filtersToUrl(
      f({
        priceRange: [100, 600],
        sortBy: 'price_desc',
        bedrooms: 2,
        bathrooms: 1,
        minGuests: 4,
        amenities: ['wifi', 'parking'],
        allowPets: true,
        instantBook: true,
      }),
      noSearch,
    );
    expect(patch).toMatchObject({
      minPrice: 100,
      maxPrice: 600,
      sort: 'price_desc',
      bedrooms: 2,
      bathrooms: 1,
      guests: 4,
      amenities: 'wifi,parking',
      pets: true,
      instant: true,
    });
  });

  it('restores every filter after a reload', () => {
    const cases: FilterSet[] = [
      f({ priceRange: [100, 600] }),
      f({ priceRange: [50, 2000] }),
      f({ priceRange: [0, 1000] }),
      f({ minGuests: 5, bedrooms: 3, bathrooms: 2, amenities: ['tv', 'sofa'] }),
      f({ sortBy: 'newest', allowPets: true, instantBook: true }),
    ];
    for (const filters of cases) {
      expect(filtersFromUrl(reload(filtersToUrl(filters, noSearch)))).toEqual(filters);
    }
  });

  it('keeps the minimum guests apart from the Who step guests (the larger wins)', () => {
    const who: SearchState = {
      ...noSearch,
      guests: { adults: 2, children: 0, infants: 0, pets: 0 },
    };
    const written = { adults: 2, guests: 2, ...filtersToUrl(f({ minGuests: 5 }), who) };
    expect(written).toMatchObject({ guests: 5, adults: 2 });
    expect(filtersFromUrl(reload(written)).minGuests).toBe(5);
    // Below the Who step's count, the counter adds nothing.
    expect(filtersToUrl(f({ minGuests: 1 }), who).guests).toBe(2);
  });

  it('reads sortBy as sort, and a lone price end as open on the other side', () => {
    expect(filtersFromUrl(SearchUrl.parse({ sortBy: 'rating' })).sortBy).toBe('rating');
    expect(filtersFromUrl(SearchUrl.parse({ maxPrice: '300' })).priceRange).toEqual([0, 300]);
    expect(filtersFromUrl(SearchUrl.parse({ minPrice: '300' })).priceRange).toEqual([300, 2000]);
    expect(
      filtersFromUrl(SearchUrl.parse({ minPrice: '900', maxPrice: '100' })).priceRange,
    ).toEqual([900, 910]);
  });

  it('turns pets off when Pet friendly is turned off, though the Who step had set it', () => {
    const url = SearchUrl.parse({ pets: 'true', adults: '1', guests: '1' });
    const off = f({ allowPets: false });
    const search = { ...noSearch, guests: { adults: 1, children: 0, infants: 0, pets: 1 } };
    expect(filtersToUrl(off, searchForFilters(search, off)).pets).toBeUndefined();
    expect(filtersFromUrl(url).allowPets).toBe(true);
  });
});

describe('amenities in the URL', () => {
  it('stay a comma list after validation, so the router writes them back as such', () => {
    const url = SearchUrl.parse({ amenities: 'wifi,unknown,tv' });
    expect(url.amenities).toBe('wifi,tv');
    expect(filtersFromUrl(url).amenities).toEqual(['wifi', 'tv']);
    expect(SearchUrl.parse({ amenities: 'nothing' }).amenities).toBeUndefined();
  });
});
