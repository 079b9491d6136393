import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { GridIcon } from '@/components/ui/icons/grid';

/**
 * Phones and tablets: the switch between the list and the map (`view=map`). Over the map it
 * floats; above the list it takes its own place beside the heading, since floating over the cards
 * it hid the first card's price (and, scrolled, whichever card passed beneath it).
 */
export function ViewToggle({
  view,
  onChange,
}: {
  view: 'list' | 'map';
  onChange: (to: 'list' | 'map') => void;
}) {
  const { t } = useTranslation('home');
  const toMap = view === 'list';
  return (
    <button
      type="button"
      onClick={() => onChange(toMap ? 'map' : 'list')}
      data-testid="view-toggle"
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-full bg-neutral-900 px-5 py-3 text-sm font-semibold text-white hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark motion-safe:transition-transform',
        toMap
          ? 'shadow-sm'
          : 'fixed bottom-[calc(5.5rem+env(safe-area-inset-bottom))] left-1/2 z-30 -translate-x-1/2 shadow-lg md:bottom-6',
      )}
    >
      {toMap ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          className="size-4"
        >
          <path d="m9 4-6 2v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" strokeLinejoin="round" />
        </svg>
      ) : (
        <GridIcon className="size-4" />
      )}
      {toMap ? t('map.show') : t('map.showList')}
    </button>
  );
}
