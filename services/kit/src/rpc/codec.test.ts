import { describe, expect, it } from 'vitest';
import { AppError } from '@arrendo/contracts';
import { decodeJson, encodeJson, toErrorBody } from './codec.js';
import { redeliveryDelayMs } from '../events/bus.js';

describe('RPC codec', () => {
  it('round-trips JSON', () => {
    expect(decodeJson(encodeJson({ a: 1, b: 'ñ' }))).toEqual({ a: 1, b: 'ñ' });
  });

  it('keeps AppErrors and hides anything else', () => {
    expect(toErrorBody(new AppError('NOT_FOUND', 'Property not found'))).toEqual({
      body: { code: 'NOT_FOUND', message: 'Property not found' },
      unexpected: false,
    });
    const hidden = toErrorBody(new Error('connection string postgres://secret'));
    expect(hidden.unexpected).toBe(true);
    expect(hidden.body.code).toBe('INTERNAL');
    expect(hidden.body.message).not.toContain('secret');
  });
});

describe('consumer redelivery backoff', () => {
  it('doubles from one second and is capped at a minute', () => {
    expect([1, 2, 3, 4].map(redeliveryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(redeliveryDelayMs(30)).toBe(60_000);
  });
});
