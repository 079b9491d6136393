import { Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** The element the rating beside the title links to. */
export const PROPERTY_REVIEWS_ID = 'reviews';

// Below the fold: the list's code comes after the page has drawn, not with its first visit.
const PropertyReviewList = lazyWithPreload(
  () => import('./property-review-list'),
  (module) => module.PropertyReviewList,
);

/** The property page's reviews: the averages and the published guest reviews, paged. */
export function PropertyReviews({
  propertyId,
  reviewCount,
}: {
  propertyId: string;
  reviewCount: number;
}) {
  if (reviewCount === 0) return null;
  return (
    <section
      id={PROPERTY_REVIEWS_ID}
      aria-labelledby="property-reviews-title"
      className="scroll-mt-24 border-b border-neutral-200 py-8"
      data-testid="property-reviews"
    >
      <Suspense fallback={<div className="min-h-40" aria-busy="true" />}>
        <PropertyReviewList propertyId={propertyId} />
      </Suspense>
    </section>
  );
}
