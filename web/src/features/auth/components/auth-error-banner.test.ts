import { describe, expect, it } from 'vitest';
import { authErrorOf } from './auth-error-banner';

describe('authErrorOf', () => {
  it('reads the reasons the OAuth callback sends and nothing else', () => {
    expect(authErrorOf(new URLSearchParams('authError=account_suspended'))).toBe(
      'account_suspended',
    );
    expect(authErrorOf(new URLSearchParams('authError=oauth_cancelled'))).toBe('oauth_cancelled');
    expect(authErrorOf(new URLSearchParams('authError=<script>'))).toBeNull();
    expect(authErrorOf(new URLSearchParams(''))).toBeNull();
  });
});
