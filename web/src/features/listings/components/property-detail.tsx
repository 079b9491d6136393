import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AMENITY_GROUPS, AMENITY_GROUP_IDS, REFUND_TIERS } from '@arrendo/contracts/web';
import type { Property } from '@arrendo/contracts/web';
import { BoltIcon, CheckIcon, ChevronLeftIcon, PawIcon } from '@/components/ui/icons';
import { usePageTitleText } from '@/lib/page-title';
import { usePriceFormat } from '@/features/preferences/use-price-format';
import { PropertyGallery } from './property-gallery';
import { Rating } from './rating';

export function PropertyDetail({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'common']);
  const { formatPerUnit, withTax, currency } = usePriceFormat();
  usePageTitleText(property.title);

  const mode = property.priceUnit;
  const amenityGroups = AMENITY_GROUP_IDS.map((group) => ({
    group,
    items: (AMENITY_GROUPS[group] as readonly string[]).filter((id) =>
      (property.amenities as readonly string[]).includes(id),
    ),
  })).filter((g) => g.items.length > 0);

  const facts = [
    t('listing:guests', { count: property.maxGuests }),
    property.bedrooms > 0 ? t('listing:bedrooms', { count: property.bedrooms }) : null,
    property.bathrooms > 0 ? t('listing:bathrooms', { count: property.bathrooms }) : null,
  ].filter(Boolean);

  return (
    <article className="mx-auto max-w-[1120px] px-5 pt-4 pb-24 md:px-10 md:pt-6">
      <Link
        to="/"
        search={{ type: mode }}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {t('listing:back')}
      </Link>

      <h1 className="mb-2 text-2xl font-semibold tracking-tight md:text-[26px]">
        {property.title}
      </h1>
      <p className="mb-5 flex flex-wrap items-center gap-x-2 text-sm">
        <Rating
          rating={property.rating}
          reviewCount={property.reviewCount}
          className="font-semibold"
        />
        <span aria-hidden="true">·</span>
        <span className="font-semibold underline">{property.location}</span>
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
            <p className="mt-1 text-muted">{facts.join(' · ')}</p>
            <p className="mt-3 inline-flex rounded-full bg-neutral-100 px-3 py-1 text-xs font-semibold">
              {t(`common:listingTypes.${property.listingType}`)} ·{' '}
              {t(`common:categories.${property.category}`)}
            </p>
          </section>

          {property.instantBook || property.petsAllowed ? (
            <section className="space-y-4 border-b border-neutral-200 py-6">
              {property.instantBook ? (
                <div className="flex gap-4">
                  <BoltIcon className="mt-0.5 size-6 shrink-0" />
                  <div>
                    <p className="font-semibold">{t('listing:instantBook')}</p>
                    <p className="text-sm text-muted">{t('listing:instantBookHint')}</p>
                  </div>
                </div>
              ) : null}
              {property.petsAllowed ? (
                <div className="flex gap-4">
                  <PawIcon className="mt-0.5 size-6 shrink-0" />
                  <p className="font-semibold">{t('listing:petsAllowed')}</p>
                </div>
              ) : null}
            </section>
          ) : null}

          <section className="border-b border-neutral-200 py-6">
            <h2 className="mb-3 text-xl font-semibold">{t('listing:about')}</h2>
            <p className="leading-7 whitespace-pre-line">{property.description}</p>
          </section>

          <section className="border-b border-neutral-200 py-6">
            <h2 className="mb-4 text-xl font-semibold">{t('listing:amenities')}</h2>
            {amenityGroups.length === 0 ? (
              <p className="text-muted">{t('listing:noAmenities')}</p>
            ) : (
              <div className="grid gap-6 sm:grid-cols-2">
                {amenityGroups.map(({ group, items }) => (
                  <div key={group}>
                    <h3 className="mb-2 text-sm font-semibold text-muted">
                      {t(`common:amenityGroups.${group}`)}
                    </h3>
                    <ul className="space-y-2">
                      {items.map((id) => (
                        <li key={id} className="flex items-center gap-3">
                          <CheckIcon className="size-4 shrink-0 text-muted" />
                          {t(`common:amenities.${id}`)}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </section>

          <section className="py-6">
            <h2 className="mb-2 text-xl font-semibold">
              {t('listing:refundPolicy')}: {t(`common:refundPolicies.${property.refundPolicy}`)}
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-muted">
              {REFUND_TIERS[property.refundPolicy].map((tier) => (
                <li key={tier.daysBefore}>
                  {t('listing:refundTier', {
                    count: tier.daysBefore,
                    days: tier.daysBefore,
                    percent: tier.percent,
                  })}
                </li>
              ))}
              <li>{t('listing:refundNone')}</li>
            </ul>
          </section>
        </div>

        <aside className="md:sticky md:top-28 md:self-start">
          <div className="rounded-2xl border border-neutral-200 p-6 shadow-[0_6px_16px_rgba(0,0,0,0.12)]">
            <p className="text-2xl font-semibold" data-testid="property-price">
              {formatPerUnit(property.price, property.priceUnit)}
            </p>
            <p className="mt-1 text-sm text-muted">
              {withTax ? t('common:price.vatIncluded') : t('common:price.beforeTaxes')} ·{' '}
              {t('listing:priceIn', { currency })}
            </p>
            <div className="mt-4 flex items-center justify-between border-t border-neutral-200 pt-4 text-sm">
              <Rating rating={property.rating} reviewCount={property.reviewCount} />
              <span className="text-muted">{t(`common:listingTypes.${property.listingType}`)}</span>
            </div>
          </div>
        </aside>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between border-t border-neutral-200 bg-white px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:hidden">
        <div>
          <p className="font-semibold">{formatPerUnit(property.price, property.priceUnit)}</p>
          <p className="text-xs text-muted">
            {withTax ? t('common:price.vatIncluded') : t('common:price.beforeTaxes')}
          </p>
        </div>
        <Rating rating={property.rating} className="text-sm" />
      </div>
    </article>
  );
}
