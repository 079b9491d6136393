import { z } from 'zod';
import { IsoDateTime, Uuid, type Locale } from '@arrendo/contracts';
import { FirstName } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { singleLine } from './escape.js';
import { renderWords, type NotificationWords } from './simple-layout.js';

/** To the recipient of messages still unread after 10 minutes: one email per conversation. */
export const MessagesDigestEmail = z.object({
  template: z.literal('messages-digest'),
  firstName: FirstName,
  conversationId: Uuid,
  senderName: FirstName,
  listingTitle: z.string().max(300),
  /** Oldest first, as the recipient may see them (masked before a booking is confirmed). */
  messages: z
    .array(z.object({ preview: z.string().max(2000), sentAt: IsoDateTime }))
    .min(1)
    .max(50),
});
export type MessagesDigestEmail = z.infer<typeof MessagesDigestEmail>;

export function messagesDigestWords(d: MessagesDigestEmail, locale: Locale): NotificationWords {
  const es = locale === 'es';
  const n = d.messages.length;
  const title = singleLine(d.listingTitle);
  const sender = singleLine(d.senderName) || (es ? 'Alguien' : 'Someone');
  const count = es
    ? n === 1
      ? '1 mensaje nuevo'
      : `${n} mensajes nuevos`
    : n === 1
      ? '1 new message'
      : `${n} new messages`;
  return {
    subject: es ? `${sender}: ${count} sobre ${title}` : `${sender}: ${count} about ${title}`,
    heading: es ? 'Tienes mensajes sin leer' : 'You have unread messages',
    summary: es
      ? `${sender} te escribió ${count} sobre ${title}.`
      : `${sender} sent you ${count} about ${title}.`,
    paragraphs: [
      es
        ? 'Responde en Arrendo: así tu conversación y tus pagos quedan protegidos.'
        : 'Reply on Arrendo: it keeps your conversation and your payments protected.',
    ],
    quotes: d.messages.map((m) => m.preview),
    action: {
      label: es ? 'Responder' : 'Reply',
      path: `/messages/${d.conversationId}`,
    },
  };
}

export function renderMessagesDigest(d: MessagesDigestEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(messagesDigestWords(d, ctx.locale), d.firstName, ctx);
}
