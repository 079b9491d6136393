import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/icons/search';

/** The What step's box that narrows the categories shown (both modes). */
export function WhatSearchBox({
  query,
  onQuery,
}: {
  query: string;
  onQuery: (query: string) => void;
}) {
  const { t } = useTranslation('search-steps');
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('what.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        placeholder={t('what.searchPlaceholder')}
        autoComplete="off"
        className="w-full rounded-full border border-neutral-300 py-2 pr-3 pl-9 text-sm focus:border-neutral-900"
      />
    </div>
  );
}
