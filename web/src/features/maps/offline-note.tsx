import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/**
 * Said on every map drawing the embedded basemap: it has towns and comunas, no streets, so no one
 * reads its blank city as a place with nothing in it (or drags a pin to a street it does not show).
 */
export function OfflineMapNote({ className }: { className?: string }) {
  const { t } = useTranslation('maps');
  return (
    <p
      data-testid="offline-map-note"
      className={cn(
        'pointer-events-none absolute bottom-2 left-2 z-[1] max-w-[calc(100%-4rem)] rounded-md bg-white/90 px-2 py-1 text-[11px] leading-tight text-neutral-700 shadow-sm',
        className,
      )}
    >
      {t('offlineNote')}
    </p>
  );
}
