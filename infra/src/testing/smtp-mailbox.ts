import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message as stored on disk (one JSON file per message). */
export interface StoredEmail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface SmtpMailbox {
  port: number;
  /** For SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server for browser tests: the system under test sends through nodemailer exactly
 * as it would to a provider, and each message lands in `dir` where tests can read it.
 */
export function startSmtpMailbox({
  dir,
  port = 0,
}: {
  dir: string;
  port?: number;
}): Promise<SmtpMailbox> {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Any credentials are accepted: SMTP_URL may carry a user and password, as in production.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const email: StoredEmail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          sequence += 1;
          const name = `${Date.now()}-${String(sequence).padStart(5, '0')}-${randomBytes(3).toString('hex')}`;
          // Written then renamed, so that a reader never sees half a file.
          writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(email, null, 2));
          renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  return new Promise((resolveMailbox, rejectMailbox) => {
    server.on('error', rejectMailbox);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      const boundPort = typeof address === 'object' && address !== null ? address.port : port;
      resolveMailbox({
        port: boundPort,
        url: `smtp://127.0.0.1:${boundPort}`,
        close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
      });
    });
  });
}
