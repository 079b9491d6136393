import { z } from 'zod';
import { Uuid, type Locale } from '@arrendo/contracts';
import { FirstName } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { singleLine } from './escape.js';
import { renderWords, type NotificationWords } from './simple-layout.js';

/** To a host: an admin took their listing off the market, with the admin's reason (0049). */
export const ListingUnlistedEmail = z.object({
  template: z.literal('listing-unlisted'),
  firstName: FirstName,
  propertyId: Uuid,
  /** Null for a draft that never had one. */
  title: z.string().max(300).nullable(),
  /** The admin's words, as written (quoted in the email, escaped by the layout). */
  reason: z.string().min(1).max(500),
});
export type ListingUnlistedEmail = z.infer<typeof ListingUnlistedEmail>;

/** To a host: an admin put their listing back. */
export const ListingRelistedEmail = z.object({
  template: z.literal('listing-relisted'),
  firstName: FirstName,
  propertyId: Uuid,
  title: z.string().max(300).nullable(),
});
export type ListingRelistedEmail = z.infer<typeof ListingRelistedEmail>;

/** The host's listings page: it shows the listing's state and the reason. */
export const MANAGE_LISTINGS_PATH = '/manage-listings';

function titleOf(title: string | null, locale: Locale): string {
  const t = title === null ? '' : singleLine(title);
  if (t !== '') return `“${t}”`;
  return locale === 'es' ? 'Tu anuncio' : 'Your listing';
}

export function listingUnlistedWords(d: ListingUnlistedEmail, locale: Locale): NotificationWords {
  const title = titleOf(d.title, locale);
  if (locale === 'es') {
    return {
      subject: 'Retiramos tu anuncio de Arrendo',
      heading: 'Tu anuncio ya no está publicado',
      summary: `${title} fue retirado de Arrendo por nuestro equipo, por este motivo:`,
      paragraphs: [
        'Los huéspedes ya no pueden encontrarlo ni reservarlo. Las reservas confirmadas se mantienen. No podrás volver a publicarlo hasta que nuestro equipo lo revise; si crees que es un error, responde a través de la página de contacto.',
      ],
      quotes: [d.reason],
      action: { label: 'Ver mis anuncios', path: MANAGE_LISTINGS_PATH },
    };
  }
  return {
    subject: 'We took your listing off Arrendo',
    heading: 'Your listing is no longer listed',
    summary: `${title} was taken off Arrendo by our team, for this reason:`,
    paragraphs: [
      'Guests can no longer find or book it. Confirmed bookings stay as they are. You cannot publish it again until our team reviews it; if you think this is a mistake, write to us through the contact page.',
    ],
    quotes: [d.reason],
    action: { label: 'View my listings', path: MANAGE_LISTINGS_PATH },
  };
}

export function listingRelistedWords(d: ListingRelistedEmail, locale: Locale): NotificationWords {
  const title = titleOf(d.title, locale);
  if (locale === 'es') {
    return {
      subject: 'Tu anuncio vuelve a Arrendo',
      heading: 'Tu anuncio vuelve a estar disponible',
      summary: `Nuestro equipo revisó ${title} y lo devolvió a Arrendo, en el estado en que lo dejaste.`,
      paragraphs: [],
      action: { label: 'Ver mis anuncios', path: MANAGE_LISTINGS_PATH },
    };
  }
  return {
    subject: 'Your listing is back on Arrendo',
    heading: 'Your listing is back',
    summary: `Our team reviewed ${title} and put it back on Arrendo, in the state you left it.`,
    paragraphs: [],
    action: { label: 'View my listings', path: MANAGE_LISTINGS_PATH },
  };
}

export function renderListingUnlisted(d: ListingUnlistedEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(listingUnlistedWords(d, ctx.locale), d.firstName, ctx);
}

export function renderListingRelisted(d: ListingRelistedEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(listingRelistedWords(d, ctx.locale), d.firstName, ctx);
}
