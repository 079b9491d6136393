import { describe, expect, it } from 'vitest';
import { CodeEmailJob, EMAIL_ATTEMPTS, EmailJob, EmailJobData, emailJobId } from './job.js';

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
});

describe('email job policies', () => {
  it('retry 5 times with exponential backoff on the email queue', () => {
    for (const job of [CodeEmailJob, EmailJob]) {
      expect(job.queue).toBe('email');
      expect(job.policy).toMatchObject({ attempts: EMAIL_ATTEMPTS, backoffMs: 2000 });
    }
    expect(EMAIL_ATTEMPTS).toBe(5);
  });

  it('drop a code email from Redis as soon as it ends, sent or failed', () => {
    expect(CodeEmailJob.policy).toMatchObject({ removeOnComplete: true, removeOnFail: true });
  });

  it('show operators whom and which email, never the sealed code', () => {
    const summary = CodeEmailJob.summarize?.({
      to: 'ana@example.cl',
      locale: 'es',
      email: {
        template: 'verification-code',
        firstName: 'Ana',
        codeId: '4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10',
        sealedCode: 'v1.k1.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
        expiresInMinutes: 10,
      },
    });
    expect(summary).toEqual({ to: 'ana@example.cl', template: 'verification-code', locale: 'es' });
  });
});

describe('email job data', () => {
  const valid = {
    to: 'ana@example.cl',
    locale: 'es',
    email: {
      template: 'verification-code',
      firstName: 'Ana',
      codeId: '4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10',
      sealedCode: 'v1.k1.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
      expiresInMinutes: 10,
    },
    notAfter: '2026-11-21T20:10:00.000Z',
  };

  it('accepts a sealed code email and rejects an unknown template', () => {
    expect(EmailJobData.safeParse(valid).success).toBe(true);
    expect(
      EmailJobData.safeParse({ ...valid, email: { template: 'newsletter', firstName: 'Ana' } })
        .success,
    ).toBe(false);
  });

  it('refuses a plain code: a job never carries one', () => {
    const { sealedCode: _sealed, ...plain } = valid.email;
    expect(EmailJobData.safeParse({ ...valid, email: { ...plain, code: '042917' } }).success).toBe(
      false,
    );
    expect(
      EmailJobData.safeParse({ ...valid, email: { ...valid.email, sealedCode: '042917' } }).success,
    ).toBe(false);
  });

  it('rejects malformed data', () => {
    expect(EmailJobData.safeParse({ ...valid, to: 'not an email' }).success).toBe(false);
  });
});
