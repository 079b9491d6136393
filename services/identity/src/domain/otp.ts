import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, LIMITS } from '@arrendo/contracts';

/** Six digits from the OS CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** LIMITS.otpLength)
    .toString()
    .padStart(LIMITS.otpLength, '0');
}

/** Salted with the code's id so equal codes never share a stored hash. */
export function hashOtpCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

export function otpExpiry(now: Date): Date {
  return new Date(now.getTime() + LIMITS.otpTtlMinutes * 60_000);
}

export interface StoredOtp {
  id: string;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export type OtpCheck =
  | { outcome: 'ok' }
  | { outcome: 'wrong'; attemptsAfter: number }
  | { outcome: 'missing' | 'used' | 'expired' | 'locked' };

/**
 * Decides what a presented code means. A wrong guess is only counted by the caller (it must
 * persist even though the request fails); the fifth wrong guess kills the code.
 */
export function checkOtp(stored: StoredOtp | undefined, presented: string, now: Date): OtpCheck {
  if (!stored) return { outcome: 'missing' };
  if (stored.consumedAt) return { outcome: 'used' };
  if (stored.attempts >= LIMITS.otpMaxAttempts) return { outcome: 'locked' };
  if (stored.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(hashOtpCode(stored.id, presented), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual))
    return { outcome: 'ok' };
  return { outcome: 'wrong', attemptsAfter: stored.attempts + 1 };
}

const MESSAGES = {
  missing: { reason: 'OTP_INVALID', message: 'Invalid verification code' },
  wrong: { reason: 'OTP_INVALID', message: 'Invalid verification code' },
  used: {
    reason: 'OTP_USED',
    message: 'This code has already been used. Please request a new one.',
  },
  expired: { reason: 'OTP_EXPIRED', message: 'This code has expired. Please request a new one.' },
  locked: {
    reason: 'OTP_LOCKED',
    message: 'Too many incorrect attempts. Please request a new code.',
  },
} as const;

/** The error a failed check turns into; the field is `code` so the web marks the six boxes. */
export function otpError(check: Exclude<OtpCheck, { outcome: 'ok' }>): AppError {
  const kind =
    check.outcome === 'wrong' && check.attemptsAfter >= LIMITS.otpMaxAttempts
      ? 'locked'
      : check.outcome;
  const { reason, message } = MESSAGES[kind];
  const details: Record<string, unknown> = { reason, fields: [{ path: 'code', message }] };
  if (check.outcome === 'wrong') {
    details.attemptsLeft = Math.max(0, LIMITS.otpMaxAttempts - check.attemptsAfter);
  }
  return new AppError('VALIDATION', message, details);
}
