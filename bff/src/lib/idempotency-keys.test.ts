import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { decisionIntent, holdIntent, idempotencyKeyOf } from './idempotency-keys.js';

const request = (headers: Record<string, string> = {}) => ({ headers }) as FastifyRequest;
const body = { propertyId: 'p', checkIn: '2027-01-10', checkOut: '2027-01-12', guests: 2 };
const T = Date.parse('2027-01-01T10:00:00Z');

describe('idempotency keys of the booking routes', () => {
  it('uses the client key when it sends a valid one, and refuses a bad one naming the header', () => {
    expect(idempotencyKeyOf(request({ 'idempotency-key': 'attempt-123' }), 'x')).toBe(
      'attempt-123',
    );
    expect(() => idempotencyKeyOf(request({ 'idempotency-key': 'short' }), 'x')).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });

  it('derives one key per hold body within the hold window, whatever the key order', () => {
    const a = idempotencyKeyOf(request(), holdIntent(body, T));
    const reordered = { guests: 2, checkOut: '2027-01-12', checkIn: '2027-01-10', propertyId: 'p' };
    expect(idempotencyKeyOf(request(), holdIntent(reordered, T + 60_000))).toBe(a);
    expect(idempotencyKeyOf(request(), holdIntent({ ...body, guests: 3 }, T))).not.toBe(a);
    expect(idempotencyKeyOf(request(), holdIntent(body, T + 15 * 60_000))).not.toBe(a);
    expect(a).toMatch(/^auto:[A-Za-z0-9_-]{43}$/);
  });

  it('derives one key per decision within a minute', () => {
    const k = idempotencyKeyOf(request(), decisionIntent('accept:b', T));
    expect(idempotencyKeyOf(request(), decisionIntent('accept:b', T + 30_000))).toBe(k);
    expect(idempotencyKeyOf(request(), decisionIntent('accept:b', T + 60_000))).not.toBe(k);
    expect(idempotencyKeyOf(request(), decisionIntent('decline:b', T))).not.toBe(k);
  });
});
