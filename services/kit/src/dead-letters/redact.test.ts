import { describe, expect, it } from 'vitest';
import { REDACTED, redactPayload } from './redact.js';

describe('redactPayload', () => {
  it('hides secret-looking keys at any depth and keeps the rest', () => {
    expect(
      redactPayload({
        to: 'ana@example.cl',
        email: { template: 'verification-code', code: '042917', sealedCode: 'v1.k1.aa.bb' },
        user: { password: 'hunter2', refreshToken: 'r', apiKey: 'k', name: 'Ana' },
        attempts: 3,
      }),
    ).toEqual({
      to: 'ana@example.cl',
      email: { template: 'verification-code', code: REDACTED, sealedCode: REDACTED },
      user: { password: REDACTED, refreshToken: REDACTED, apiKey: REDACTED, name: 'Ana' },
      attempts: 3,
    });
  });

  it('cuts long strings, long lists and deep nesting', () => {
    const out = redactPayload({
      note: 'x'.repeat(500),
      list: Array.from({ length: 25 }, (_, i) => i),
      deep: { a: { b: { c: { d: 1 } } } },
    }) as { note: string; list: unknown[]; deep: unknown };
    expect(out.note).toHaveLength(201);
    expect(out.list).toHaveLength(21);
    expect(out.list.at(-1)).toBe('…5 more');
    expect(out.deep).toEqual({ a: { b: { c: '[…]' } } });
  });

  it('replaces a payload that is still too big by its keys', () => {
    const big = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`f${i}`, 'y'.repeat(150)]),
    );
    expect(redactPayload(big)).toMatchObject({
      truncated: true,
      keys: expect.arrayContaining(['f0']),
    });
  });

  it('passes scalars and null through', () => {
    expect(redactPayload(null)).toBeNull();
    expect(redactPayload('plain')).toBe('plain');
    expect(redactPayload(undefined)).toBeNull();
  });
});
