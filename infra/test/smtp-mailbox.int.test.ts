import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCode, waitForEmail } from '../src/testing/mailbox.js';
import { startSmtpMailbox, type SmtpMailbox } from '../src/testing/smtp-mailbox.js';

// The browser tests read one-time codes through this mailbox, so it must decode what
// nodemailer really sends: encoded Spanish subjects, quoted-printable text, HTML alternatives.
describe('SMTP mailbox for browser tests', () => {
  let dir: string;
  let mailbox: SmtpMailbox;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
    process.env.E2E_MAILBOX_DIR = dir;
    mailbox = await startSmtpMailbox({ dir });
  });

  afterAll(async () => {
    await mailbox.close();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.E2E_MAILBOX_DIR;
  });

  it('stores what nodemailer sends and finds it by recipient and subject', async () => {
    const transport = nodemailer.createTransport(mailbox.url);
    await transport.sendMail({
      from: 'Arrendo <no-reply@arrendo.test>',
      to: 'Ana.Perez@Example.com',
      subject: 'Tu código de verificación',
      text: `Hola Ana, tu código es 482913. Vence en 10 minutos. ${'¡Gracias! '.repeat(20)}`,
      html: '<p>Hola Ana, tu código es <b>482913</b>.</p>',
    });
    await transport.sendMail({
      from: 'no-reply@arrendo.test',
      to: 'someone@else.test',
      subject: 'Welcome',
      text: 'Welcome aboard',
    });
    transport.close();

    const email = await waitForEmail({
      to: 'ana.perez@example.com',
      subjectIncludes: 'verificación',
      timeoutMs: 5000,
    });
    expect(email.subject).toBe('Tu código de verificación');
    expect(email.text).toContain('Hola Ana, tu código es 482913.');
    expect(email.html).toContain('<b>482913</b>');
    expect(extractCode(email.text)).toBe('482913');
    await expect(waitForEmail({ to: 'nobody@x.test', timeoutMs: 300 })).rejects.toThrow(
      /2 message\(s\)/,
    );
  });

  it('extracts only a standalone six-digit group', () => {
    expect(extractCode('Order 1234567 — code: 009876, valid 10 min')).toBe('009876');
    expect(() => extractCode('no code here 12345')).toThrow(/No 6-digit code/);
  });
});
