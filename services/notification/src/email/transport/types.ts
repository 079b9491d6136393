import type { EmailTransportName } from '@arrendo/contracts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Reply-To header (support mail: the user who wrote). */
  replyTo?: string;
  /**
   * The one-time code inside, if any. Only the dev log transport may show it (the console is how
   * a local user reads it); a real transport ignores it.
   */
  code?: string;
}

export interface EmailTransport {
  readonly name: EmailTransportName;
  /** Resolves once the email is accepted; throws to make the job retry. */
  send(email: OutgoingEmail): Promise<{ messageId?: string }>;
  close(): Promise<void>;
}
