import { describe, expect, it } from 'vitest';
import { SearchRequest } from '../listing/search.js';
import { SearchQuery, searchRequestFromQuery } from './search.js';

function paths(input: Record<string, string>): string[] {
  const parsed = SearchQuery.safeParse(input);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.path.join('.')))];
}

describe('GET /api/search query', () => {
  it('names the parameter that is wrong', () => {
    expect(paths({ lat: '999', lng: '-70' })).toEqual(['lat']);
    expect(paths({ lat: 'abc', lng: '-70' })).toEqual(['lat']);
    expect(paths({ minPrice: '5000', maxPrice: '100' })).toEqual(['maxPrice']);
    expect(paths({ amenities: 'wifi,nope' })).toEqual(['amenities.1']);
    expect(paths({ category: 'castles' })).toEqual(['category']);
    expect(paths({ lat: '-33.4' })).toEqual(['lng']);
    expect(paths({ checkIn: '2026-12-10', checkOut: '2026-12-09' })).toEqual(['checkOut']);
    expect(paths({ checkIn: '2026-02-30', checkOut: '2026-03-02' })).toEqual(['checkIn']);
    expect(paths({ south: '-34', west: '-71', north: '-33' })).toEqual(['east']);
    expect(paths({ type: 'hour', category: 'cabins' })).toEqual(['category']);
    expect(paths({ sort: 'cheapest' })).toEqual(['sort']);
    expect(paths({ surprise: '1' })).toEqual(['']);
  });

  it('treats empty values as absent', () => {
    expect(SearchQuery.parse({ lat: '', lng: '', minPrice: '', amenities: '' })).toMatchObject({
      type: 'day',
    });
  });

  it('translates a full per-day query into the RPC request', () => {
    const query = SearchQuery.parse({
      type: 'day',
      lat: '-33.44',
      lng: '-70.66',
      category: 'apartment',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guests: '2',
      minPrice: '40000',
      maxPrice: '90000',
      amenities: 'wifi,parking',
      pets: 'true',
      instant: 'false',
      sortBy: 'price_desc',
    });
    const request = searchRequestFromQuery(query);
    expect(SearchRequest.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      listingType: 'home',
      area: { kind: 'radius', lat: -33.44, lng: -70.66, radiusKm: 20 },
      category: { kind: 'subcategory', id: 'apartment' },
      when: { kind: 'stay', checkIn: '2026-12-10', checkOut: '2026-12-13' },
      guests: 2,
      minPrice: 40000,
      maxPrice: 90000,
      amenities: ['wifi', 'parking'],
      petsAllowed: true,
      sort: 'price_desc',
    });
    expect(request).not.toHaveProperty('instantBook');
  });

  it('translates hourly, bounds, flexible and the pseudo-categories', () => {
    const hourly = searchRequestFromQuery(
      SearchQuery.parse({ type: 'hour', date: '2026-12-10', startTime: '10:00', hours: '2' }),
    );
    expect(hourly).toMatchObject({
      listingType: 'experience',
      when: { kind: 'hourly', date: '2026-12-10', startTime: '10:00', hours: 2 },
      sort: 'recommended',
    });
    const bounds = searchRequestFromQuery(
      SearchQuery.parse({ south: '-33.1', west: '-71.7', north: '-32.9', east: '-71.4' }),
    );
    expect(bounds.area).toEqual({
      kind: 'bounds',
      south: -33.1,
      west: -71.7,
      north: -32.9,
      east: -71.4,
    });
    const flexible = searchRequestFromQuery(
      SearchQuery.parse({ flexibility: 'weekend', category: 'trending' }),
    );
    expect(flexible).toMatchObject({
      when: { kind: 'flexible', flexibility: 'weekend' },
      category: { kind: 'trending' },
    });
    expect(searchRequestFromQuery(SearchQuery.parse({ category: 'featured' }))).not.toHaveProperty(
      'category',
    );
    expect(searchRequestFromQuery(SearchQuery.parse({ category: 'cabins' })).category).toEqual({
      kind: 'highlight',
      id: 'cabins',
    });
  });
});
