import { useTranslation } from 'react-i18next';
import type { Property } from '@arrendo/contracts/web';
import { MapView } from '@/features/maps/map-view';

/** Property coordinates are already fuzzed (about 400 m); the circle says "around here". */
const APPROXIMATE_RADIUS_M = 700;

export function PropertyLocation({ property }: { property: Property }) {
  const { t } = useTranslation('listing');
  const center = { lat: property.lat, lng: property.lng };
  const place = [property.city || property.location, property.region].filter(Boolean).join(', ');
  return (
    <section className="border-t border-neutral-200 py-8" data-testid="property-location">
      <h2 className="mb-1 text-xl font-semibold">{t('whereYoullBe')}</h2>
      <p className="mb-4 text-muted">{place}</p>
      <MapView
        center={center}
        zoom={12}
        circle={{ ...center, radiusMeters: APPROXIMATE_RADIUS_M }}
        ariaLabel={t('mapLabel', { place })}
        className="h-[320px] w-full rounded-2xl md:h-[420px]"
      />
      <p className="mt-3 text-sm text-muted">{t('exactLocationLater')}</p>
    </section>
  );
}
