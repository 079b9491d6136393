import { describe, expect, it } from 'vitest';
import { parsePropertySearch } from '../property/property-search';
import { propertyFixture } from '../test/property-fixture';
import { initialChoice } from './choice';

// Issue 31: the panel's first state is the search the page was opened from, fitted to the
// listing; a link's malformed parameters are dropped, never break the page.

const home = propertyFixture({ maxGuests: 4 });
const space = propertyFixture({ listingType: 'experience', priceUnit: 'hour', minHours: 2 });
const TODAY = '2026-12-01';
const EMPTY = { start: null, end: null, time: null, adults: 1, children: 0, infants: 0 };

describe('initialChoice', () => {
  it('without a search: no dates, one adult, the minimum hours', () => {
    expect(initialChoice(home)).toEqual({ ...EMPTY, hours: 1 });
    expect(initialChoice(space)).toEqual({ ...EMPTY, hours: 2 });
  });

  it('a home starts from the searched nights and party', () => {
    const context = { checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 2, infants: 1 };
    expect(initialChoice(home, context, TODAY)).toEqual({
      start: '2026-12-10',
      end: '2026-12-13',
      time: null,
      hours: 1,
      adults: 2,
      children: 0,
      infants: 1,
    });
  });

  it('drops nights in the past, reversed or of the other kind', () => {
    const party = { adults: 1, children: 0, infants: 0 };
    const past = initialChoice(home, { checkIn: '2026-11-30', checkOut: '2026-12-03' }, TODAY);
    expect(past).toMatchObject({ start: null, end: null, ...party });
    const reversed = initialChoice(home, { checkIn: '2026-12-13', checkOut: '2026-12-10' }, TODAY);
    expect(reversed).toMatchObject({ start: null, end: null });
    expect(initialChoice(home, { date: '2026-12-10' }, TODAY)).toMatchObject({ start: null });
    expect(
      initialChoice(space, { checkIn: '2026-12-10', checkOut: '2026-12-13' }, TODAY),
    ).toMatchObject({ start: null, end: null });
  });

  it('an hourly space starts from the day, time and hours, never under its minimum', () => {
    expect(
      initialChoice(space, { date: '2026-12-10', startTime: '10:00', hours: 3 }, TODAY),
    ).toMatchObject({ start: '2026-12-10', end: null, time: '10:00', hours: 3 });
    expect(
      initialChoice(space, { date: '2026-12-10', startTime: '10:00', hours: 1 }, TODAY),
    ).toMatchObject({ time: '10:00', hours: 2 });
    expect(initialChoice(space, { date: '2026-12-10' }, TODAY)).toMatchObject({
      start: '2026-12-10',
      time: null,
      hours: 2,
    });
  });

  it('fits the party to the listing: one adult at least, adults and children within its maximum', () => {
    expect(initialChoice(home, { adults: 3, children: 3 })).toMatchObject({
      adults: 3,
      children: 1,
    });
    expect(initialChoice(home, { adults: 9 })).toMatchObject({ adults: 4, children: 0 });
    expect(initialChoice(home, { children: 2 })).toMatchObject({ adults: 1, children: 2 });
    expect(initialChoice(home, { infants: 9 })).toMatchObject({ infants: 5 });
  });

  it('a search’s guests above its named party are more adults', () => {
    expect(initialChoice(home, { guests: 3 })).toMatchObject({ adults: 3, children: 0 });
    expect(initialChoice(home, { adults: 1, children: 1, guests: 3 })).toMatchObject({
      adults: 2,
      children: 1,
    });
  });
});

describe('the property page’s query', () => {
  it('keeps what is valid, in its string or parsed form, and drops the rest', () => {
    expect(
      parsePropertySearch({
        checkIn: '2026-12-10',
        checkOut: 'not-a-date',
        startTime: '10:15',
        hours: '3',
        adults: 2,
        children: -1,
        pets: 'true',
        utm_source: 'mail',
      }),
    ).toEqual({ checkIn: '2026-12-10', hours: 3, adults: 2, pets: true });
    expect(parsePropertySearch({})).toEqual({});
  });
});
