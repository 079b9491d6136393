import type { Booking, NotificationConsumedEvents, UserContactReply } from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { emailJobId } from '../../email/job.js';
import { singleLine } from '../../email/templates/escape.js';
import {
  reviewPath,
  reviewReceivedWords,
  type ReviewReceivedEmail,
} from '../../email/templates/review-received.js';
import { deliverNotification, emailNow } from '../../inbox/deliver.js';
import { bookingOf, contactOf } from './lookups.js';

type Consumed = typeof NotificationConsumedEvents;

/** The review's subject and author as identity knows them, and the booking it is about. */
interface ReviewParties {
  subject: UserContactReply;
  authorName: string;
  booking: Booking;
}

async function partiesOf(
  deps: NotificationDeps,
  review: { subjectId: string; authorId: string; bookingId: string },
): Promise<ReviewParties | null> {
  const subject = await contactOf(deps.client, review.subjectId);
  if (!subject) return null;
  const booking = await bookingOf(deps.client, review.bookingId);
  if (!booking) return null;
  const author = await contactOf(deps.client, review.authorId);
  return { subject, authorName: author?.firstName ?? '', booking };
}

const subjectRoleOf = (authorRole: 'guest' | 'host') => (authorRole === 'guest' ? 'host' : 'guest');

/**
 * A review of someone was written: they are told one waits (never what it says) and asked to
 * write theirs, which publishes both. In the app, by email and by push.
 */
export function handleReviewSubmitted(deps: NotificationDeps) {
  return eventSteps<Consumed['reviewSubmitted'], DB, ReviewParties | null>({
    before: ({ data }) => partiesOf(deps, data),
    write: async ({ data }, trx, parties) => {
      if (!parties) return;
      const { subject, authorName, booking } = parties;
      const email: ReviewReceivedEmail = {
        template: 'review-received',
        firstName: subject.firstName,
        bookingId: data.bookingId,
        authorName,
        authorRole: data.authorRole,
        listingTitle: booking.listing.title,
        windowClosesAt: data.windowClosesAt,
        timeZone: booking.timeZone,
      };
      const words = reviewReceivedWords(email, subject.locale);
      await deliverNotification(trx, {
        recipient: subject.userId,
        type: 'review_received',
        dedupeKey: `review_received:${data.reviewId}:${subject.userId}`,
        title: words.heading,
        body: words.summary,
        link: words.action.path,
        data: {
          bookingId: data.bookingId,
          reviewId: data.reviewId,
          authorName,
          listingTitle: booking.listing.title,
          role: subjectRoleOf(data.authorRole),
        },
        email: emailNow(emailJobId.reviewReceived(data.reviewId), {
          to: subject.email,
          locale: subject.locale,
          email,
        }),
      });
    },
  });
}

/** Both reviews are out: the subject may read what was written about them. In the app and by push. */
export function handleReviewPublished(deps: NotificationDeps) {
  return eventSteps<Consumed['reviewPublished'], DB, ReviewParties | null>({
    before: ({ data }) => partiesOf(deps, data),
    write: async ({ data }, trx, parties) => {
      if (!parties) return;
      const { subject, authorName, booking } = parties;
      const es = subject.locale === 'es';
      const author = singleLine(authorName) || (es ? 'Alguien' : 'Someone');
      const title = singleLine(booking.listing.title);
      const role = subjectRoleOf(data.authorRole);
      await deliverNotification(trx, {
        recipient: subject.userId,
        type: 'review_published',
        dedupeKey: `review_published:${data.reviewId}:${subject.userId}`,
        title: es ? 'Tu reseña está publicada' : 'Your review is published',
        body: es
          ? `Ya puedes leer la reseña de ${author} sobre ti por ${title}.`
          : `You can now read ${author}'s review of you for ${title}.`,
        link: reviewPath(data.bookingId),
        data: {
          bookingId: data.bookingId,
          reviewId: data.reviewId,
          authorName,
          listingTitle: booking.listing.title,
          rating: data.rating,
          role,
        },
      });
    },
  });
}
