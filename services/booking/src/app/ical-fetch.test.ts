import { describe, expect, it } from 'vitest';
import { fetchCalendar, isPrivateAddress } from './ical-fetch.js';

describe('fetching a host’s calendar address', () => {
  it('knows our own networks', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses addresses that reach this machine or its network before connecting', async () => {
    const options = { timeoutMs: 2000, allowPrivateHosts: false };
    await expect(fetchCalendar('http://127.0.0.1:9/x.ics', options)).rejects.toThrow(
      'This calendar address points to a private network.',
    );
    await expect(fetchCalendar('http://localhost:9/x.ics', options)).rejects.toThrow(
      'This calendar address points to a private network.',
    );
    await expect(fetchCalendar('http://[::1]:9/x.ics', options)).rejects.toThrow(
      'This calendar address points to a private network.',
    );
  });
});
