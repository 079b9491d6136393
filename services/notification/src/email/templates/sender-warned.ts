import { z } from 'zod';
import { Uuid, type Locale } from '@arrendo/contracts';
import { FirstName } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { renderWords, type NotificationWords } from './simple-layout.js';

/** To a message's sender: an admin's warning about a message someone reported. */
export const SenderWarnedEmail = z.object({
  template: z.literal('sender-warned'),
  firstName: FirstName,
  conversationId: Uuid,
  /** The admin's words, as written (quoted in the email, escaped by the layout). */
  message: z.string().min(1).max(2000),
});
export type SenderWarnedEmail = z.infer<typeof SenderWarnedEmail>;

export function senderWarnedPath(conversationId: string): string {
  return `/messages/${conversationId}`;
}

export function senderWarnedWords(d: SenderWarnedEmail, locale: Locale): NotificationWords {
  if (locale === 'es') {
    return {
      subject: 'Un aviso sobre un mensaje que enviaste en Arrendo',
      heading: 'Un aviso sobre tu mensaje',
      summary:
        'Revisamos un mensaje que enviaste y que otra persona reportó, y te escribimos esto:',
      paragraphs: [
        'Mantén tus conversaciones en Arrendo amables, honestas y sobre la estadía. Si esto se repite, podemos suspender tu cuenta.',
      ],
      quotes: [d.message],
      action: { label: 'Ver la conversación', path: senderWarnedPath(d.conversationId) },
    };
  }
  return {
    subject: 'A warning about a message you sent on Arrendo',
    heading: 'A warning about your message',
    summary: 'We reviewed a message you sent that someone reported, and have this to say:',
    paragraphs: [
      'Please keep your conversations on Arrendo kind, honest and about the stay. If this happens again, we may suspend your account.',
    ],
    quotes: [d.message],
    action: { label: 'View the conversation', path: senderWarnedPath(d.conversationId) },
  };
}

export function renderSenderWarned(d: SenderWarnedEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(senderWarnedWords(d, ctx.locale), d.firstName, ctx);
}
