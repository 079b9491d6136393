import { z } from 'zod';
import { Uuid, type Locale } from '@arrendo/contracts';
import { clp } from './booking-format.js';
import { FirstName } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { singleLine } from './escape.js';
import { renderWords, type NotificationWords } from './simple-layout.js';

/**
 * Damage claims (decision 0051), to the host and the guest: opened (the guest: amount,
 * description, how to answer), a message for them, and the outcome. Every link is the claim's
 * page, where the reader answers.
 */
export function claimPath(claimId: string): string {
  return `/claims/${claimId}`;
}

const Side = z.enum(['host', 'guest']);
const Amount = z.number().int().positive();
const ListingTitle = z.string().max(300);

export const ClaimOpenedEmail = z.object({
  template: z.literal('claim-opened'),
  firstName: FirstName,
  claimId: Uuid,
  listingTitle: ListingTitle,
  amount: Amount,
  /** The host's words, quoted (escaped by the layout). */
  description: z.string().min(1).max(4000),
  photoCount: z.number().int().min(0).max(10),
});
export type ClaimOpenedEmail = z.infer<typeof ClaimOpenedEmail>;

export const ClaimMessageEmail = z.object({
  template: z.literal('claim-message'),
  firstName: FirstName,
  claimId: Uuid,
  listingTitle: ListingTitle,
  /** Who wrote (the other side, or Arrendo's admin) and who reads. */
  authorRole: z.enum(['host', 'guest', 'admin']),
  recipientRole: Side,
});
export type ClaimMessageEmail = z.infer<typeof ClaimMessageEmail>;

export const ClaimDecidedEmail = z.object({
  template: z.literal('claim-decided'),
  firstName: FirstName,
  claimId: Uuid,
  listingTitle: ListingTitle,
  outcome: z.enum(['approved', 'rejected', 'withdrawn']),
  recipientRole: Side,
  amount: Amount,
  /** Approved only. */
  approvedAmount: Amount.nullable(),
  /** The admin's note to both sides (required on a rejection). */
  note: z.string().max(1000).nullable(),
});
export type ClaimDecidedEmail = z.infer<typeof ClaimDecidedEmail>;

const action = (locale: Locale, claimId: string, answer: boolean) => ({
  label:
    locale === 'es'
      ? answer
        ? 'Responder el reclamo'
        : 'Ver el reclamo'
      : answer
        ? 'Answer the claim'
        : 'View the claim',
  path: claimPath(claimId),
});

export function claimOpenedWords(d: ClaimOpenedEmail, locale: Locale): NotificationWords {
  const title = singleLine(d.listingTitle);
  const amount = clp(d.amount, locale);
  if (locale === 'es') {
    return {
      subject: `Reclamo por daños de tu anfitrión: ${title}`,
      heading: 'Tu anfitrión abrió un reclamo por daños',
      summary: `Tu anfitrión reclama ${amount} por daños durante tu estadía en ${title}.`,
      paragraphs: [
        'Puedes responder con tu versión, con fotos si quieres. Un administrador de Arrendo revisa ambas partes antes de decidir, y te avisaremos de su decisión.',
        'No se cobra nada a tu tarjeta por este reclamo.',
      ],
      details: [
        ['Monto reclamado', amount],
        ['Fotos', String(d.photoCount)],
      ],
      quotes: [d.description],
      action: action(locale, d.claimId, true),
    };
  }
  return {
    subject: `A damage claim from your host: ${title}`,
    heading: 'Your host opened a damage claim',
    summary: `Your host claims ${amount} for damage during your stay at ${title}.`,
    paragraphs: [
      'You can answer with your side of it, with photos if you like. An Arrendo admin reviews both sides before deciding, and we will tell you the decision.',
      'Nothing is charged to your card for this claim.',
    ],
    details: [
      ['Amount claimed', amount],
      ['Photos', String(d.photoCount)],
    ],
    quotes: [d.description],
    action: action(locale, d.claimId, true),
  };
}

