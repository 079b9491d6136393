import ICAL from 'ical.js';
import { addDays, todayIn, type DateRange } from '@arrendo/contracts';

/** Past this, a feed is not a calendar a listing can follow (and a parse would cost too much). */
export const MAX_EVENTS = 5_000;
/** Occurrences of one recurring event looked at (a weekly event over six months is 26). */
const MAX_OCCURRENCES = 400;

export class ICalendarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ICalendarError';
  }
}

interface Window {
  timeZone: string;
  /** Only days in `[today, horizonEnd)` matter: a guest can book nothing else. */
  today: string;
  horizonEnd: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The listing's local date of an iCalendar time: a DATE is that date; a floating DATE-TIME
 * (no zone) is read as the listing's own wall clock; a zoned one is converted.
 */
function localDate(time: ICAL.Time, timeZone: string): string {
  const floating = time.isDate || !time.zone || time.zone.tzid === 'floating';
  if (floating) return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  return todayIn(timeZone, time.toJSDate());
}

/** `[start, end)` in local dates: an end at midnight does not take the next day. */
function rangeOf(start: ICAL.Time, end: ICAL.Time | null, timeZone: string): DateRange {
  const from = localDate(start, timeZone);
  if (!end || end.compare(start) <= 0) return { start: from, end: addDays(from, 1) };
  if (start.isDate) return { start: from, end: localDate(end, timeZone) };
  const last = end.clone();
  last.addDuration(ICAL.Duration.fromSeconds(-1));
  return { start: from, end: addDays(localDate(last, timeZone), 1) };
}

function clip(range: DateRange, window: Window): DateRange | null {
  const start = range.start < window.today ? window.today : range.start;
  const end = range.end > window.horizonEnd ? window.horizonEnd : range.end;
  return end > start ? { start, end } : null;
}

/** Overlapping and touching ranges folded into one, sorted. */
export function mergeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: DateRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * The days an iCalendar holds busy, in the listing's zone, within the bookable window. Cancelled
 * and transparent ('free') events are ignored; recurring events are expanded.
 */
export function busyRanges(text: string, window: Window): DateRange[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new ICalendarError('This address does not return an iCalendar (.ics) file.');
  }
  if (root.name !== 'vcalendar') {
    throw new ICalendarError('This address does not return an iCalendar (.ics) file.');
  }
  // ical.js looks zones up in one registry for the whole process. A file's own zones are put
  // there only while this (synchronous) read runs, then the registry is as it was: one host's
  // feed must not redefine a zone another host's feed relies on.
  const restore: (() => void)[] = [];
  try {
    for (const zone of root.getAllSubcomponents('vtimezone')) {
      const tz = new ICAL.Timezone(zone);
      if (!tz.tzid) continue;
      const previous = ICAL.TimezoneService.has(tz.tzid)
        ? ICAL.TimezoneService.get(tz.tzid)
        : undefined;
      ICAL.TimezoneService.register(tz);
      restore.push(() => {
        ICAL.TimezoneService.remove(tz.tzid);
        if (previous) ICAL.TimezoneService.register(previous);
      });
    }
    return readEvents(root, window);
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}

function readEvents(root: ICAL.Component, window: Window): DateRange[] {
  const events = root.getAllSubcomponents('vevent');
  if (events.length > MAX_EVENTS) {
    throw new ICalendarError(`This calendar has more than ${MAX_EVENTS} events.`);
  }
  const ranges: DateRange[] = [];
  const horizon = ICAL.Time.fromDateString(window.horizonEnd);
  for (const component of events) {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      const range = clip(rangeOf(event.startDate, event.endDate, window.timeZone), window);
      if (range) ranges.push(range);
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0; i < MAX_OCCURRENCES; i += 1) {
      const next = iterator.next();
      if (!next || next.compare(horizon) >= 0) break;
      const details = event.getOccurrenceDetails(next);
      const range = clip(rangeOf(details.startDate, details.endDate, window.timeZone), window);
      if (range) ranges.push(range);
    }
  }
  return mergeRanges(ranges);
}
