import { z } from 'zod';
import { SupportTopic, Uuid, type Locale, type SupportTopic as Topic } from '@arrendo/contracts';
import { FirstName, SIGNATURE, greeting } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { singleLine } from './escape.js';
import { renderLayout, renderText, type LayoutInput } from './layout.js';

const TicketNumber = z.string().regex(/^ARR-\d{6,}$/);

/** To support: everything needed to answer, the writer's address in Reply-To. */
export const SupportTicketEmail = z.object({
  template: z.literal('support-ticket'),
  number: TicketNumber,
  topic: SupportTopic,
  bookingId: Uuid.nullable(),
  subject: z.string().max(200),
  message: z.string().max(5000),
  userId: Uuid,
  name: FirstName,
  email: z.string().max(320),
  /** The writer's language: answer in it. */
  writerLocale: z.enum(['en', 'es']),
});
export type SupportTicketEmail = z.infer<typeof SupportTicketEmail>;

/** To the writer: their message arrived. */
export const SupportReceivedEmail = z.object({
  template: z.literal('support-received'),
  firstName: FirstName,
  number: TicketNumber,
  subject: z.string().max(200),
  responseHours: z.number().int().min(1).max(720),
});
export type SupportReceivedEmail = z.infer<typeof SupportReceivedEmail>;

const TOPICS: Record<Locale, Record<Topic, string>> = {
  en: {
    booking: 'A booking',
    payment: 'Payments and refunds',
    account: 'My account',
    listing: 'Hosting and listings',
    safety: 'Safety',
    other: 'Something else',
  },
  es: {
    booking: 'Una reserva',
    payment: 'Pagos y reembolsos',
    account: 'Mi cuenta',
    listing: 'Anfitriones y anuncios',
    safety: 'Seguridad',
    other: 'Otro tema',
  },
};

const LANGUAGES: Record<Locale, Record<Locale, string>> = {
  en: { en: 'English', es: 'Spanish' },
  es: { en: 'inglés', es: 'español' },
};

export function renderSupportTicket(d: SupportTicketEmail, ctx: RenderContext): RenderedEmail {
  const l = ctx.locale;
  const subjectLine = singleLine(d.subject);
  const copy =
    l === 'es'
      ? {
          subject: `[${d.number}] ${subjectLine}`,
          preheader: `Nuevo mensaje de ${singleLine(d.name) || d.email}`,
          heading: `Ticket ${d.number}`,
          intro:
            'Llegó un mensaje desde el formulario de contacto. Responde a este correo para contestarle a quien lo envió.',
          rows: {
            from: 'De',
            topic: 'Tema',
            booking: 'Reserva',
            language: 'Idioma',
            user: 'Usuario',
            subject: 'Asunto',
          },
          none: 'Ninguna',
        }
      : {
          subject: `[${d.number}] ${subjectLine}`,
          preheader: `New message from ${singleLine(d.name) || d.email}`,
          heading: `Ticket ${d.number}`,
          intro:
            'A message came in through the contact form. Reply to this email to answer the sender.',
          rows: {
            from: 'From',
            topic: 'Topic',
            booking: 'Booking',
            language: 'Language',
            user: 'User',
            subject: 'Subject',
          },
          none: 'None',
        };
  const from = d.name ? `${singleLine(d.name)} <${d.email}>` : d.email;
  const layout: LayoutInput = {
    locale: l,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.intro },
      {
        kind: 'details',
        rows: [
          [copy.rows.from, from],
          [copy.rows.topic, TOPICS[l][d.topic]],
          [copy.rows.booking, d.bookingId ?? copy.none],
          [copy.rows.language, LANGUAGES[l][d.writerLocale]],
          [copy.rows.user, d.userId],
          [copy.rows.subject, subjectLine],
        ],
      },
      { kind: 'quote', text: d.message },
    ],
    signature: 'Arrendo',
  };
  return { subject: copy.subject, text: renderText(layout), html: renderLayout(layout) };
}

export function renderSupportReceived(d: SupportReceivedEmail, ctx: RenderContext): RenderedEmail {
  const l = ctx.locale;
  const hours = d.responseHours;
  const copy =
    l === 'es'
      ? {
          subject: `Recibimos tu mensaje — ticket ${d.number}`,
          preheader: `Te respondemos dentro de ${hours} horas.`,
          heading: 'Recibimos tu mensaje',
          body: `Tu número de ticket es ${d.number}. Te respondemos dentro de ${hours} horas a este correo.`,
          quote:
            'Si nos escribes de nuevo sobre este tema, responde a nuestra respuesta o menciona el número de ticket.',
          subjectLabel: 'Asunto',
          ticketLabel: 'Ticket',
        }
      : {
          subject: `We received your message — ticket ${d.number}`,
          preheader: `We answer within ${hours} hours.`,
          heading: 'We received your message',
          body: `Your ticket number is ${d.number}. We answer within ${hours} hours at this email address.`,
          quote:
            'If you write to us again about this, reply to our answer or mention the ticket number.',
          subjectLabel: 'Subject',
          ticketLabel: 'Ticket',
        };
  const layout: LayoutInput = {
    locale: l,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: greeting(l, d.firstName) },
      { kind: 'paragraph', text: copy.body },
      {
        kind: 'details',
        rows: [
          [copy.ticketLabel, d.number],
          [copy.subjectLabel, singleLine(d.subject)],
        ],
      },
      { kind: 'note', text: copy.quote },
    ],
    signature: SIGNATURE[l],
  };
  return { subject: copy.subject, text: renderText(layout), html: renderLayout(layout) };
}
