import type { EmailTransport } from './types.js';

export interface LogTransportOptions {
  /** Where the one-line notice goes (the process log). */
  print: (line: string) => void;
  /**
   * Whether the line may include the code. True outside production: there the console is how a
   * local user reads their code. Production logs never contain codes.
   */
  showCodes: boolean;
}

/**
 * The embedded default when no SMTP server is configured: nothing leaves the machine. The worker
 * records the full email in `email_log` (transport `log`), readable at /admin/emails.
 */
export function createLogTransport(options: LogTransportOptions): EmailTransport {
  return {
    name: 'log',
    async send(email) {
      const code = options.showCodes && email.code ? ` · code ${email.code}` : '';
      options.print(`✉ email to ${email.to} · "${email.subject}"${code} (log transport, not sent)`);
      return {};
    },
    async close() {},
  };
}
