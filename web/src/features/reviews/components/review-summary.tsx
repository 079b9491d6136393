import { useTranslation } from 'react-i18next';
import { REVIEW_CATEGORIES, type ReviewSummary } from '@arrendo/contracts/web';
import { StarIcon } from '@/components/ui/icons/star';
import { useReviewFormat } from '../format';

/** The overall rating, the count and the six category averages. */
export function ReviewSummaryPanel({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('reviews');
  const fmt = useReviewFormat();
  return (
    <div>
      <p className="flex items-center gap-2 text-xl font-semibold" data-testid="reviews-overall">
        <StarIcon className="size-5" />
        <span>{fmt.average(summary.rating)}</span>
        <span aria-hidden="true">·</span>
        <span>{t('count', { count: summary.count })}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-8 gap-y-3 sm:grid-cols-3">
        {REVIEW_CATEGORIES.map((category) => {
          const value = summary.categories[category] ?? 0;
          return (
            <div key={category}>
              <dt className="text-sm">{t(`categories.${category}`)}</dt>
              <dd className="flex items-center gap-2">
                <span className="h-1 flex-1 overflow-hidden rounded bg-neutral-200">
                  <span
                    className="block h-full bg-ink"
                    style={{ width: `${(value / 5) * 100}%` }}
                  />
                </span>
                <span className="text-sm font-semibold">{fmt.average(value)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
