import { BookedListing, Quote } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { servicesToAdd } from '../bench-stack.js';
import { cookieHeader } from './http-holds.js';
import {
  extraValue,
  HOLD_COLUMNS,
  holdInsert,
  sampleListing,
  sampleQuote,
  type ColumnInfo,
} from './sql-holds.js';
import type { PlannedHold } from './slots.js';

const col = (name: string, dataType: string, nullable = false, hasDefault = false): ColumnInfo => ({
  name,
  dataType,
  nullable,
  hasDefault,
});
const original = HOLD_COLUMNS.map((c) => col(c, 'text'));
const stay: PlannedHold = {
  listing: { id: '00000000-0000-4000-8000-000000000001', listingType: 'home' },
  body: {
    propertyId: '00000000-0000-4000-8000-000000000001',
    checkIn: '2026-04-01',
    checkOut: '2026-04-03',
    guests: 2,
  },
};
const hourly: PlannedHold = {
  listing: { id: '00000000-0000-4000-8000-000000000002', listingType: 'experience' },
  body: {
    propertyId: '00000000-0000-4000-8000-000000000002',
    date: '2026-04-01',
    startTime: '11:00',
    hours: 2,
    guests: 1,
  },
};
const ids = { hostId: 'h', guestId: 'g' };

describe('sampleQuote', () => {
  it('follows decision 0029 and the Quote contract', () => {
    const q = sampleQuote(stay.body);
    expect(Quote.parse(q)).toEqual(q);
    // 2 nights × 45 000 + 15 000 cleaning = 105 000; fee 10 500; IVA 19% of the fee = 1 995.
    expect([q.base.amount, q.serviceFee.amount, q.vat.amount, q.total.amount]).toEqual([
      105_000, 10_500, 1_995, 117_495,
    ]);
    expect(sampleQuote(hourly.body)).toMatchObject({ units: 2, unit: 'hour', kind: 'hourly' });
    expect(BookedListing.parse(sampleListing(true))).toEqual(sampleListing(true));
  });
});

describe('holdInsert', () => {
  it("on the original table names exactly insertHold's columns", () => {
    const insert = holdInsert(original);
    expect(insert.extras).toEqual([]);
    const { sql, parameters } = insert.statement(stay, ids, 'America/Santiago');
    expect(sql).toMatch(
      /^INSERT INTO bookings \(id, property_id, host_id, guest_id, status, kind, guests, check_in, check_out, local_date, start_time, hours, time_zone, period, expires_at\)/,
    );
    expect(sql).toMatch(/ON CONFLICT DO NOTHING\s+RETURNING \*, lower\(period\)/);
    expect(sql).toContain('($7::date)::timestamp AT TIME ZONE $12');
    expect(parameters.slice(1)).toEqual([
      stay.body.propertyId,
      'h',
      'g',
      'stay',
      2,
      '2026-04-01',
      '2026-04-03',
      null,
      null,
      null,
      'America/Santiago',
      15,
    ]);
    const hourSql = insert.statement(hourly, ids, 'America/Santiago');
    expect(hourSql.sql).toContain('make_interval(hours => $11::int)');
    expect(hourSql.parameters.slice(4, 11)).toEqual([
      'hourly',
      1,
      null,
      null,
      '2026-04-01',
      '11:00',
      2,
    ]);
  });

  it('fills the snapshot, the quote and the total, and any other required column, leaving the rest', () => {
    const columns = [
      ...original,
      col('listing', 'jsonb'),
      col('quote', 'jsonb', true),
      col('total_clp', 'integer'),
      col('payment_state', 'text', false, true),
      col('payment_provider', 'text', true),
      col('payment_status', 'text'),
      col('confirmed_at', 'timestamp with time zone', true),
    ];
    const insert = holdInsert(columns);
    expect(insert.extras).toEqual(['listing', 'quote', 'total_clp', 'payment_status']);
    const { sql, parameters } = insert.statement(stay, ids, 'America/Santiago');
    expect(sql).toContain('expires_at, "listing", "quote", "total_clp", "payment_status")');
    expect(sql).toContain('make_interval(mins => $13::int), $14, $15, $16, $17)');
    expect(JSON.parse(parameters[13] as string)).toMatchObject({ listingType: 'home' });
    expect(JSON.parse(parameters[14] as string)).toMatchObject({ total: { amount: 117_495 } });
    expect(parameters.slice(15)).toEqual([117_495, 'unpaid']);
  });

  it('gives required columns of other types a value of that type', () => {
    expect(extraValue(col('flags', 'jsonb'), stay)).toBe('{}');
    expect(extraValue(col('n', 'bigint'), stay)).toBe(0);
    expect(extraValue(col('b', 'boolean'), stay)).toBe(false);
    expect(extraValue(col('note', 'text'), stay)).toBe('');
    expect(extraValue(col('note', 'text', true), stay)).toBeUndefined();
  });
});

describe('cookieHeader', () => {
  it('sends back the session cookies, not their attributes or cleared ones', () => {
    expect(
      cookieHeader([
        'arrendo_at=abc.def; Path=/; HttpOnly; SameSite=Lax',
        'arrendo_rt=xyz; Path=/; HttpOnly',
        'arrendo_oauth=; Max-Age=0; Path=/',
      ]),
    ).toBe('arrendo_at=abc.def; arrendo_rt=xyz');
  });
});

describe('servicesToAdd', () => {
  it('starts pricing and payment when their entry exists and the launcher did not', () => {
    const present = (paths: string[]) => (p: string) => paths.includes(p);
    expect(servicesToAdd(['listing', 'booking', 'bff'], present([]), '/r')).toEqual([]);
    expect(
      servicesToAdd(['listing', 'bff'], present(['/r/services/pricing/src/main.ts']), '/r').map(
        (s) => s.name,
      ),
    ).toEqual(['pricing']);
    expect(
      servicesToAdd(
        ['listing', 'pricing', 'bff'],
        present(['/r/services/pricing/src/main.ts', '/r/services/payment/src/main.ts']),
        '/r',
      ).map((s) => s.name),
    ).toEqual(['payment']);
  });
});
