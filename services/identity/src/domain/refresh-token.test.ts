import { describe, expect, it } from 'vitest';
import {
  generateRefreshToken,
  hashRefreshToken,
  refreshExpiry,
  refreshTokenState,
} from './refresh-token.js';

const now = new Date('2026-11-21T20:00:00Z');
const live = { expiresAt: refreshExpiry(now, 30), rotatedAt: null, revokedAt: null };

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url, hashed with SHA-256', () => {
    const token = generateRefreshToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).not.toBe(generateRefreshToken());
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expire after the configured days', () => {
    expect(refreshExpiry(now, 30).toISOString()).toBe('2026-12-21T20:00:00.000Z');
  });
});

describe('refreshTokenState', () => {
  it('is active until it expires', () => {
    expect(refreshTokenState(live, now)).toBe('active');
    expect(refreshTokenState(live, live.expiresAt)).toBe('expired');
  });

  it('reports a second use of a rotated token as reuse', () => {
    expect(refreshTokenState({ ...live, rotatedAt: now }, now)).toBe('reused');
  });

  it('reports revocation first, so a dead family is not revoked twice', () => {
    expect(refreshTokenState({ ...live, rotatedAt: now, revokedAt: now }, now)).toBe('revoked');
  });
});
