import { z } from 'zod';
import { IsoDateTime, ReviewAuthorRole, Uuid, type Locale } from '@arrendo/contracts';
import { FirstName } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { localInstant } from './booking-format.js';
import { singleLine } from './escape.js';
import { renderWords, type NotificationWords } from './simple-layout.js';

/** To the subject of a review: one waits for theirs (double-blind: it says nothing of it). */
export const ReviewReceivedEmail = z.object({
  template: z.literal('review-received'),
  firstName: FirstName,
  bookingId: Uuid,
  authorName: FirstName,
  /** Who wrote it: the guest (about the host's space) or the host (about the guest). */
  authorRole: ReviewAuthorRole,
  listingTitle: z.string().max(300),
  windowClosesAt: IsoDateTime,
  timeZone: z.string(),
});
export type ReviewReceivedEmail = z.infer<typeof ReviewReceivedEmail>;

/**
 * Where the subject writes theirs and reads both: the booking's page, which serves its guest and
 * its host alike (the review card is there for both; decision 0044).
 */
export function reviewPath(bookingId: string): string {
  return `/bookings/${bookingId}`;
}

export function reviewReceivedWords(d: ReviewReceivedEmail, locale: Locale): NotificationWords {
  const es = locale === 'es';
  const author = singleLine(d.authorName) || (es ? 'Alguien' : 'Someone');
  const title = singleLine(d.listingTitle);
  const until = localInstant(d.windowClosesAt, d.timeZone, locale);
  return {
    subject: es ? `${author} escribió una reseña sobre ti` : `${author} reviewed you`,
    heading: es ? `${author} escribió una reseña sobre ti` : `${author} reviewed you`,
    summary: es
      ? `${author} escribió una reseña sobre ti por ${title}: escribe la tuya para leerla.`
      : `${author} reviewed you for ${title}: write yours to read it.`,
    paragraphs: [
      es
        ? `Las dos reseñas se publican juntas cuando ambos escriben, o el ${until}, lo que ocurra primero.`
        : `Both reviews are published together once you both write, or on ${until}, whichever comes first.`,
    ],
    action: {
      label: es ? 'Escribir tu reseña' : 'Write your review',
      path: reviewPath(d.bookingId),
    },
  };
}

export function renderReviewReceived(d: ReviewReceivedEmail, ctx: RenderContext): RenderedEmail {
  return renderWords(reviewReceivedWords(d, ctx.locale), d.firstName, ctx);
}
