import { useTranslation } from 'react-i18next';
import { listingReviewsQueryOptions } from '../api';
import { ReviewList } from './review-list';

/** The property page's averages and published guest reviews, paged (fetched on the page). */
export function PropertyReviewList({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('reviews');
  return (
    <ReviewList
      options={listingReviewsQueryOptions(propertyId)}
      titleId="property-reviews-title"
      title={t('propertyTitle')}
    />
  );
}
