import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

const position = {
  createdAt: '2026-10-03T14:22:05.123456Z',
  id: '6f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
};

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return AppError.isAppError(error) ? error.code : 'not-an-app-error';
  }
  return undefined;
}

describe('list cursor', () => {
  it('round-trips the position with microseconds intact', () => {
    const encoded = encodeCursor(position);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(position);
  });

  it.each([
    ['not base64url', 'abc$%^'],
    ['base64 of non-JSON', Buffer.from('hello').toString('base64url')],
    ['JSON of the wrong shape', Buffer.from('{"c":1,"i":2}').toString('base64url')],
    [
      'a non-uuid id',
      Buffer.from(JSON.stringify({ c: position.createdAt, i: 'x' })).toString('base64url'),
    ],
    [
      'extra keys',
      Buffer.from(JSON.stringify({ c: position.createdAt, i: position.id, x: 1 })).toString(
        'base64url',
      ),
    ],
    ['empty', ''],
  ])('rejects %s with VALIDATION on the cursor field', (_label, value) => {
    expect(codeOf(() => decodeCursor(value))).toBe('VALIDATION');
    try {
      decodeCursor(value);
    } catch (error) {
      expect((error as AppError).details?.fields?.[0]?.path).toBe('cursor');
    }
  });
});
