import { describe, expect, it } from 'vitest';
import { visitorHash, visitorOf } from './visitor.js';

const PROPERTY = '6f0e7c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const OTHER_PROPERTY = '7f0e7c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const USER = '11111111-2222-4333-8444-555555555555';

describe('visitorOf', () => {
  it('counts a signed-in person by their account, whatever cookie they carry', () => {
    const actor = { userId: USER, roles: [] };
    expect(visitorOf(actor, 'cookie-key-aaaaaaaaaaaa')).toBe(`user:${USER}`);
    expect(visitorOf(actor, undefined)).toBe(`user:${USER}`);
  });

  it('counts an anonymous visitor by their cookie, and no one without one', () => {
    const anonymous = { userId: null, roles: [] };
    expect(visitorOf(anonymous, 'cookie-key-aaaaaaaaaaaa')).toBe('cookie:cookie-key-aaaaaaaaaaaa');
    expect(visitorOf(anonymous, undefined)).toBeUndefined();
  });

  it('keeps an account and a cookie of the same text apart', () => {
    expect(visitorOf({ userId: null, roles: [] }, USER)).not.toBe(
      visitorOf({ userId: USER, roles: [] }, undefined),
    );
  });
});

describe('visitorHash', () => {
  const hash = visitorHash('salt-1', PROPERTY, `user:${USER}`);

  it('is 128 bits of hex, the same for the same visitor, listing and salt', () => {
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash('salt-1', PROPERTY, `user:${USER}`)).toBe(hash);
  });

  it('changes with the day’s salt, the listing and the visitor', () => {
    expect(visitorHash('salt-2', PROPERTY, `user:${USER}`)).not.toBe(hash);
    expect(visitorHash('salt-1', OTHER_PROPERTY, `user:${USER}`)).not.toBe(hash);
    expect(visitorHash('salt-1', PROPERTY, 'cookie:abc')).not.toBe(hash);
  });
});
