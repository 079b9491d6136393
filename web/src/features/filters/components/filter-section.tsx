import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FilterSectionProps {
  title: string;
  /** The All filters tab's previews link to their full tab. */
  onSeeAll?: () => void;
  children: ReactNode;
  testId?: string;
}

export function FilterSection({ title, onSeeAll, children, testId }: FilterSectionProps) {
  const { t } = useTranslation('filters');
  const id = useId();
  return (
    <section aria-labelledby={id} className="py-5 first:pt-0" data-testid={testId}>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        {onSeeAll ? (
          <button
            type="button"
            onClick={onSeeAll}
            aria-label={t('seeAllOf', { section: title })}
            className="text-sm font-semibold underline underline-offset-2 hover:text-neutral-600 focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            {t('seeAll')}
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