export function claimMessageWords(d: ClaimMessageEmail, locale: Locale): NotificationWords {
  const title = singleLine(d.listingTitle);
  const es = locale === 'es';
  const sides = es
    ? { host: 'Tu anfitrión', guest: 'Tu huésped', admin: 'Arrendo' }
    : { host: 'Your host', guest: 'Your guest', admin: 'Arrendo' };
  const who = sides[d.authorRole];
  const heading =
    d.authorRole === 'admin'
      ? es
        ? 'Arrendo te pregunta sobre un reclamo'
        : 'Arrendo has a question about a claim'
      : es
        ? `${who} escribió en el reclamo`
        : `${who} wrote on the claim`;
  return {
    subject: `${heading}: ${title}`,
    heading,
    summary: es
      ? `${who} escribió en el reclamo por daños de ${title}.`
      : `${who} wrote on the damage claim for ${title}.`,
    paragraphs: [
      es
        ? 'Abre el reclamo para leer el mensaje y responder.'
        : 'Open the claim to read the message and answer.',
    ],
    action: action(locale, d.claimId, true),
  };
}

function decidedSummary(d: ClaimDecidedEmail, locale: Locale): [string, string, string[]] {
  const title = singleLine(d.listingTitle);
  const es = locale === 'es';
  const approved = clp(d.approvedAmount ?? 0, locale);
  const claimed = clp(d.amount, locale);
  switch (d.outcome) {
    case 'approved':
      if (d.recipientRole === 'host') {
        return es
          ? [
              'Tu reclamo fue aprobado',
              `Arrendo aprobó ${approved} de los ${claimed} que reclamaste por ${title}.`,
              ['El monto se suma a tu próximo pago.'],
            ]
          : [
              'Your claim was approved',
              `Arrendo approved ${approved} of the ${claimed} you claimed for ${title}.`,
              ['The amount is added to your next payout.'],
            ];
      }
      return es
        ? [
            `Debes ${approved} por daños`,
            `Arrendo aprobó ${approved} del reclamo por daños de tu anfitrión por ${title}.`,
            [
              'No se cobra automáticamente a tu tarjeta: Arrendo se pondrá en contacto contigo para saldarlo.',
            ],
          ]
        : [
            `You owe ${approved} for damage`,
            `Arrendo approved ${approved} of your host's damage claim for ${title}.`,
            [
              'Nothing is charged to your card automatically: Arrendo will contact you to settle it.',
            ],
          ];
    case 'rejected':
      return es
        ? [
            'El reclamo fue rechazado',
            `Arrendo rechazó el reclamo por daños de ${title}. Nadie debe nada por él.`,
            [],
          ]
        : [
            'The claim was rejected',
            `Arrendo rejected the damage claim for ${title}. Nothing is owed for it.`,
            [],
          ];
    case 'withdrawn':
      return es
        ? [
            'Tu anfitrión retiró el reclamo',
            `Tu anfitrión retiró el reclamo por daños de ${title}. No debes nada por él.`,
            [],
          ]
        : [
            'Your host withdrew the claim',
            `Your host withdrew the damage claim for ${title}. You owe nothing for it.`,
            [],
          ];
  }
}

export function claimDecidedWords(d: ClaimDecidedEmail, locale: Locale): NotificationWords {
  const [heading, summary, paragraphs] = decidedSummary(d, locale);
  return {
    subject: heading,
    heading,
    summary,
    paragraphs,
    ...(d.note ? { quotes: [d.note] } : {}),
    action: action(locale, d.claimId, false),
  };
}

export function renderClaimOpened(d: ClaimOpenedEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(claimOpenedWords(d, ctx.locale), d.firstName, ctx);
}

export function renderClaimMessage(d: ClaimMessageEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(claimMessageWords(d, ctx.locale), d.firstName, ctx);
}

export function renderClaimDecided(d: ClaimDecidedEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(claimDecidedWords(d, ctx.locale), d.firstName, ctx);
}
