import { describe, expect, it } from 'vitest';
import { propertyLinkSearch } from './property-link';
import { SearchUrl } from './url-state';

// Issue 31: a result's link carries the searched dates (or day and hours) and party.

const url = (query: string) => SearchUrl.parse(Object.fromEntries(new URLSearchParams(query)));

describe('propertyLinkSearch', () => {
  it('a stay search (Pucón, Dec 10–13, 2 adults) carries its nights and party', () => {
    const search = url(
      'type=day&location=Puc%C3%B3n&lat=-39.28&lng=-71.95&checkIn=2026-12-10&checkOut=2026-12-13&guests=2&adults=2',
    );
    expect(propertyLinkSearch(search, 'day')).toEqual({
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      adults: 2,
    });
  });

  it('children, infants and pets travel as the search URL has them', () => {
    const search = url(
      'checkIn=2026-12-10&checkOut=2026-12-13&guests=3&adults=2&children=1&infants=1&pets=true',
    );
    expect(propertyLinkSearch(search, 'day')).toEqual({
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      adults: 2,
      children: 1,
      infants: 1,
      pets: true,
    });
  });

  it('an hourly search carries its day, start time and hours to an hourly space', () => {
    const search = url(
      'type=hour&checkIn=2026-12-10&checkOut=2026-12-10&startTime=10:00&hours=3&guests=4',
    );
    expect(propertyLinkSearch(search, 'hour')).toEqual({
      date: '2026-12-10',
      startTime: '10:00',
      hours: 3,
      adults: 4,
    });
    // A day without a time yet: the day alone.
    expect(propertyLinkSearch(url('type=hour&checkIn=2026-12-10'), 'hour')).toEqual({
      date: '2026-12-10',
    });
  });

  it('dates go only to a listing of the searched kind; the party always goes', () => {
    const stay = url('type=day&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&guests=2');
    expect(propertyLinkSearch(stay, 'hour')).toEqual({ adults: 2 });
    const hourly = url('type=hour&checkIn=2026-12-10&startTime=10:00&hours=2');
    expect(propertyLinkSearch(hourly, 'day')).toEqual({});
  });

  it('a flexible stay names no days; no search carries nothing', () => {
    expect(propertyLinkSearch(url('flexibility=weekend&guests=2'), 'day')).toEqual({ adults: 2 });
    expect(propertyLinkSearch(url(''), 'day')).toEqual({});
  });

  it('the filters’ minimum guests above the Who step’s count goes as guests', () => {
    // filtersToUrl writes adults=0 beside guests=4 when only the counter was set.
    expect(propertyLinkSearch(url('guests=4&adults=0'), 'day')).toEqual({ guests: 4 });
    expect(propertyLinkSearch(url('guests=5&adults=2&children=1'), 'day')).toEqual({
      adults: 2,
      children: 1,
      guests: 5,
    });
  });
});
