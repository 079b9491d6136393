import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@arrendo/contracts/web';
import { CloseIcon } from '@/components/ui/icons/close';
import { ListingImage } from '@/features/listings/components/listing-image';
import { FROM_RESULTS, type PropertySearch } from '@/features/listings/property/property-search';
import { Rating } from '@/features/listings/components/rating';
import { usePriceFormat } from '@/features/preferences/use-price-format';

/** The result behind a clicked price marker, linking to its page. */
export function MiniCard({
  hit,
  linkSearch,
  onClose,
}: {
  hit: SearchHit;
  /** The searched dates and party, for the property page to start from. */
  linkSearch?: PropertySearch;
  onClose: () => void;
}) {
  const { t } = useTranslation('home');
  const { formatPerUnit } = usePriceFormat();
  return (
    <div
      data-testid="map-mini-card"
      className="absolute inset-x-3 bottom-24 z-10 lg:bottom-3 mx-auto max-w-sm overflow-hidden rounded-xl bg-white shadow-xl"
    >
      <Link
        to="/property/$id"
        params={{ id: hit.id }}
        search={linkSearch}
        state={FROM_RESULTS}
        className="flex gap-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-dark"
      >
        <ListingImage
          photo={hit.cover}
          alt={hit.title}
          subcategory={hit.subcategory}
          sizes="112px"
          fallbackLabel={t('card.noPhoto')}
          className="h-28 w-28 shrink-0"
        />
        <div className="min-w-0 py-3 pr-10 text-sm">
          <p className="truncate font-semibold">{hit.title}</p>
          <p className="truncate text-muted">{hit.location}</p>
          <Rating rating={hit.rating} reviewCount={hit.reviewCount} className="mt-1" />
          <p className="mt-1 font-semibold">{formatPerUnit(hit.price, hit.priceUnit)}</p>
        </div>
      </Link>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('map.close')}
        className="absolute top-2 right-2 rounded-full bg-white/90 p-1.5 shadow hover:bg-neutral-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** The results of a cluster that no zoom can part (one spot): each opens its mini card. */
export function ClusterList({
  hits,
  onChoose,
  onClose,
}: {
  hits: SearchHit[];
  onChoose: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('home');
  const { formatPerUnit } = usePriceFormat();
  return (
    <div
      data-testid="map-cluster-list"
      className="absolute inset-x-3 bottom-24 z-10 mx-auto max-h-64 max-w-sm overflow-y-auto rounded-xl bg-white py-2 shadow-xl lg:bottom-3"
    >
      <p className="px-4 pt-1 pb-2 pr-10 text-sm font-semibold">
        {t('map.clusterList', { count: hits.length })}
      </p>
      <ul>
        {hits.map((hit) => (
          <li key={hit.id}>
            <button
              type="button"
              onClick={() => onChoose(hit.id)}
              className="flex w-full justify-between gap-3 px-4 py-2 text-left text-sm hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-dark"
            >
              <span className="truncate">{hit.title}</span>
              <span className="shrink-0 font-semibold">
                {formatPerUnit(hit.price, hit.priceUnit)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('map.close')}
        className="absolute top-2 right-2 rounded-full bg-white/90 p-1.5 shadow hover:bg-neutral-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
