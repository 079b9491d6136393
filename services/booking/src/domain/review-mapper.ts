import {
  REVIEW_CATEGORIES,
  type CategoryRatings,
  type Review,
  type ReviewCategory,
  type ReviewSummary,
} from '@arrendo/contracts';
import type { ReviewRow, SummaryRow } from '../repositories/review.repository.js';

function categoriesOf(row: ReviewRow): CategoryRatings | null {
  const { cleanliness, accuracy, communication, location, check_in, value } = row;
  if (
    cleanliness === null ||
    accuracy === null ||
    communication === null ||
    location === null ||
    check_in === null ||
    value === null
  ) {
    return null;
  }
  return { cleanliness, accuracy, communication, location, checkIn: check_in, value };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    bookingId: row.booking_id,
    listingId: row.property_id,
    authorId: row.author_id,
    subjectId: row.subject_id,
    authorRole: row.author_role,
    rating: row.rating,
    categories: categoriesOf(row),
    text: row.body,
    submittedAt: row.submitted_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    response:
      row.response_text !== null && row.responded_at !== null
        ? { text: row.response_text, at: row.responded_at.toISOString() }
        : null,
  };
}

/** Rounded as the cards show a rating: two decimals. */
export const roundRating = (value: number | null): number =>
  value === null ? 0 : Math.round(value * 100) / 100;

const COLUMN: Record<ReviewCategory, keyof SummaryRow> = {
  cleanliness: 'cleanliness',
  accuracy: 'accuracy',
  communication: 'communication',
  location: 'location',
  checkIn: 'check_in',
  value: 'value',
};

export function toSummary(row: SummaryRow): ReviewSummary {
  const categories = Object.fromEntries(
    REVIEW_CATEGORIES.map((c) => [c, roundRating(row[COLUMN[c]])]),
  ) as Record<ReviewCategory, number>;
  return { count: row.count, rating: roundRating(row.rating), categories };
}
