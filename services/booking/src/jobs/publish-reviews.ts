import type { ScheduledTask } from '@arrendo/kit';
import { publishClosedReviews } from '../app/review-publish.js';
import type { BookingDeps } from '../app/deps.js';

const BATCH = 500;

/**
 * Publishes the reviews whose window closed without the other side writing (double-blind ends
 * with the window). Idempotent: only unpublished rows change, each announced once. One replica
 * takes each tick (kit scheduler); a review is published at most one period after its window.
 */
export function publishReviewsTask(deps: BookingDeps): ScheduledTask {
  return {
    name: 'reviews.publish',
    every: deps.env.REVIEW_PUBLISH_SWEEP_SECONDS * 1000,
    async handler({ logger }) {
      let total = 0;
      for (;;) {
        const now = deps.now();
        const published = await deps.db
          .transaction()
          .execute((trx) => publishClosedReviews(trx, now, BATCH));
        total += published;
        if (published < BATCH) break;
      }
      if (total > 0) logger.info({ published: total }, 'reviews published as their window closed');
    },
  };
}
