import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StoredEmail } from './smtp-mailbox.js';

/** A message the system sent to the test SMTP server (smtp-mailbox.ts; web/e2e's global setup). */
export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: Date;
}

export function mailboxDir(): string {
  return process.env.E2E_MAILBOX_DIR ?? join(process.cwd(), 'test-results', 'mailbox');
}

function readMailbox(dir: string): StoredEmail[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  // File names start with the arrival time, so sorting them sorts the messages.
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredEmail);
}

/**
 * Waits for the newest message to `to` (case-insensitive) whose subject contains
 * `subjectIncludes`, received at or after `since` (default: any time in this run).
 * Pass `since: new Date()` taken before the action when an earlier message could also match
 * (e.g. "resend code").
 */
export async function waitForEmail({
  to,
  subjectIncludes,
  since,
  timeoutMs = 20_000,
}: {
  to: string;
  subjectIncludes?: string;
  since?: Date;
  timeoutMs?: number;
}): Promise<ReceivedEmail> {
  const address = to.toLowerCase();
  const dir = mailboxDir();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = readMailbox(dir)
      .filter((email) => email.to.includes(address))
      .filter((email) => subjectIncludes === undefined || email.subject.includes(subjectIncludes))
      .filter((email) => since === undefined || new Date(email.receivedAt) >= since)
      .at(-1);
    if (match !== undefined) {
      return {
        to: address,
        subject: match.subject,
        text: match.text,
        html: match.html,
        receivedAt: new Date(match.receivedAt),
      };
    }
    if (Date.now() > deadline) {
      const seen = readMailbox(dir).map((email) => `${email.to.join(',')}: ${email.subject}`);
      throw new Error(
        `No email to ${to}${subjectIncludes ? ` with "${subjectIncludes}" in the subject` : ''} within ${timeoutMs} ms. ` +
          `Mailbox ${dir} has ${seen.length} message(s)${seen.length > 0 ? `:\n  ${seen.join('\n  ')}` : ''}`,
      );
    }
    await sleep(200);
  }
}

/** The one-time code in an email: the first group of exactly six digits. */
export function extractCode(text: string): string {
  const code = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0];
  if (code === undefined) throw new Error(`No 6-digit code in: ${text.slice(0, 300)}`);
  return code;
}
