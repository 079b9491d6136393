import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons/star';
import { cn } from '@/components/ui/cn';

interface RatingProps {
  rating: number;
  reviewCount?: number;
  className?: string;
}

/** "★ 4.87" or "★ New" when there are no reviews yet. */
export function Rating({ rating, reviewCount, className }: RatingProps) {
  const { t, i18n } = useTranslation('common');
  const value =
    rating > 0
      ? new Intl.NumberFormat(i18n.resolvedLanguage, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 2,
        }).format(rating)
      : null;
  return (
    // A span may not carry aria-label (it has no role): screen readers get the sentence as
    // visually hidden text, and the "★ 4.87" shorthand stays out of their way.
    <span className={cn('inline-flex items-center gap-1', className)}>
      <StarIcon className="size-3.5" />
      <span className="sr-only">
        {value ? t('rating.label', { rating: value }) : t('rating.new')}
        {value && reviewCount !== undefined && reviewCount > 0
          ? ` (${t('rating.reviews', { count: reviewCount })})`
          : null}
      </span>
      <span aria-hidden="true">{value ?? t('rating.new')}</span>
      {value && reviewCount !== undefined && reviewCount > 0 ? (
        <span aria-hidden="true" className="text-muted">
          ({t('rating.reviews', { count: reviewCount })})
        </span>
      ) : null}
    </span>
  );
}
