import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from './fingerprint.js';

describe('request fingerprint', () => {
  it('ignores key order and undefined fields at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(requestFingerprint('rpc.a.b.c', { x: 1, y: 'z' })).toBe(
      requestFingerprint('rpc.a.b.c', { y: 'z', x: 1 }),
    );
  });

  it('changes with the payload, array order and the subject', () => {
    const base = requestFingerprint('rpc.a.b.c', { amount: 100, items: [1, 2] });
    expect(requestFingerprint('rpc.a.b.c', { amount: 101, items: [1, 2] })).not.toBe(base);
    expect(requestFingerprint('rpc.a.b.c', { amount: 100, items: [2, 1] })).not.toBe(base);
    expect(requestFingerprint('rpc.a.b.d', { amount: 100, items: [1, 2] })).not.toBe(base);
  });
});
