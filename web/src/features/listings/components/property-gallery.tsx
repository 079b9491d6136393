import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import type { Property } from '@arrendo/contracts/web';
import { GridIcon } from '@/components/ui/icons/grid';
import { cn } from '@/components/ui/cn';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAfterFirstScreen } from '@/features/shell/first-screen-drawing';
import { PROPERTY_COVER_SIZES, PROPERTY_WIDE_QUERY } from '../property/photo-sources';
import { ListingImage } from './listing-image';

// The full-screen viewer (Radix Dialog) is fetched on intent: pointer or focus on the gallery.
const PhotoViewer = lazyWithPreload(
  () => import('./photo-viewer'),
  (m) => m.PhotoViewer,
  OPENED_ON_USE,
);

/** Phones: a swipe carousel of every photo. */
function PhotoCarousel({
  property,
  onOpen,
  shown,
}: {
  property: Property;
  onOpen: (index: number) => void;
  /** On a phone; otherwise hidden, and its lazy photos never load. */
  shown: boolean;
}) {
  const { t } = useTranslation('listing');
  const [emblaRef, embla] = useEmblaCarousel({ loop: false, align: 'start' });
  // The swipe engine measures and wires the track: on a phone only, and on a first screen once
  // the hydration is over (a long task on a phone otherwise; the drawing is inert until then).
  const swipes = useAfterFirstScreen() && shown;
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  const { photos, title, subcategory } = property;
  return (
    <div className="relative -mx-5 md:hidden" data-testid="photo-carousel">
      <div ref={swipes ? emblaRef : undefined} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {photos.map((photo, i) => (
            <button
              key={photo.id}
              type="button"
              onClick={() => onOpen(i)}
              className="min-w-0 shrink-0 grow-0 basis-full"
              aria-label={t('openPhoto', { index: i + 1 })}
            >
              <ListingImage
                photo={photo}
                alt={t('photoAlt', { index: i + 1, title })}
                subcategory={subcategory}
                sizes={PROPERTY_COVER_SIZES.phone}
                priority={shown && i === 0}
                fallbackLabel={t('noPhotos')}
                className="aspect-[4/3] w-full"
              />
            </button>
          ))}
        </div>
      </div>
      <span className="pointer-events-none absolute right-4 bottom-4 rounded-md bg-black/60 px-2 py-1 text-xs font-semibold text-white">
        {t('viewer.counter', { current: selected + 1, total: photos.length })}
      </span>
    </div>
  );
}

/**
 * Desktop: one large photo and up to four small; phones: a swipe carousel. Any photo opens the
 * full-screen viewer.
 */
export function PropertyGallery({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'common']);
  const { title, subcategory, photos } = property;
  // Only the variant on screen fetches its first photo at once (both are in the page).
  const wide = useMediaQuery(PROPERTY_WIDE_QUERY);
  const [viewing, setViewing] = useState<number | null>(null);
  // Mounted from the first opening on, like the other lazy dialogs (closing keeps its behaviour).
  const [viewerMounted, setViewerMounted] = useState(false);
  const view = (index: number) => {
    setViewerMounted(true);
    setViewing(index);
  };
  const preloadViewer = () => void PhotoViewer.preload();
  const alt = (index: number) => t('listing:photoAlt', { index: index + 1, title });

  if (photos.length === 0) {
    return (
      <ListingImage
        photo={null}
        alt={title}
        subcategory={subcategory}
        fallbackLabel={t('listing:noPhotos')}
        className="aspect-[2/1] w-full rounded-2xl"
      />
    );
  }

  // 1, 2, 3 or 5 tiles: one large photo on the left, the rest beside it.
  const tiles = photos.length >= 5 ? 5 : photos.length >= 3 ? 3 : photos.length;
  const layout = {
    1: 'grid-cols-1',
    2: 'grid-cols-2',
    3: 'grid-cols-2 grid-rows-2',
    5: 'grid-cols-4 grid-rows-2',
  }[tiles];
  return (
    <div className="relative" onPointerEnter={preloadViewer} onFocus={preloadViewer}>
      <PhotoCarousel property={property} onOpen={view} shown={!wide} />
      <div
        data-testid="photo-grid"
        className={cn(
          'hidden h-[min(56vh,480px)] gap-2 overflow-hidden rounded-2xl md:grid',
          layout,
        )}
      >
        {photos.slice(0, tiles).map((photo, i) => (
          <button
            key={photo.id}
            type="button"
            onClick={() => view(i)}
            aria-label={t('listing:openPhoto', { index: i + 1 })}
            className={cn(
              'group relative min-h-0 overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white',
              i === 0 && tiles === 5 && 'col-span-2 row-span-2',
              i === 0 && tiles === 3 && 'row-span-2',
            )}
          >
            <ListingImage
              photo={photo}
              alt={alt(i)}
              subcategory={subcategory}
              sizes={i === 0 ? PROPERTY_COVER_SIZES.wide : '(min-width: 1120px) 280px, 25vw'}
              priority={wide && i === 0}
              fallbackLabel={t('listing:noPhotos')}
              className="size-full transition group-hover:brightness-90"
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        onClick={() => view(0)}
        className="absolute right-4 bottom-4 hidden items-center gap-2 rounded-lg border border-neutral-900 bg-white px-4 py-2 text-sm font-semibold shadow-sm hover:bg-neutral-50 md:inline-flex"
      >
        <GridIcon className="size-4" />
        {t('listing:showAllPhotos', { count: photos.length })}
      </button>
      {viewerMounted ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} title={title} index={viewing} onIndexChange={setViewing} />
        </Suspense>
      ) : null}
    </div>
  );
}
