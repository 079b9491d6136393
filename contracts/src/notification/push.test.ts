import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PushSubscriptionInput } from './push.js';

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
};

const pathsOf = (input: unknown) => {
  const parsed = PushSubscriptionInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('push subscription input', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';

  it('takes what PushSubscription.toJSON() gives, padded or not', () => {
    const keys = browserKeys();
    expect(pathsOf({ endpoint, expirationTime: null, keys })).toEqual([]);
    expect(
      pathsOf({ endpoint, keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` } }),
    ).toEqual([]);
  });

  it('names the key that has the wrong length or alphabet', () => {
    const keys = browserKeys();
    // A compressed point (33 bytes) is not what browsers send.
    const compressed = Buffer.alloc(33, 2).toString('base64url');
    expect(pathsOf({ endpoint, keys: { ...keys, p256dh: compressed } })).toEqual(['keys.p256dh']);
    expect(
      pathsOf({ endpoint, keys: { ...keys, p256dh: keys.p256dh.replace(/^B/, 'C') } }),
    ).toEqual(['keys.p256dh']);
    expect(
      pathsOf({ endpoint, keys: { ...keys, auth: randomBytes(32).toString('base64url') } }),
    ).toEqual(['keys.auth']);
    expect(pathsOf({ endpoint, keys: { ...keys, auth: 'a+b/c=d'.padEnd(22, 'x') } })).toEqual([
      'keys.auth',
    ]);
  });

  it('refuses an endpoint that is not an http(s) URL and unknown fields', () => {
    const keys = browserKeys();
    expect(pathsOf({ endpoint: 'javascript:alert(1)', keys })).toEqual(['endpoint']);
    expect(pathsOf({ endpoint: 'not a url', keys })).toEqual(['endpoint']);
    expect(pathsOf({ endpoint, keys, userId: 'someone' })).toEqual(['']);
  });
});
