import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildFeed } from './ical-feed.js';
import { busyRanges, ICalendarError, mergeRanges } from './ical-import.js';

const window = { timeZone: 'America/Santiago', today: '2026-12-01', horizonEnd: '2027-06-01' };

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) =>
  [
    'BEGIN:VEVENT',
    `UID:${Math.random()}@test`,
    'DTSTAMP:20261120T000000Z',
    ...lines,
    'END:VEVENT',
  ].join('\r\n');

describe('buildFeed', () => {
  const now = new Date('2026-11-29T12:00:00Z');

  it('writes stays and blocks as all-day events a real iCalendar parser reads back', () => {
    const text = buildFeed({
      propertyId: '11111111-1111-4111-8111-111111111111',
      kind: 'home',
      bookings: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          startsAt: new Date('2026-12-10T18:00:00Z'),
          endsAt: new Date('2026-12-13T14:00:00Z'),
          start: '2026-12-10',
          end: '2026-12-13',
        },
      ],
      blocks: [{ start: '2026-12-24', end: '2026-12-26' }],
      now,
    });
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(
      events.map((e) => ({
        uid: e.uid,
        summary: e.summary,
        start: e.startDate.toString(),
        end: e.endDate.toString(),
        allDay: e.startDate.isDate,
      })),
    ).toEqual([
      {
        uid: 'booking-22222222-2222-4222-8222-222222222222@arrendo',
        summary: 'Reserved (Arrendo)',
        start: '2026-12-10',
        end: '2026-12-13',
        allDay: true,
      },
      {
        uid: 'block-11111111-1111-4111-8111-111111111111-2026-12-24@arrendo',
        summary: 'Not available',
        start: '2026-12-24',
        end: '2026-12-26',
        allDay: true,
      },
    ]);
    // Reading our own feed back gives the same days.
    expect(busyRanges(text, window)).toEqual([
      { start: '2026-12-10', end: '2026-12-13' },
      { start: '2026-12-24', end: '2026-12-26' },
    ]);
  });

  it('gives hourly bookings their instants', () => {
    const text = buildFeed({
      propertyId: '11111111-1111-4111-8111-111111111111',
      kind: 'hourly',
      bookings: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          startsAt: new Date('2026-12-10T13:00:00Z'),
          endsAt: new Date('2026-12-10T16:00:00Z'),
          start: '2026-12-10',
          end: '2026-12-11',
        },
      ],
      blocks: [],
      now,
    });
    const [e] = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(e?.startDate.toJSDate().toISOString()).toBe('2026-12-10T13:00:00.000Z');
    expect(e?.endDate.toJSDate().toISOString()).toBe('2026-12-10T16:00:00.000Z');
  });
});

describe('busyRanges', () => {
  it('reads all-day events as Airbnb exports them (end exclusive)', () => {
    const text = calendar(
      event('DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261208', 'SUMMARY:Reserved'),
      event('DTSTART;VALUE=DATE:20261220', 'SUMMARY:Airbnb (Not available)'),
    );
    expect(busyRanges(text, window)).toEqual([
      { start: '2026-12-05', end: '2026-12-08' },
      { start: '2026-12-20', end: '2026-12-21' },
    ]);
  });

  it('converts zoned times to the listing’s days; an end at midnight takes no extra day', () => {
    const text = calendar(
      // 02:00 UTC on the 6th is still the 5th in Santiago (UTC−3 in summer).
      event('DTSTART:20261206T020000Z', 'DTEND:20261206T030000Z'),
      // Floating times are the listing's wall clock: 22:00 on the 10th to midnight.
      event('DTSTART:20261210T220000', 'DTEND:20261211T000000'),
    );
    expect(busyRanges(text, window)).toEqual([
      { start: '2026-12-05', end: '2026-12-06' },
      { start: '2026-12-10', end: '2026-12-11' },
    ]);
  });

  it('uses the file’s own time zones (as Google Calendar writes them)', () => {
    const text = calendar(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Test/Plus14',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+1400',
        'TZOFFSETTO:+1400',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n'),
      // 08:00 on the 15th at UTC+14 is 18:00 UTC on the 14th, 15:00 in Santiago on the 14th.
      event('DTSTART;TZID=Test/Plus14:20261215T080000', 'DTEND;TZID=Test/Plus14:20261215T090000'),
    );
    expect(busyRanges(text, window)).toEqual([{ start: '2026-12-14', end: '2026-12-15' }]);
  });

  it('keeps a file’s zones to that file: another feed naming the zone without defining it reads floating time', () => {
    const defining = calendar(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Test/Plus14',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+1400',
        'TZOFFSETTO:+1400',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n'),
      event('DTSTART;TZID=Test/Plus14:20261215T080000', 'DTEND;TZID=Test/Plus14:20261215T090000'),
    );
    expect(busyRanges(defining, window)).toEqual([{ start: '2026-12-14', end: '2026-12-15' }]);
    // The same zone name in a file that does not define it: not the first file's +14 hours.
    const naming = calendar(
      event('DTSTART;TZID=Test/Plus14:20261215T080000', 'DTEND;TZID=Test/Plus14:20261215T090000'),
    );
    expect(busyRanges(naming, window)).toEqual([{ start: '2026-12-15', end: '2026-12-16' }]);
  });

  it('expands recurring events, skips cancelled and free ones, clips to the window and merges', () => {
    const text = calendar(
      event(
        'DTSTART;VALUE=DATE:20261207',
        'DTEND;VALUE=DATE:20261208',
        'RRULE:FREQ=WEEKLY;COUNT=3',
      ),
      event('DTSTART;VALUE=DATE:20261208', 'DTEND;VALUE=DATE:20261210'),
      event('DTSTART;VALUE=DATE:20261225', 'DTEND;VALUE=DATE:20261226', 'STATUS:CANCELLED'),
      event('DTSTART;VALUE=DATE:20261226', 'DTEND;VALUE=DATE:20261227', 'TRANSP:TRANSPARENT'),
      event('DTSTART;VALUE=DATE:20261125', 'DTEND;VALUE=DATE:20261203'),
      event('DTSTART;VALUE=DATE:20270530', 'DTEND;VALUE=DATE:20270610'),
      event('DTSTART;VALUE=DATE:20280101', 'DTEND;VALUE=DATE:20280102'),
    );
    expect(busyRanges(text, window)).toEqual([
      { start: '2026-12-01', end: '2026-12-03' },
      { start: '2026-12-07', end: '2026-12-10' },
      { start: '2026-12-14', end: '2026-12-15' },
      { start: '2026-12-21', end: '2026-12-22' },
      { start: '2027-05-30', end: '2027-06-01' },
    ]);
  });

  it('refuses what is not an iCalendar', () => {
    expect(() => busyRanges('<html>Not found</html>', window)).toThrow(ICalendarError);
    expect(() => busyRanges('', window)).toThrow(ICalendarError);
  });

  it('merges touching ranges', () => {
    expect(
      mergeRanges([
        { start: '2026-12-03', end: '2026-12-05' },
        { start: '2026-12-01', end: '2026-12-03' },
      ]),
    ).toEqual([{ start: '2026-12-01', end: '2026-12-05' }]);
  });
});
