import { describe, expect, it } from 'vitest';
import {
  generateOtpCode,
  hashOtpCode,
  otpError,
  otpExpiry,
  checkOtp,
  type StoredOtp,
} from './otp.js';

const now = new Date('2026-11-21T20:00:00Z');

function stored(code: string, overrides: Partial<StoredOtp> = {}): StoredOtp {
  const id = '4f1c2a4e-8d7b-4c59-9a3e-2f6d8b1c0e11';
  return {
    id,
    codeHash: hashOtpCode(id, code),
    expiresAt: otpExpiry(now),
    attempts: 0,
    consumedAt: null,
    ...overrides,
  };
}

describe('generateOtpCode', () => {
  it('always gives six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtpCode()).toMatch(/^\d{6}$/);
  });
});

describe('otpExpiry', () => {
  it('is ten minutes after issue', () => {
    expect(otpExpiry(now).toISOString()).toBe('2026-11-21T20:10:00.000Z');
  });
});

describe('hashOtpCode', () => {
  it('differs for the same code under different ids', () => {
    expect(hashOtpCode('a', '123456')).not.toBe(hashOtpCode('b', '123456'));
  });
});

describe('checkOtp', () => {
  it('accepts the right code inside its ten minutes', () => {
    expect(checkOtp(stored('123456'), '123456', new Date(now.getTime() + 599_000))).toEqual({
      outcome: 'ok',
    });
  });

  it('refuses it once the ten minutes are over', () => {
    expect(checkOtp(stored('123456'), '123456', otpExpiry(now)).outcome).toBe('expired');
  });

  it('counts a wrong guess', () => {
    expect(checkOtp(stored('123456', { attempts: 2 }), '654321', now)).toEqual({
      outcome: 'wrong',
      attemptsAfter: 3,
    });
  });

  it('refuses even the right code after five wrong tries', () => {
    expect(checkOtp(stored('123456', { attempts: 5 }), '123456', now).outcome).toBe('locked');
  });

  it('refuses a consumed code (single use)', () => {
    expect(checkOtp(stored('123456', { consumedAt: now }), '123456', now).outcome).toBe('used');
  });

  it('reports a missing code like a wrong one', () => {
    expect(checkOtp(undefined, '123456', now).outcome).toBe('missing');
    expect(otpError({ outcome: 'missing' }).message).toBe('Invalid verification code');
  });
});

describe('otpError', () => {
  it('names the code field and tells how many tries are left', () => {
    const error = otpError({ outcome: 'wrong', attemptsAfter: 1 });
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.fields?.[0]?.path).toBe('code');
    expect(error.details?.attemptsLeft).toBe(4);
  });

  it('turns the fifth wrong guess into the locked message', () => {
    const error = otpError({ outcome: 'wrong', attemptsAfter: 5 });
    expect(error.details?.reason).toBe('OTP_LOCKED');
    expect(error.message).toBe('Too many incorrect attempts. Please request a new code.');
  });
});
