import { describe, expect, it } from 'vitest';
import { TrustProxySetting } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('reads false-ish values as no proxy', () => {
    for (const value of ['', 'false', 'no', '0', false]) {
      expect(TrustProxySetting.parse(value)).toBe(false);
    }
  });

  it('reads true as exactly one proxy hop, never "trust everything"', () => {
    expect(TrustProxySetting.parse('true')).toBe(1);
    expect(TrustProxySetting.parse(true)).toBe(1);
    expect(TrustProxySetting.parse('2')).toBe(2);
  });

  it('accepts proxy addresses and CIDR ranges, and refuses anything else', () => {
    expect(TrustProxySetting.parse('10.0.0.0/8, 192.168.1.4, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
    ]);
    expect(TrustProxySetting.safeParse('10.0.0.0/33').success).toBe(false);
    expect(TrustProxySetting.safeParse('loadbalancer').success).toBe(false);
  });
});
