import { describe, expect, it } from 'vitest';
import { otpSealContext } from '@arrendo/contracts';
import {
  generateKeyringValue,
  openSecret,
  parseKeyring,
  PermanentJobError,
  sealSecret,
} from '@arrendo/kit';
import type { EmailLogRow } from '../db/types.js';
import type { NewEmailLogEntry } from '../repositories/email-log.repository.js';
import { deliverEmail } from './deliver.js';
import type { CodeOpener, DeliverDeps, EmailLogStore } from './deliver.js';
import type { EmailJobData } from './job.js';
import type { EmailTransport, OutgoingEmail } from './transport/index.js';

/** An in-memory email log with the repository's semantics (one row per job id). */
function memoryLog(): EmailLogStore & { rows: Map<string, EmailLogRow> } {
  const rows = new Map<string, EmailLogRow>();
  const update = (jobId: string, patch: Partial<EmailLogRow>) => {
    const row = rows.get(jobId);
    if (row) rows.set(jobId, { ...row, ...patch });
  };
  return {
    rows,
    findByJobId: async (jobId) => rows.get(jobId),
    upsertPending: async (e: NewEmailLogEntry) => {
      const prev = rows.get(e.jobId);
      rows.set(e.jobId, {
        id: prev?.id ?? `id-${rows.size}`,
        job_id: e.jobId,
        to: e.to,
        subject: e.subject,
        template: e.template,
        locale: e.locale,
        text: e.text,
        html: e.html,
        transport: e.transport,
        status: 'pending',
        error: null,
        created_at: prev?.created_at ?? new Date(),
        sent_at: null,
      });
    },
    markSent: async (jobId, at) => update(jobId, { status: 'sent', sent_at: at, error: null }),
    markFailed: async (jobId, error) => update(jobId, { status: 'failed', error }),
    markSkipped: async (jobId, reason) => update(jobId, { status: 'skipped', error: reason }),
  };
}

function fakeTransport(
  name: 'smtp' | 'log',
  failures = 0,
): EmailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  let left = failures;
  return {
    name,
    sent,
    async send(email) {
      if (left > 0) {
        left--;
        throw new Error('421 try later');
      }
      sent.push(email);
      return {};
    },
    async close() {},
  };
}

const keys = parseKeyring(generateKeyringValue());
const codeId = '4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10';
const opened: string[] = [];
const openCode: CodeOpener = (email) => {
  opened.push(email.codeId);
  return openSecret(keys, email.sealedCode, otpSealContext(email.codeId));
};

const job = (notAfter = '2999-01-01T00:00:00.000Z', code = '042917'): EmailJobData => ({
  to: 'ana@example.cl',
  locale: 'en',
  email: {
    template: 'verification-code',
    firstName: 'Ana',
    codeId,
    sealedCode: sealSecret(keys, code, otpSealContext(codeId)),
    expiresInMinutes: 10,
  },
  notAfter,
});

const depsWith = (
  emailLog: EmailLogStore,
  transport: EmailTransport,
  extra: Partial<DeliverDeps> = {},
): DeliverDeps => ({ emailLog, transport, appUrl: 'https://arrendo.test', openCode, ...extra });

describe('deliverEmail', () => {
  it('sends once, the code opened, and refuses to send the same job id again', async () => {
    const emailLog = memoryLog();
    const transport = fakeTransport('smtp');
    const deps = depsWith(emailLog, transport);
    await expect(deliverEmail('otp-1', job(), deps)).resolves.toBe('sent');
    await expect(deliverEmail('otp-1', job(), deps)).resolves.toBe('already-sent');
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]?.text).toContain('042917');
    expect(emailLog.rows.get('otp-1')?.status).toBe('sent');
  });

  it('keeps a masked copy in the log for SMTP and the readable one for the log transport', async () => {
    const smtpLog = memoryLog();
    await deliverEmail('otp-1', job(), depsWith(smtpLog, fakeTransport('smtp')));
    expect(smtpLog.rows.get('otp-1')?.text).not.toContain('042917');

    const devLog = memoryLog();
    const dev = fakeTransport('log');
    await deliverEmail('otp-1', job(), depsWith(devLog, dev));
    expect(devLog.rows.get('otp-1')?.text).toContain('042917');
    expect(dev.sent[0]?.code).toBe('042917');
  });

  it('records a failure and rethrows so the job retries; the retry then sends', async () => {
    const emailLog = memoryLog();
    const transport = fakeTransport('smtp', 1);
    const deps = depsWith(emailLog, transport);
    await expect(deliverEmail('otp-2', job(), deps)).rejects.toThrow('421 try later');
    expect(emailLog.rows.get('otp-2')).toMatchObject({ status: 'failed', error: '421 try later' });
    await expect(deliverEmail('otp-2', job(), deps)).resolves.toBe('sent');
    expect(emailLog.rows.get('otp-2')).toMatchObject({ status: 'sent', error: null });
    expect(transport.sent).toHaveLength(1);
  });

  it('skips a code that expired while the job waited, without opening it', async () => {
    const emailLog = memoryLog();
    const transport = fakeTransport('smtp');
    opened.length = 0;
    const outcome = await deliverEmail(
      'otp-3',
      job('2026-11-21T20:10:00.000Z'),
      depsWith(emailLog, transport, { now: () => new Date('2026-11-21T20:10:01.000Z') }),
    );
    expect(outcome).toBe('skipped-expired');
    expect(opened).toEqual([]);
    expect(transport.sent).toHaveLength(0);
    expect(emailLog.rows.get('otp-3')?.status).toBe('skipped');
    expect(emailLog.rows.get('otp-3')?.text).not.toContain('042917');
  });

  it('fails for good, sending nothing, when the code does not open', async () => {
    const emailLog = memoryLog();
    const transport = fakeTransport('smtp');
    const otherKeys = parseKeyring(generateKeyringValue());
    const forged = job();
    if ('sealedCode' in forged.email) {
      forged.email.sealedCode = sealSecret(otherKeys, '111111', otpSealContext(codeId));
    }
    const error = await deliverEmail('otp-4', forged, depsWith(emailLog, transport)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PermanentJobError);
    expect(transport.sent).toHaveLength(0);
    expect(emailLog.rows.get('otp-4')).toMatchObject({ status: 'failed' });
  });

  it('sends an email without a code without opening anything', async () => {
    const emailLog = memoryLog();
    const transport = fakeTransport('smtp');
    const welcome: EmailJobData = {
      to: 'tomas@example.cl',
      locale: 'es',
      email: { template: 'welcome', firstName: 'Tomás' },
    };
    opened.length = 0;
    await expect(deliverEmail('welcome-1', welcome, depsWith(emailLog, transport))).resolves.toBe(
      'sent',
    );
    expect(opened).toEqual([]);
    expect(transport.sent[0]?.subject).toBe('¡Te damos la bienvenida a Arrendo, Tomás!');
  });
});
