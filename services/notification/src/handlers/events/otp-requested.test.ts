import { describe, expect, it } from 'vitest';
import { expiresInMinutes, otpEmailJob } from './otp-requested.js';

const event = (purpose: 'verify_email' | 'reset_password' | 'confirm_payout') => ({
  id: 'f3c6a8f2-8a7e-4c55-9d1e-6c0b1f6c2a01',
  type: 'evt.identity.otp.requested.v2',
  version: 2,
  occurredAt: '2026-11-21T20:00:00.000Z',
  traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  data: {
    codeId: '4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10',
    userId: '0b8f5f5e-2d8a-4d0c-9a4e-3f7f1d2c6b11',
    email: 'ana@example.cl',
    purpose,
    sealedCode: 'v1.k1.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    firstName: 'Ana',
    locale: 'es' as const,
    expiresAt: '2026-11-21T20:10:00.000Z',
  },
});

describe('otp.requested → email job', () => {
  it('chooses the template by purpose and keys the job by code id', () => {
    const verify = otpEmailJob(event('verify_email'));
    const reset = otpEmailJob(event('reset_password'));
    expect(verify.jobId).toBe('otp-4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10');
    expect(reset.jobId).toBe(verify.jobId);
    expect(verify.data.email.template).toBe('verification-code');
    expect(reset.data.email.template).toBe('password-reset-code');
    expect(otpEmailJob(event('confirm_payout')).data.email.template).toBe('payout-change-code');
  });

  it('carries locale, expiry and the code still sealed, bound to its id', () => {
    const job = otpEmailJob(event('verify_email'));
    expect(job.data).toEqual({
      to: 'ana@example.cl',
      locale: 'es',
      notAfter: '2026-11-21T20:10:00.000Z',
      email: {
        template: 'verification-code',
        firstName: 'Ana',
        codeId: '4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10',
        sealedCode: 'v1.k1.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
        expiresInMinutes: 10,
      },
    });
  });

  it('computes the lifetime in whole minutes, at least 1', () => {
    expect(expiresInMinutes('2026-11-21T20:00:00Z', '2026-11-21T20:10:00Z')).toBe(10);
    expect(expiresInMinutes('2026-11-21T20:00:00Z', '2026-11-21T20:00:10Z')).toBe(1);
  });
});
