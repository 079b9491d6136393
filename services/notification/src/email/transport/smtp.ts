import nodemailer from 'nodemailer';
import type { EmailTransport } from './types.js';

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (implicit TLS). */
  url: string;
  from: string;
}

export function createSmtpTransport(options: SmtpTransportOptions): EmailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(email) {
      const info = await transporter.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      });
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}
