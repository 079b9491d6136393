import { z } from 'zod';
import { ListingType, Uuid, type Locale } from '@arrendo/contracts';
import { FirstName, SIGNATURE, greeting } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { singleLine } from './escape.js';
import { renderLayout, renderText } from './layout.js';
import type { LayoutInput } from './layout.js';

/** To the host: their listing went on the market for the first time. */
export const ListingPublishedEmail = z.object({
  template: z.literal('listing-published'),
  firstName: FirstName,
  propertyId: Uuid,
  title: z.string().max(300),
  listingType: ListingType,
});
export type ListingPublishedEmail = z.infer<typeof ListingPublishedEmail>;

/** The email's words and the in-app notification's, in one language. */
export interface ListingPublishedMessage {
  subject: string;
  heading: string;
  summary: string;
  paragraphs: string[];
  action: { label: string; path: string };
}

export function listingPublishedMessage(
  d: ListingPublishedEmail,
  locale: Locale,
): ListingPublishedMessage {
  const title = singleLine(d.title);
  const path = `/property/${d.propertyId}`;
  const hourly = d.listingType === 'experience';
  if (locale === 'es') {
    return {
      subject: `Tu anuncio ${title} está publicado`,
      heading: 'Tu anuncio está publicado',
      summary: `${title} ya está en Arrendo: los huéspedes pueden encontrarlo y reservarlo.`,
      paragraphs: [
        hourly
          ? 'Mantén al día las horas disponibles en tu calendario; las reservas y solicitudes te llegarán por correo y en la app.'
          : 'Mantén al día las fechas disponibles en tu calendario; las reservas y solicitudes te llegarán por correo y en la app.',
        'Puedes editarlo, pausarlo o eliminarlo cuando quieras desde tus anuncios en Arrendo.',
      ],
      action: { label: 'Ver tu anuncio', path },
    };
  }
  return {
    subject: `Your listing ${title} is live`,
    heading: 'Your listing is live',
    summary: `${title} is now on Arrendo: guests can find it and book it.`,
    paragraphs: [
      hourly
        ? 'Keep the available hours on your calendar up to date; bookings and requests reach you by email and in the app.'
        : 'Keep the available dates on your calendar up to date; bookings and requests reach you by email and in the app.',
      'You can edit, pause or delete it at any time from your listings on Arrendo.',
    ],
    action: { label: 'View your listing', path },
  };
}

export function renderListingPublished(
  d: ListingPublishedEmail,
  ctx: RenderContext,
): RenderedEmail {
  const m = listingPublishedMessage(d, ctx.locale);
  const layout: LayoutInput = {
    locale: ctx.locale,
    preheader: m.summary,
    heading: m.heading,
    blocks: [
      { kind: 'paragraph', text: greeting(ctx.locale, d.firstName) },
      { kind: 'paragraph', text: m.summary },
      ...m.paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'button',
        label: m.action.label,
        href: new URL(m.action.path, ctx.appUrl).toString(),
      },
    ],
    signature: SIGNATURE[ctx.locale],
  };
  // The title is the host's text: one line in the subject header.
  return { subject: singleLine(m.subject), text: renderText(layout), html: renderLayout(layout) };
}
