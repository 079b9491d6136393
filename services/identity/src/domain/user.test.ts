import { describe, expect, it } from 'vitest';
import { composePhone, fullNameOf, nationalPartOf, normaliseRoles, sameRoles } from './user.js';
import { secretMatches, sha256Hex } from './secret.js';

describe('profile rules', () => {
  it('joins names without stray spaces', () => {
    expect(fullNameOf(' Ana ', 'Pérez')).toBe('Ana Pérez');
    expect(fullNameOf('Ana', '')).toBe('Ana');
  });

  it('stores the phone with the dial code of the country', () => {
    expect(composePhone('CL', '9 1234 5678')).toBe('+56 9 1234 5678');
    expect(composePhone('US', '  ')).toBeNull();
    expect(nationalPartOf('+56 9 1234 5678')).toBe('9 1234 5678');
  });

  it('deduplicates roles', () => {
    expect(normaliseRoles(['admin', 'admin'])).toEqual(['admin']);
  });
});

describe('secretMatches', () => {
  it('matches only the same secret', () => {
    const stored = sha256Hex('the-token');
    expect(secretMatches('the-token', stored)).toBe(true);
    expect(secretMatches('the-token ', stored)).toBe(false);
  });
});

describe('sameRoles', () => {
  it('compares role sets, not lists', () => {
    expect(sameRoles(['admin'], ['admin', 'admin'])).toBe(true);
    expect(sameRoles([], [])).toBe(true);
    expect(sameRoles(['admin'], [])).toBe(false);
    expect(sameRoles([], ['admin'])).toBe(false);
  });
});
