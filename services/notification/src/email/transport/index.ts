import { createLogTransport } from './log.js';
import { createSmtpTransport } from './smtp.js';
import type { EmailTransport } from './types.js';

export type { EmailTransport, OutgoingEmail } from './types.js';
export { createLogTransport } from './log.js';
export { createSmtpTransport } from './smtp.js';

export interface TransportConfig {
  SMTP_URL?: string | undefined;
  EMAIL_FROM: string;
  NODE_ENV: 'development' | 'test' | 'production';
}

/** SMTP when `SMTP_URL` is set, otherwise the log transport. */
export function createTransport(
  env: TransportConfig,
  print: (line: string) => void,
): EmailTransport {
  if (env.SMTP_URL) return createSmtpTransport({ url: env.SMTP_URL, from: env.EMAIL_FROM });
  return createLogTransport({ print, showCodes: env.NODE_ENV !== 'production' });
}
