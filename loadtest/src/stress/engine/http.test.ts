import { describe, expect, it } from 'vitest';
import { CookieJar } from './http.js';

describe('CookieJar', () => {
  it('keeps what the BFF sets and drops what it clears', () => {
    const jar = new CookieJar();
    jar.set('arrendo_rt', 'first');
    jar.take([
      'arrendo_at=access; Max-Age=900; Path=/; HttpOnly; SameSite=Lax',
      'arrendo_rt=rotated; Expires=Wed, 01 Jan 2031 00:00:00 GMT; Path=/; HttpOnly',
    ]);
    expect(jar.header()).toBe('arrendo_rt=rotated; arrendo_at=access');
    jar.take([
      'arrendo_at=; Max-Age=0; Path=/',
      'arrendo_rt=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(jar.header()).toBe('');
    expect(jar.entries()).toEqual({});
  });
});
