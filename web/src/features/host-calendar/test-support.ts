import { vi } from 'vitest';
import {
  DateRangeBody,
  type CalendarBlock,
  type CalendarBooking,
  type HostCalendar,
  type ListingSummary,
} from '@arrendo/contracts/web';
import type { ApiCall, FakeAnswer } from '@/test/render-in-router';
import { applyRange } from '@/features/calendar/calendar-days';
import type { DashboardBooking } from '@/features/host-dashboard/api';
import { GUESTS, PROPERTY_ID } from '@/features/host-dashboard/test-support';

// The calendar page's API for the component tests. The listing's today is Wednesday 15 April
// 2026 (its own zone's, from the API) and its horizon six months on.

export { PROPERTY_ID };
export const OTHER_PROPERTY_ID = '55555555-5555-4555-8555-555555555555';

let sequence = 0;
/** An id unique in the test run (`…-4…-8…` so it passes as a UUID). */
const nextId = () => {
  sequence += 1;
  return `66666666-6666-4666-8666-${String(sequence).padStart(12, '0')}`;
};

export function fakeCalendar(overrides: Partial<HostCalendar> = {}): HostCalendar {
  return {
    propertyId: PROPERTY_ID,
    timeZone: 'America/Santiago',
    today: '2026-04-15',
    horizonEnd: '2026-10-15',
    rules: { blockedWeekdays: [], openingHours: [] },
    blocks: [],
    importedBlocks: [],
    bookings: [],
    ...overrides,
  };
}

/** A block of the dates `[start, end)`. */
export function fakeBlock(start: string, end: string, note: string | null = null): CalendarBlock {
  return { id: nextId(), start, end, note, createdAt: '2026-04-01T12:00:00.000Z' };
}

/** A booking as the calendar shows it: a stay's nights `[start, end)`. */
export function fakeCalendarBooking(
  start: string,
  end: string,
  status: CalendarBooking['status'] = 'confirmed',
): CalendarBooking {
  return {
    id: nextId(),
    status,
    startsAt: `${start}T18:00:00.000Z`,
    endsAt: `${end}T14:00:00.000Z`,
    start,
    end,
    guests: 2,
  };
}

export interface CalendarApiOptions {
  listings: ListingSummary[];
  /** Each listing's calendar by id; another id answers 404. */
  calendars: Record<string, HostCalendar>;
  /** The host's bookings (every listing) by date, for `/host/dashboard/days/:date`. */
  days?: Record<string, DashboardBooking[]>;
  /**
   * `POST …/calendar/blocks` and `…/unblock`. By default the range is applied and the new
   * calendar answered (and kept, so the next read sees it).
   */
  change?: (call: ApiCall) => FakeAnswer | undefined;
}

/** Stubs the calendar page's API, as the shared `stubApi` does; returns every call made. */
export function stubCalendarApi(options: CalendarApiOptions): ApiCall[] {
  const calls: ApiCall[] = [];
  const calendars = new Map(Object.entries(options.calendars));
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path, body };
      calls.push(call);
      const answer = answerOf(call, options, calendars);
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
  return calls;
}

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
};

function answerOf(
  call: ApiCall,
  options: CalendarApiOptions,
  calendars: Map<string, HostCalendar>,
): FakeAnswer {
  if (call.method === 'GET' && call.path === '/host/listings') {
    return { body: { items: options.listings } };
  }
  const day = /^\/host\/dashboard\/days\/([\d-]+)$/.exec(call.path);
  if (call.method === 'GET' && day?.[1]) {
    return { body: { date: day[1], bookings: options.days?.[day[1]] ?? [], guests: GUESTS } };
  }
  const match = /^\/host\/listings\/([^/]+)\/calendar(?:\/(blocks|unblock))?$/.exec(call.path);
  const calendar = match?.[1] ? calendars.get(match[1]) : undefined;
  if (!match?.[1] || !calendar) return NOT_FOUND;
  if (!match[2]) return { body: calendar };
  const answer = options.change?.(call);
  if (answer) return answer;
  const range = DateRangeBody.parse(call.body);
  const changed = applyRange(calendar, range, match[2] === 'blocks' ? 'block' : 'unblock');
  // The service names its blocks with UUIDs (the optimistic view's ids are not).
  const next = { ...changed, blocks: changed.blocks.map((b) => ({ ...b, id: nextId() })) };
  calendars.set(match[1], next);
  return { body: next };
}
