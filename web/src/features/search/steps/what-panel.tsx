import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_IDS,
  FEATURED_CATEGORY,
  SUBCATEGORIES,
  type CategoryId,
} from '@arrendo/contracts/web';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { filterCategoryTree, foldForSearch, type CategoryMatch } from './what/category-filter';
import { categoryLabelKey } from './what/category-icons';
import { StayWhatPanel } from './stay-what-panel';
import { WhatOption } from './what/what-option';
import { WhatSearchBox } from './what/what-search-box';
import type { WhatPanelProps } from './types';

/** The category a value belongs to: itself, a subcategory's parent, or none (featured, themes). */
function categoryOfValue(value: string | null): CategoryId | null {
  if (value === null) return null;
  if ((CATEGORY_IDS as readonly string[]).includes(value)) return value as CategoryId;
  return SUBCATEGORIES.find((s) => s.id === value)?.parentId ?? null;
}

/**
 * The What step (spec §2.3, §2.5): 'Featured' and the top categories, each category's
 * subcategories, and a search box filtering both. Desktop shows the two levels side by side;
 * mobile shows one at a time with a way back. A category alone is a valid choice that keeps the
 * panel open on its subcategories; a subcategory or 'Featured' completes the step.
 */
export function WhatPanel({ variant, mode, value, onChange }: WhatPanelProps) {
  if (mode === 'day') return <StayWhatPanel value={value} onChange={onChange} />;
  return <CategoryTreePanel variant={variant} value={value} onChange={onChange} />;
}

function CategoryTreePanel({ variant, value, onChange }: Omit<WhatPanelProps, 'mode'>) {
  const { t } = useTranslation('search-steps');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<CategoryId | null>(() => categoryOfValue(value));
  const [mobileView, setMobileView] = useState<'categories' | 'subcategories'>('categories');
  const label = (id: string) => t(categoryLabelKey(id));
  const matches = filterCategoryTree(query, label);
  const featuredLabel = label(FEATURED_CATEGORY);
  const showFeatured =
    query.trim() === '' || foldForSearch(featuredLabel).includes(foldForSearch(query));
  // With the search narrowing the list, the right panel follows the first category left.
  const shown: CategoryMatch | null =
    matches.find((m) => m.id === active) ?? (query.trim() !== '' ? (matches[0] ?? null) : null);
  const nothing = matches.length === 0 && !showFeatured;

  const chooseCategory = (id: CategoryId) => {
    setActive(id);
    setMobileView('subcategories');
    onChange(id, false);
  };

  const search = <WhatSearchBox query={query} onQuery={setQuery} />;

  const categoryList = (
    <ul aria-label={t('what.categoriesLabel')} className="flex flex-col gap-1">
      {showFeatured && (
        <li>
          <WhatOption
            icon={FEATURED_CATEGORY}
            label={featuredLabel}
            pressed={value === null}
            onClick={() => onChange(null, true)}
          />
        </li>
      )}
      {matches.map((m) => (
        <li key={m.id}>
          <WhatOption
            icon={m.id}
            label={label(m.id)}
            pressed={value === m.id}
            current={variant === 'desktop' && shown?.id === m.id}
            trailing={variant === 'mobile'}
            onClick={() => chooseCategory(m.id)}
          />
        </li>
      ))}
    </ul>
  );

  const subcategoryList = (match: CategoryMatch) => (
    <ul aria-label={label(match.id)} className="flex flex-col gap-1">
      {match.subcategories.map((id) => (
        <li key={id}>
          <WhatOption
            icon={id}
            label={label(id)}
            pressed={value === id}
            onClick={() => onChange(id, true)}
          />
        </li>
      ))}
    </ul>
  );

  const noMatches = nothing && (
    <p role="status" className="px-2 py-6 text-center text-sm text-muted">
      {t('what.noMatches', { query: query.trim() })}
    </p>
  );

  if (variant === 'mobile') {
    const open = mobileView === 'subcategories' ? shown : null;
    return (
      <div className="flex flex-col gap-3" data-testid="what-panel">
        {search}
        {noMatches}
        {open ? (
          <div className="flex flex-col gap-2">
            <button
              type="button"
              onClick={() => setMobileView('categories')}
              className="flex items-center gap-1 self-start rounded-full px-2 py-1 text-sm font-medium underline hover:bg-neutral-100"
            >
              <ChevronLeftIcon className="size-4" />
              {t('what.back')}
            </button>
            <h3 className="px-2 text-base font-semibold">{label(open.id)}</h3>
            {subcategoryList(open)}
          </div>
        ) : (
          categoryList
        )}
      </div>
    );
  }

  return (
    <div className="flex h-full flex-col gap-3" data-testid="what-panel">
      {search}
      {noMatches}
      {!nothing && (
        <div className="grid min-h-0 flex-1 grid-cols-[13rem_1fr] gap-4">
          <div className="min-h-0 overflow-y-auto border-r border-neutral-200 pr-2">
            {categoryList}
          </div>
          <div className="min-h-0 overflow-y-auto">
            {shown ? (
              <>
                <h3 className="mb-2 px-2 text-sm font-semibold text-muted">{label(shown.id)}</h3>
                {subcategoryList(shown)}
              </>
            ) : (
              <p className="px-2 py-6 text-sm text-muted">{t('what.pickCategory')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
