import { describe, expect, it } from 'vitest';
import { clientAddress } from './rate-keys.js';

describe('clientAddress', () => {
  it('counts IPv4 addresses as they are', () => {
    expect(clientAddress({ ip: '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('counts an IPv6 /64 as one client, so rotating the interface id buys nothing', () => {
    const a = clientAddress({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:1' });
    const b = clientAddress({ ip: '2001:db8:1:2:ffff:0:0:42' });
    expect(a).toBe(b);
    expect(clientAddress({ ip: '2001:db8:1:3::1' })).not.toBe(a);
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(clientAddress({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });
});
