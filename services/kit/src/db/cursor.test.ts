import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@arrendo/contracts';
import {
  decodeCursor,
  decodeTimestampIdCursor,
  encodeCursor,
  encodeTimestampIdCursor,
  isCursorTimestamp,
} from './cursor.js';

const ID = '6f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';

function refusal(fn: () => unknown): { code: string; path: string | undefined } | undefined {
  try {
    fn();
  } catch (error) {
    if (!AppError.isAppError(error)) throw error;
    return { code: error.code, path: error.details?.fields?.[0]?.path };
  }
  return undefined;
}

describe('isCursorTimestamp: what Postgres reads as a timestamptz we could have written', () => {
  it.each([
    ['what to_char writes', '2026-10-03T14:22:05.123456Z', true],
    ['milliseconds', '2026-10-03T14:22:05.123Z', true],
    ['no fraction', '2026-10-03T14:22:05Z', true],
    ['the first instant of year 1', '0001-01-01T00:00:00Z', true],
    ['the last instant of year 9999', '9999-12-31T23:59:59.999999Z', true],
    ['a leap day', '2024-02-29T00:00:00Z', true],
    ['a leap day of a 400-year', '2000-02-29T00:00:00Z', true],
    ['Santiago offset', '2026-10-03T11:22:05-03:00', true],
    ['the widest offset Postgres takes', '2024-01-01T00:00:00+15:59', true],
    ['-00:00', '2024-01-01T00:00:00-00:00', true],
    ['year 0000', '0000-01-01T00:00:00Z', false],
    ['year 1 pushed into year 0 by its offset', '0001-01-01T00:00:00+01:00', false],
    ['year 9999 pushed into year 10000 by its offset', '9999-12-31T23:00:00-05:00', false],
    ['offset +23:59', '2024-01-01T00:00:00+23:59', false],
    ['offset -16:00', '2024-01-01T00:00:00-16:00', false],
    ['offset minutes 60', '2024-01-01T00:00:00+01:60', false],
    ['Feb 30', '2024-02-30T00:00:00Z', false],
    ['Feb 29 of a common year', '2023-02-29T00:00:00Z', false],
    ['Feb 29 of a century that is not a leap year', '1900-02-29T00:00:00Z', false],
    ['April 31', '2024-04-31T00:00:00Z', false],
    ['month 13', '2024-13-01T00:00:00Z', false],
    ['month 00', '2024-00-10T00:00:00Z', false],
    ['day 00', '2024-01-00T00:00:00Z', false],
    ['hour 24', '2024-01-01T24:00:00Z', false],
    ['minute 60', '2024-01-01T00:60:00Z', false],
    ['leap second', '2024-12-31T23:59:60Z', false],
    ['nanoseconds', '2024-01-01T00:00:00.123456789Z', false],
    ['no zone', '2024-01-01T00:00:00', false],
    ['a date only', '2024-01-01', false],
    ['five-digit year', '10000-01-01T00:00:00Z', false],
    ['negative year', '-0001-01-01T00:00:00Z', false],
    ['a space instead of T', '2024-01-01 00:00:00Z', false],
    ['Postgres words', 'infinity', false],
    ['epoch', 'epoch', false],
    ['a NUL byte', '2024-01-01T00:00:00Z\u0000', false],
    ['an offset without colon', '2024-01-01T00:00:00+0300', false],
  ])('%s: %s → %s', (_label, value, expected) => {
    expect(isCursorTimestamp(value)).toBe(expected);
  });
});

describe('keyset cursor codec', () => {
  it('round-trips a position with Postgres microseconds intact', () => {
    const position = { createdAt: '2026-10-03T14:22:05.123456Z', id: ID };
    const encoded = encodeTimestampIdCursor(position);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTimestampIdCursor(encoded)).toEqual(position);
  });

  it('decodes any shape a service chooses', () => {
    const schema = z.tuple([z.number().int(), z.string()]);
    expect(decodeCursor(schema, encodeCursor([4.5e1, 'x']))).toEqual([45, 'x']);
  });

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['empty', ''],
    ['not base64url', 'abc$%^'],
    ['padding', `${b64(['2024-01-01T00:00:00Z', ID])}==`],
    ['base64 of non-JSON', Buffer.from('hello').toString('base64url')],
    ['a JSON object (the old listing form)', b64({ c: '2024-01-01T00:00:00Z', i: ID })],
    ['too few values', b64(['2024-01-01T00:00:00Z'])],
    ['too many values', b64(['2024-01-01T00:00:00Z', ID, 1])],
    ['a non-uuid id', b64(['2024-01-01T00:00:00Z', 'x'])],
    ['a number as the time', b64([0, ID])],
    ['year 0000', b64(['0000-01-01T00:00:00Z', ID])],
    ['offset +23:59', b64(['2024-01-01T00:00:00+23:59', ID])],
    ['Feb 30', b64(['2024-02-30T00:00:00Z', ID])],
    ['the old notification form', Buffer.from(`2024-01-01T00:00:00Z|${ID}`).toString('base64url')],
    ['a huge value', 'A'.repeat(5000)],
  ])('refuses %s with VALIDATION on the cursor field', (_label, value) => {
    expect(refusal(() => decodeTimestampIdCursor(value))).toEqual({
      code: 'VALIDATION',
      path: 'cursor',
    });
  });
});
