import { afterEach, describe, expect, it } from 'vitest';
import {
  isSafeRedirect,
  rememberRedirect,
  safeRedirectTarget,
  takeRedirect,
} from './redirect-target';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('redirect target after sign-in', () => {
  it('refuses a tab that a browser would drop (/\\t/evil → //evil)', () => {
    expect(isSafeRedirect('/\t/evil.example')).toBe(false);
    expect(safeRedirectTarget('/\t/evil.example')).toBeNull();
    expect(safeRedirectTarget('/..//evil.example')).toBeNull();
  });

  it('never remembers nor returns a target that leaves the site', () => {
    rememberRedirect('/\n/evil.example');
    expect(sessionStorage.length).toBe(0);
    window.history.replaceState(null, '', `/?redirect=${encodeURIComponent('/\t/evil.example')}`);
    expect(takeRedirect()).toBeNull();
  });

  it('returns the normalised same-site path', () => {
    rememberRedirect('/account/./settings');
    expect(takeRedirect()).toBe('/account/settings');
    window.history.replaceState(null, '', `/?redirect=${encodeURIComponent('/bookings?x=1')}`);
    expect(takeRedirect()).toBe('/bookings?x=1');
  });
});
