import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { ClockIcon, SunIcon } from '@/components/ui/icons';
import type { SearchMode } from '@/features/home/search';
import { useIsMobile } from '@/lib/use-media-query';
import { useSearchMode } from '../use-search-mode';

const MODES: SearchMode[] = ['day', 'hour'];
const LABEL_KEY = { day: 'header.perDay', hour: 'header.perHour' } as const;

/** Desktop: two text tabs, Airbnb style. */
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

/** Mobile: a compact segmented toggle of two icons, named for screen readers. */
export function SearchModeToggle() {
  const { t } = useTranslation('common');
  const { mode, setMode } = useSearchMode();
  return (
    <div
      role="tablist"
      aria-label={t('header.searchMode')}
      className="flex rounded-full border border-neutral-200 bg-neutral-100 p-1 shadow-inner"
    >
      {MODES.map((m) => {
        const Icon = m === 'day' ? SunIcon : ClockIcon;
        return (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => setMode(m)}
            className={cn(
              'flex items-center rounded-full px-2.5 py-1.5 text-sm transition-colors',
              mode === m ? 'bg-white font-semibold text-ink shadow-sm' : 'text-muted',
            )}
          >
            <Icon className="size-4" />
            {/* An icon toggle: the search pill needs the row's width (spec §2.4). */}
            <span className="sr-only">{t(LABEL_KEY[m])}</span>
          </button>
        );
      })}
    </div>
  );
}

export function SearchModeSwitch() {
  return useIsMobile() ? <SearchModeToggle /> : <SearchModeTabs />;
}
