import { describe, expect, it } from 'vitest';
import { EMAIL_ATTEMPTS, EmailJobData, emailJobId, emailJobOptions } from './job.js';

describe('email job ids', () => {
  const codeId = '4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10';
  const userId = '0b8f5f5e-2d8a-4d0c-9a4e-3f7f1d2c6b11';

  it('are fixed per code and per user, so a redelivered event adds no second job', () => {
    expect(emailJobId.otp(codeId)).toBe(`otp-${codeId}`);
    expect(emailJobId.otp(codeId)).toBe(emailJobId.otp(codeId));
    expect(emailJobId.welcome(userId)).toBe(`welcome-${userId}`);
    expect(emailJobId.otp(userId)).not.toBe(emailJobId.welcome(userId));
  });

  it('contain no ":" (BullMQ rejects custom ids with it) and are not plain integers', () => {
    for (const id of [emailJobId.otp(codeId), emailJobId.welcome(userId)]) {
      expect(id).not.toContain(':');
      expect(Number.isInteger(Number(id))).toBe(false);
    }
  });

  it('retry 5 times with exponential backoff under that id', () => {
    const options = emailJobOptions(emailJobId.otp(codeId), 2000);
    expect(options).toMatchObject({
      jobId: `otp-${codeId}`,
      attempts: EMAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: 2000 },
    });
    expect(EMAIL_ATTEMPTS).toBe(5);
  });
});

describe('email job data', () => {
  it('accepts a code email and rejects an unknown template', () => {
    const valid = {
      to: 'ana@example.cl',
      locale: 'es',
      email: {
        template: 'verification-code',
        firstName: 'Ana',
        code: '123456',
        expiresInMinutes: 10,
      },
      notAfter: '2026-11-21T20:10:00.000Z',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    };
    expect(EmailJobData.safeParse(valid).success).toBe(true);
    expect(
      EmailJobData.safeParse({ ...valid, email: { template: 'newsletter', firstName: 'Ana' } })
        .success,
    ).toBe(false);
  });
});
