// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SearchUrl } from '@/features/search/url-state';
import { CHILE_BOUNDS, pointsBounds, radiusBounds, searchAreaPatch, targetBounds } from './bounds';

describe('targetBounds: what the map shows for a search', () => {
  const points = [
    { lat: -33.4, lng: -70.6 },
    { lat: -33.5, lng: -70.5 },
  ];

  it('keeps the searched rectangle as it is', () => {
    const url = SearchUrl.parse({ south: -34, west: -71, north: -33, east: -70 });
    expect(targetBounds(url, points)).toEqual({ south: -34, west: -71, north: -33, east: -70 });
  });

  it('fits the results of a point search', () => {
    const url = SearchUrl.parse({ lat: -33.45, lng: -70.55, location: 'Santiago' });
    expect(targetBounds(url, points)).toEqual({
      south: -33.5,
      west: -70.6,
      north: -33.4,
      east: -70.5,
    });
  });

  it('shows the searched radius when nothing was found, and Chile with no place', () => {
    const url = SearchUrl.parse({ lat: -33.45, lng: -70.66, radius: 10 });
    const b = targetBounds(url, []);
    expect((b.north - b.south) * 111.195).toBeCloseTo(20, 5);
    expect(b.south + b.north).toBeCloseTo(2 * -33.45, 9);
    expect(targetBounds(SearchUrl.parse({}), [])).toEqual(CHILE_BOUNDS);
  });

  it('never zooms onto a single point', () => {
    const b = pointsBounds([{ lat: -33.4, lng: -70.6 }])!;
    expect(b.north - b.south).toBeCloseTo(0.02, 9);
    expect(b.east - b.west).toBeCloseTo(0.02, 9);
    expect(pointsBounds([])).toBeNull();
  });

  it('widens longitude with latitude for a radius', () => {
    const b = radiusBounds(-53, -70.9, 5);
    expect(b.east - b.west).toBeGreaterThan(b.north - b.south);
  });
});

describe('searchAreaPatch: "Search this area" in the URL', () => {
  it('writes the rounded rectangle and removes the point search', () => {
    expect(
      searchAreaPatch({ south: -33.5123456, west: -70.7098765, north: -33.40001, east: -70.5 }),
    ).toEqual({
      south: -33.51235,
      west: -70.70988,
      north: -33.40001,
      east: -70.5,
      lat: undefined,
      lng: undefined,
      radius: undefined,
    });
  });

  it('stays valid at the edges of the world', () => {
    const p = searchAreaPatch({ south: -95, west: -200, north: -95, east: -190 });
    expect(p.south).toBe(-90);
    expect(p.west).toBe(-180);
    expect(p.north).toBeGreaterThan(p.south);
    expect(p.east).toBeGreaterThan(p.west);
  });
});
