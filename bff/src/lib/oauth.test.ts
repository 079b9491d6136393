import { describe, expect, it } from 'vitest';
import { oauthProviderList, safeReturnTo } from './oauth.js';
import { cookieNames } from './cookies.js';

describe('safeReturnTo', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeReturnTo('/bookings?status=success')).toBe('/bookings?status=success');
    expect(safeReturnTo('//evil.example/x')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });

  it('refuses what a browser would turn into another site (tabs, newlines, dot segments)', () => {
    expect(safeReturnTo('/\t/evil.example')).toBe('/');
    expect(safeReturnTo('/\n/evil.example')).toBe('/');
    expect(safeReturnTo('/..//evil.example')).toBe('/');
    expect(safeReturnTo('/\u0000/evil.example')).toBe('/');
  });

  it('returns the normalised path it checked', () => {
    expect(safeReturnTo('/a/./b/../bookings?x=1#top')).toBe('/a/bookings?x=1#top');
  });
});

describe('oauthProviderList', () => {
  it('enables a provider only when both its id and secret are set', () => {
    expect(
      oauthProviderList({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: 'https://accounts.google.com',
        FACEBOOK_CLIENT_ID: 'id',
        FACEBOOK_CLIENT_SECRET: undefined,
        APPLE_CLIENT_ID: undefined,
        APPLE_CLIENT_SECRET: undefined,
      }),
    ).toEqual([
      { id: 'google', enabled: true },
      { id: 'facebook', enabled: false },
      { id: 'apple', enabled: false },
    ]);
  });
});

describe('cookieNames', () => {
  it('uses __Host- names only under HTTPS', () => {
    expect(cookieNames({ PUBLIC_URL: 'https://arrendo.cl' }).access).toBe('__Host-arrendo_at');
    expect(cookieNames({ PUBLIC_URL: 'http://localhost:3000' })).toEqual({
      access: 'arrendo_at',
      refresh: 'arrendo_rt',
      oauth: 'arrendo_oauth',
    });
  });
});
