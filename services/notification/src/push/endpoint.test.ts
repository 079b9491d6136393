import { describe, expect, it } from 'vitest';
import { assertPushEndpoint } from './endpoint.js';

const fieldOf = (endpoint: string, production: boolean) => {
  try {
    assertPushEndpoint(endpoint, production);
    return undefined;
  } catch (err) {
    return (err as { details?: { fields?: { path: string }[] } }).details?.fields?.[0]?.path;
  }
};

describe('push endpoint', () => {
  it('takes the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(fieldOf(endpoint, true)).toBeUndefined();
    }
  });

  it('takes plain http only on loopback outside production', () => {
    expect(fieldOf('http://127.0.0.1:4567/push/x', false)).toBeUndefined();
    expect(fieldOf('http://localhost:4567/push/x', false)).toBeUndefined();
    expect(fieldOf('http://127.0.0.1:4567/push/x', true)).toBe('endpoint');
    expect(fieldOf('http://push.example.com/x', false)).toBe('endpoint');
  });

  it('keeps the worker off the network it runs in, in production', () => {
    for (const endpoint of [
      'https://localhost/x',
      'https://10.0.0.7/x',
      'https://[fd00::1]/x',
      'https://redis/x',
    ]) {
      expect(fieldOf(endpoint, true)).toBe('endpoint');
    }
  });
});
