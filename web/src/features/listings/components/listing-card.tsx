import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Photo, PropertySummary } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { usePriceFormat } from '@/features/preferences/use-price-format';
import { WishlistHeart } from '@/features/wishlists/components/wishlist-heart';
import { FROM_RESULTS, type PropertySearch } from '../property/property-search';
import { ListingImage } from './listing-image';
import { CarouselControls, CarouselTrack, usePhotoCarousel } from './photo-carousel';
import { Rating } from './rating';

const PHOTO_BOX = 'aspect-[20/19] w-full';

interface ListingCardProps {
  /** A summary; search results also bring their first photos for the carousel. */
  property: PropertySummary & { photos?: Photo[]; photoCount?: number };
  /** The first row loads at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The first card: its photo is the page's largest paint, fetched ahead of everything else. */
  priority?: boolean;
  /** Lit from elsewhere (its marker on the results map is under the pointer). */
  highlighted?: boolean;
  /** Pointer or keyboard focus entering (true) or leaving (false) the card. */
  onHoverChange?: (id: string, hovered: boolean) => void;
  /**
   * The search the card is a result of: the property page starts from its dates and party, and
   * its 'Back to listings' returns to these results.
   */
  linkSearch?: PropertySearch;
}

export function ListingCard({
  property,
  eager,
  priority,
  highlighted,
  onHoverChange,
  linkSearch,
}: ListingCardProps) {
  const { t } = useTranslation(['home', 'common']);
  const { formatPerUnit, withTax } = usePriceFormat();
  const subcategory = t(`common:categories.${property.subcategory}`);
  const photos = property.photos ?? [];
  const carousel = usePhotoCarousel(photos.length);
  const hasCarousel = photos.length > 1;
  const report = (hovered: boolean) => onHoverChange?.(property.id, hovered);

  return (
    <article
      className="group relative"
      data-testid="listing-card"
      data-highlighted={highlighted ? 'true' : undefined}
      onMouseEnter={() => {
        report(true);
        if (hasCarousel) carousel.arm();
      }}
      onMouseLeave={() => report(false)}
      onFocus={() => report(true)}
      onBlur={() => report(false)}
    >
      <Link
        to="/property/$id"
        params={{ id: property.id }}
        search={linkSearch}
        state={linkSearch ? FROM_RESULTS : undefined}
        className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-dark"
      >
        <div
          className={cn(
            'relative overflow-hidden rounded-xl transition-shadow',
            highlighted && 'ring-2 ring-neutral-900 ring-offset-2',
          )}
        >
          {hasCarousel ? (
            <CarouselTrack
              carousel={carousel}
              photos={photos}
              alt={property.title}
              subcategory={property.subcategory}
              eager={eager}
              priority={priority}
              fallbackLabel={t('home:card.noPhoto')}
              className={PHOTO_BOX}
            />
          ) : (
            <ListingImage
              photo={photos[0] ?? property.cover}
              alt={property.title}
              subcategory={property.subcategory}
              eager={eager}
              priority={priority}
              fallbackLabel={t('home:card.noPhoto')}
              className={cn(
                PHOTO_BOX,
                'transition-transform duration-300 group-hover:scale-[1.03]',
              )}
            />
          )}
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold shadow-sm">
            {subcategory}
          </span>
        </div>
        <div className="mt-3 grid grid-cols-[1fr_auto] gap-x-2 text-[15px] leading-5">
          <h3 className="truncate font-semibold" data-testid="listing-title">
            {property.title}
          </h3>
          <Rating rating={property.rating} className="text-sm" />
          <p className="col-span-2 truncate text-muted">{property.location}</p>
          <p className="col-span-2 text-muted">
            {t('home:card.guests', { count: property.maxGuests })}
          </p>
          <p className="col-span-2 mt-1.5" data-testid="listing-price">
            <span className="font-semibold">
              {formatPerUnit(property.price, property.priceUnit)}
            </span>
            {withTax ? (
              <span className="ml-1 text-sm text-muted">· {t('common:price.vatIncluded')}</span>
            ) : null}
          </p>
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside an <a> is invalid and would navigate. The
          layer covers the photo; only its buttons take the pointer. */}
      <div className={cn('pointer-events-none absolute inset-x-0 top-0', PHOTO_BOX)}>
        {hasCarousel ? <CarouselControls carousel={carousel} total={property.photoCount} /> : null}
        <WishlistHeart
          propertyId={property.id}
          propertyTitle={property.title}
          className="pointer-events-auto absolute top-2 right-2"
        />
      </div>
    </article>
  );
}
