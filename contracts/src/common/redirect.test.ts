import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from './redirect.js';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/bookings?status=success', '/bookings?status=success'],
    ['/account/settings#security', '/account/settings#security'],
    ['/a/./b/../c', '/a/c'],
    // Encoded characters stay encoded: a browser does not decode them into separators.
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/search?location=Viña del Mar', '/search?location=Vi%C3%B1a%20del%20Mar'],
  ])('keeps the same-site path %j as %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ['tab (browsers drop it: //evil.example)', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return + newline', '/\r\n/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['backslash', '/\\evil.example'],
    ['slash backslash', '/\\/evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/x'],
    ['triple slash', '///evil.example'],
    ['dot segments that collapse to //', '/.//evil.example'],
    ['dot-dot segments that collapse to //', '/..//evil.example'],
    ['deeper dot-dot collapse', '/a/../..//evil.example'],
    ['encoded dot-dot collapse', '/%2e%2e//evil.example'],
    ['absolute https URL', 'https://evil.example'],
    ['absolute URL with our path', 'https://evil.example/bookings'],
    ['scheme-relative with credentials', '//user@evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: after a slash-less space', ' javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['leading space', ' /bookings'],
    ['encoded protocol-relative without leading slash', '%2F%2Fevil.example'],
    ['relative path', 'bookings'],
    ['empty string', ''],
    ['too long', `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
  ])('refuses %s', (_what, input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/x'], { href: '/x' }]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('returns only paths that parse back to themselves on the same site', () => {
    const samples = ['/x/../y', '/a//b', '/%2e%2e/%2e%2e/x', '/?next=//evil.example', '/#//evil'];
    for (const sample of samples) {
      const path = safeRedirectPath(sample);
      expect(path, sample).not.toBeNull();
      expect(path?.startsWith('//'), sample).toBe(false);
      expect(new URL(path ?? '', 'https://arrendo.cl').origin).toBe('https://arrendo.cl');
    }
  });
});
