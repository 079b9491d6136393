import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURED_CATEGORY, STAY_THEMES, STAY_TYPES } from '@arrendo/contracts/web';
import { foldForSearch } from './what/category-filter';
import { categoryLabelKey } from './what/category-icons';
import { WhatOption } from './what/what-option';
import { WhatSearchBox } from './what/what-search-box';
import type { WhatPanelProps } from './types';

/**
 * The What step for homes (per day): homes are not in the per-hour category tree (decision
 * 0032), so a guest picks a stay type (`category=cabin` matches the home's subcategory) or a
 * highlight (the category bar's stay groups). Every choice completes the step.
 */
export function StayWhatPanel({ value, onChange }: Pick<WhatPanelProps, 'value' | 'onChange'>) {
  const { t } = useTranslation('search-steps');
  const [query, setQuery] = useState('');
  const label = (id: string) => t(categoryLabelKey(id));
  const q = foldForSearch(query);
  const fits = (id: string) => q === '' || foldForSearch(label(id)).includes(q);
  const featured = fits(FEATURED_CATEGORY);
  const types = STAY_TYPES.filter(fits);
  const themes = STAY_THEMES.filter(fits);
  const nothing = !featured && types.length === 0 && themes.length === 0;

  const group = (name: string, ids: readonly string[]) =>
    ids.length > 0 && (
      <section className="flex flex-col gap-1">
        <h3 className="px-2 text-sm font-semibold text-muted">{name}</h3>
        <ul aria-label={name} className="flex flex-col gap-1">
          {ids.map((id) => (
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
      </section>
    );

  return (
    <div className="flex h-full flex-col gap-3 overflow-y-auto" data-testid="what-panel">
      <WhatSearchBox query={query} onQuery={setQuery} />
      {nothing && (
        <p role="status" className="px-2 py-6 text-center text-sm text-muted">
          {t('what.noMatches', { query: query.trim() })}
        </p>
      )}
      {featured && (
        <WhatOption
          icon={FEATURED_CATEGORY}
          label={label(FEATURED_CATEGORY)}
          pressed={value === null}
          onClick={() => onChange(null, true)}
        />
      )}
      {group(t('what.stayTypes'), types)}
      {group(t('what.highlights'), themes)}
    </div>
  );
}
