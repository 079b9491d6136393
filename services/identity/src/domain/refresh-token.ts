import { createHash, randomBytes } from 'node:crypto';

/** Opaque: 32 random bytes. Only its SHA-256 is stored, so a database leak yields no sessions. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function refreshExpiry(now: Date, ttlDays: number): Date {
  return new Date(now.getTime() + ttlDays * 86_400_000);
}

export interface StoredRefreshToken {
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * `reused` means the token was already exchanged for a newer one: either the user's client
 * lost the reply or someone copied the token. We cannot tell which, so the family dies.
 */
export type RefreshTokenState = 'active' | 'expired' | 'revoked' | 'reused';

export function refreshTokenState(token: StoredRefreshToken, now: Date): RefreshTokenState {
  if (token.revokedAt) return 'revoked';
  if (token.rotatedAt) return 'reused';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
