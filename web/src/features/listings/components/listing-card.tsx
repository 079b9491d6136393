import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PropertySummary } from '@arrendo/contracts/web';
import { usePriceFormat } from '@/features/preferences/use-price-format';
import { WishlistHeart } from '@/features/wishlists/components/wishlist-heart';
import { ListingImage } from './listing-image';
import { Rating } from './rating';

interface ListingCardProps {
  property: PropertySummary;
  /** The first row loads at once; the rest wait until scrolled near. */
  eager?: boolean;
}

export function ListingCard({ property, eager }: ListingCardProps) {
  const { t } = useTranslation(['home', 'common']);
  const { formatPerUnit, withTax } = usePriceFormat();
  const subcategory = t(`common:categories.${property.subcategory}`);

  return (
    <article className="group relative" data-testid="listing-card">
      <Link
        to="/property/$id"
        params={{ id: property.id }}
        className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-neutral-900"
      >
        <div className="relative overflow-hidden rounded-xl">
          <ListingImage
            photo={property.cover}
            alt={property.title}
            subcategory={property.subcategory}
            eager={eager}
            fallbackLabel={t('home:card.noPhoto')}
            className="aspect-[20/19] w-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
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
      {/* Beside the link, not in it: a button inside an <a> is invalid and would navigate. */}
      <WishlistHeart
        propertyId={property.id}
        propertyTitle={property.title}
        className="absolute top-2 right-2"
      />
    </article>
  );
}
