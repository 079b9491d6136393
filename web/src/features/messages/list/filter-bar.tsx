import { useTranslation } from 'react-i18next';
import type { ConversationFilter } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { FILTERS } from '../search';

/**
 * All / unread / each trip stage as a row of toggle buttons (scrolls sideways on a phone). A
 * toggle group rather than tabs: the list below is the same list, filtered.
 */
export function FilterBar({
  active,
  onSelect,
}: {
  active: ConversationFilter;
  onSelect(filter: ConversationFilter): void;
}) {
  const { t } = useTranslation('messages');
  return (
    <div
      role="group"
      aria-label={t('filters.label')}
      className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 md:mx-0 md:flex-wrap md:px-0"
    >
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === active}
          data-testid={`filter-${filter}`}
          onClick={() => onSelect(filter)}
          className={cn(
            'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
            filter === active
              ? 'border-neutral-900 bg-neutral-900 text-white'
              : 'border-neutral-300 bg-white hover:border-neutral-900',
          )}
        >
          {t(`filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
