import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@arrendo/contracts';
import {
  decodeCursor,
  decodeTimestampIdCursor,
  encodeCursor,
  encodeTimestampIdCursor,
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
