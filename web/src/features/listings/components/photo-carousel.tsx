import { useCallback, useRef, useState } from 'react';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo, SubcategoryId } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ListingImage } from './listing-image';

/**
 * A card's photos in a CSS scroll-snap strip: swiping works natively on touch, buttons and dots
 * drive it on desktop. No carousel library: the home page's first download is on a tight budget.
 * The track goes inside the card's link; the controls sit outside it (a button inside a link is
 * invalid and would navigate), so the two share this state.
 */
export function usePhotoCarousel(count: number) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  /** Photos after the first are fetched only once the guest shows interest in this card. */
  const [armed, setArmed] = useState(false);
  const arm = useCallback(() => setArmed(true), []);

  const go = useCallback(
    (to: number) => {
      const next = Math.min(count - 1, Math.max(0, to));
      setArmed(true);
      setIndex(next);
      const el = track.current;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el?.scrollTo?.({ left: next * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    },
    [count],
  );

  const onScroll = useCallback((e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.clientWidth === 0) return;
    setArmed(true);
    setIndex(Math.round(el.scrollLeft / el.clientWidth));
  }, []);

  return { track, index, count, armed, arm, go, onScroll };
}

export type PhotoCarouselState = ReturnType<typeof usePhotoCarousel>;

interface TrackProps {
  carousel: PhotoCarouselState;
  photos: Photo[];
  alt: string;
  subcategory: SubcategoryId;
  eager?: boolean;
  /** The first photo is the page's largest paint: fetched ahead of the others. */
  priority?: boolean;
  fallbackLabel: string;
  className?: string;
}

export function CarouselTrack({
  carousel,
  photos,
  alt,
  subcategory,
  eager,
  priority,
  fallbackLabel,
  className,
}: TrackProps) {
  return (
    <div
      ref={carousel.track}
      onScroll={carousel.onScroll}
      onTouchStart={carousel.arm}
      data-testid="photo-track"
      className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {photos.map((photo, i) => (
        <div key={photo.id} className="w-full shrink-0 snap-center snap-always">
          {i === 0 || carousel.armed ? (
            <ListingImage
              photo={photo}
              alt={i === 0 ? alt : ''}
              subcategory={subcategory}
              eager={i === 0 && eager}
              priority={i === 0 && priority}
              fallbackLabel={fallbackLabel}
              className={className}
            />
          ) : (
            <div aria-hidden="true" className={cn('bg-neutral-100', className)} />
          )}
        </div>
      ))}
    </div>
  );
}

const CONTROL =
  'pointer-events-auto absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-neutral-900 shadow-md opacity-0 transition-opacity group-hover:opacity-100 hover:bg-white focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-dark [@media(hover:none)]:hidden';

/** Previous/next buttons (on hover or focus) and the dots; drawn over the photo, outside the link. */
export function CarouselControls({
  carousel,
  total,
}: {
  carousel: PhotoCarouselState;
  /** Every photo of the listing, when the card brings only the first few. */
  total?: number;
}) {
  const { t } = useTranslation('home');
  const { index, count, go } = carousel;
  return (
    <>
      {index > 0 ? (
        <button
          type="button"
          onClick={() => go(index - 1)}
          onFocus={carousel.arm}
          aria-label={t('card.previousPhoto')}
          className={cn(CONTROL, 'left-3')}
        >
          <ChevronLeftIcon className="size-4" />
        </button>
      ) : null}
      {index < count - 1 ? (
        <button
          type="button"
          onClick={() => go(index + 1)}
          onFocus={carousel.arm}
          aria-label={t('card.nextPhoto')}
          className={cn(CONTROL, 'right-3')}
        >
          <ChevronLeftIcon className="size-4 rotate-180" />
        </button>
      ) : null}
      <div
        aria-hidden="true"
        data-testid="photo-dots"
        className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5"
      >
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            data-current={i === index}
            className={cn(
              'size-1.5 rounded-full shadow-sm transition-colors',
              i === index ? 'bg-white' : 'bg-white/55',
            )}
          />
        ))}
      </div>
      <span className="sr-only" aria-live="polite">
        {t('card.photoPosition', { index: index + 1, count: Math.max(count, total ?? 0) })}
      </span>
    </>
  );
}
