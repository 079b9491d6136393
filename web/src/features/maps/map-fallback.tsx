import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { LatLng } from './map-view-props';

interface MapFallbackProps {
  center: LatLng;
  zoom?: number;
  ariaLabel: string;
  className?: string;
  /** When the map's code could not be fetched: a "Try again" beside the link. */
  onRetry?: () => void;
}

/** OpenStreetMap's own page for a point: works wherever the visitor has a network. */
export function openStreetMapUrl({ lat, lng }: LatLng, zoom = 13): string {
  const z = Math.round(zoom);
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=${z}/${lat.toFixed(5)}/${lng.toFixed(5)}`;
}

/**
 * What a map becomes when it cannot draw (no WebGL, a style that fails to load, its code not
 * fetched): the place is still named and reachable, and the page around it keeps working.
 */
export function MapFallback({ center, zoom, ariaLabel, className, onRetry }: MapFallbackProps) {
  const { t, i18n } = useTranslation(['maps', 'common']);
  const fmt = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 4 });
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      data-testid="map-fallback"
      className={cn(
        'relative flex flex-col items-center justify-center gap-3 overflow-hidden bg-[#e8eef1] p-6 text-center',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-brand">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
        />
      </svg>
      <p className="text-sm font-semibold">{t('unavailable')}</p>
      <p className="text-xs text-muted">
        {t('coordinates', { lat: fmt.format(center.lat), lng: fmt.format(center.lng) })}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <a
          href={openStreetMapUrl(center, zoom)}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-neutral-900 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-neutral-50"
        >
          {t('openInOsm')}
        </a>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common:partUnavailable.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
