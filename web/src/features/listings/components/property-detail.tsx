import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_CATEGORY, type Property } from '@arrendo/contracts/web';
import { BoltIcon } from '@/components/ui/icons/bolt';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { openedFromResults, type PropertySearch } from '../property/property-search';
import { usePropertyMeta } from '../property/use-property-meta';
import { useRecordView } from '../property/use-record-view';
import { PropertyAmenities } from './property-amenities';
import { PropertyDescription } from './property-description';
import { PropertyFacts } from './property-facts';
import { PropertyGallery } from './property-gallery';
import { PropertyHostSlot } from './property-host-slot';
import { PropertyLocation } from './property-location';
import { PropertyCancellationPolicy, PropertyHouseRules } from './property-policies';
import { Rating } from './rating';
import { ReservationPanel } from './reservation-panel';
import { WishlistHeart } from '@/features/wishlists/components/wishlist-heart';
import {
  PROPERTY_REVIEWS_ID,
  PropertyReviews,
} from '@/features/reviews/components/property-reviews';

/** Shown to the host (or an admin) looking at a listing guests cannot see. */
function PreviewBanner() {
  const { t } = useTranslation('listing');
  return (
    <p
      role="status"
      data-testid="preview-banner"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      {t('previewBanner')}
    </p>
  );
}

export function PropertyDetail({
  property,
  context,
}: {
  property: Property;
  /** The search the page was opened from, if any: the panel starts from it. */
  context?: PropertySearch;
}) {
  const { t } = useTranslation(['listing', 'common']);
  usePropertyMeta(property);
  useRecordView(property.id, property.status === 'published');
  const router = useRouter();
  const fromResults = useRouterState({ select: (s) => openedFromResults(s.location.state) });

  return (
    <article className="mx-auto max-w-[1120px] px-5 pt-4 pb-28 md:px-10 md:pt-6 md:pb-16">
      {property.status !== 'published' ? <PreviewBanner /> : null}
      <Link
        to="/"
        search={{ type: property.priceUnit }}
        onClick={(e) => {
          // Opened from the results: back to them, where the guest left them.
          if (!fromResults) return;
          e.preventDefault();
          router.history.back();
        }}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {t('listing:back')}
      </Link>

      <div className="mb-2 flex items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight md:text-[26px]">{property.title}</h1>
        <WishlistHeart
          propertyId={property.id}
          propertyTitle={property.title}
          className="shrink-0"
        />
      </div>
      <p className="mb-5 flex flex-wrap items-center gap-x-2 text-sm">
        {property.reviewCount > 0 ? (
          <a
            href={`#${PROPERTY_REVIEWS_ID}`}
            className="underline-offset-2 hover:underline"
            data-testid="rating-link"
          >
            <Rating
              rating={property.rating}
              reviewCount={property.reviewCount}
              className="font-semibold"
            />
          </a>
        ) : (
          <Rating
            rating={property.rating}
            reviewCount={property.reviewCount}
            className="font-semibold"
          />
        )}
        <span aria-hidden="true">·</span>
        <span className="font-semibold">{property.location}</span>
      </p>

      <PropertyGallery property={property} />

      <div className="mt-8 grid gap-12 md:grid-cols-[1fr_360px]">
        <div className="min-w-0">
          <section className="border-b border-neutral-200 pb-6">
            <h2 className="text-xl font-semibold">
              {t('listing:inCity', {
                type: t(`common:categories.${property.subcategory}`),
                location: property.city || property.location,
              })}
            </h2>
            <PropertyFacts property={property} />
            <p className="mt-3 inline-flex rounded-full bg-neutral-100 px-3 py-1 text-xs font-semibold">
              {[
                t(`common:listingTypes.${property.listingType}`),
                // A home's category is always 'stay' (decision 0032): its stay type says it all.
                property.category === HOME_CATEGORY
                  ? null
                  : t(`common:categories.${property.category}`),
                t(`common:categories.${property.subcategory}`),
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </p>
          </section>

          <PropertyHostSlot hostId={property.hostId} listingId={property.id} />

          {property.instantBook ? (
            <section className="flex gap-4 border-b border-neutral-200 py-6">
              <BoltIcon className="mt-0.5 size-6 shrink-0" />
              <div>
                <p className="font-semibold">{t('listing:instantBook')}</p>
                <p className="text-sm text-muted">{t('listing:instantBookHint')}</p>
              </div>
            </section>
          ) : null}

          <PropertyDescription text={property.description} />
          <PropertyAmenities property={property} />
          <PropertyHouseRules property={property} />
          <PropertyCancellationPolicy property={property} />
          <PropertyReviews propertyId={property.id} reviewCount={property.reviewCount} />
        </div>

        <ReservationPanel property={property} context={context} />
      </div>

      <PropertyLocation property={property} />
    </article>
  );
}
