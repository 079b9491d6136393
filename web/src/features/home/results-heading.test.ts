// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SearchUrl } from '@/features/search/url-state';
import { resultsHeading, totalText } from './results-heading';

const url = (q: Record<string, unknown>) => SearchUrl.parse(q);

describe('resultsHeading', () => {
  it('names the place of a point search, by mode', () => {
    expect(resultsHeading(url({ lat: -33.44, lng: -70.66, location: 'Santiago' }))).toEqual({
      key: 'heading.near.day',
      values: { place: 'Santiago' },
    });
    expect(
      resultsHeading(url({ type: 'hour', lat: '-33.44', lng: '-70.66', location: 'Ñuñoa' })),
    ).toEqual({ key: 'heading.near.hour', values: { place: 'Ñuñoa' } });
  });

  it('says "the map area" once the map rectangle is searched, even with a place name kept', () => {
    expect(
      resultsHeading(
        url({ location: 'Santiago', south: -33.5, west: -70.7, north: -33.4, east: -70.5 }),
      ),
    ).toEqual({ key: 'heading.area.day' });
  });

  it('falls back to what the mode offers without a place (or with a name but no point)', () => {
    expect(resultsHeading(url({}))).toEqual({ key: 'heading.all.day' });
    expect(resultsHeading(url({ type: 'hour', location: 'Santiago' }))).toEqual({
      key: 'heading.all.hour',
    });
  });
});

describe('totalText', () => {
  it('counts exactly, formatted for the language', () => {
    expect(totalText({ count: 1234, relation: 'exact' }, 'es-CL')).toEqual({
      key: 'total',
      values: { count: 1234, formatted: '1.234' },
    });
  });

  it('says "over" when the service stopped counting', () => {
    expect(totalText({ count: 1000, relation: 'atLeast' }, 'en-US')).toEqual({
      key: 'totalAtLeast',
      values: { count: 1000, formatted: '1,000' },
    });
  });
});
