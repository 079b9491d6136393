import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { ClockIcon } from '@/components/ui/icons/clock';
import { SunIcon } from '@/components/ui/icons/sun';
import { useSearchMode } from '../use-search-mode';
import { LABEL_KEY, MODES } from './search-mode-switch';

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
