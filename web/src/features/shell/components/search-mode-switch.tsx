import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { SearchMode } from '@/features/home/search';
import { useSearchMode } from '../use-search-mode';

export const MODES: SearchMode[] = ['day', 'hour'];
export const LABEL_KEY = { day: 'header.perDay', hour: 'header.perHour' } as const;

/**
 * Desktop: two text tabs, Airbnb style. Phones get `SearchModeToggle` (search-mode-toggle.tsx),
 * in the mobile header's own chunk.
 */
export function SearchModeTabs() {
  const { t } = useTranslation('common');
  const { mode, setMode } = useSearchMode();
  return (
    <div role="tablist" aria-label={t('header.searchMode')} className="flex items-center gap-2">
      {MODES.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={mode === m}
          onClick={() => setMode(m)}
          className={cn(
            'relative rounded-full px-4 py-2.5 text-base transition-colors hover:bg-neutral-100',
            mode === m ? 'font-semibold text-ink' : 'text-muted hover:text-ink',
          )}
        >
          {t(LABEL_KEY[m])}
          {mode === m ? (
            <span className="absolute inset-x-4 -bottom-0.5 h-0.5 rounded-full bg-ink" />
          ) : null}
        </button>
      ))}
    </div>
  );
}
