import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListingSummary } from '@arrendo/contracts/web';
import { buttonClass } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { ListingCover } from '@/features/manage-listings/components/listing-cover';
import { StatusBadge } from '@/features/manage-listings/components/status-badge';
import { editListingHref } from '@/features/manage-listings/use-listing-actions';

const HEADING_ID = 'host-dashboard-properties';

/**
 * 'Your Properties' (spec 2.13): each of the host's listings, opening its public page once it is
 * published and its editor before; 'Add New' and the empty state start a new listing.
 */
export function PropertiesList({ listings }: { listings: readonly ListingSummary[] }) {
  const { t } = useTranslation('host-dashboard');
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="rounded-xl border border-neutral-200 p-4 md:p-5"
    >
      <header className="mb-3 flex items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          {t('properties.title')}
        </h2>
        {listings.length > 0 ? (
          <Link
            to="/create-listing"
            className={buttonClass({ variant: 'outline', size: 'sm' }) + ' whitespace-nowrap'}
          >
            {t('properties.addNew')}
          </Link>
        ) : null}
      </header>
      {listings.length === 0 ? (
        <EmptyProperties />
      ) : (
        <ul aria-labelledby={HEADING_ID} className="divide-y divide-neutral-200">
          {listings.map((listing) => (
            <PropertyItem key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EmptyProperties() {
  const { t } = useTranslation('host-dashboard');
  return (
    <div className="py-8 text-center">
      <p className="text-base font-semibold">{t('properties.empty.title')}</p>
      <p className="mt-1 text-sm text-muted">{t('properties.empty.body')}</p>
      <Link to="/create-listing" className={buttonClass() + ' mt-5'}>
        {t('properties.empty.create')}
      </Link>
    </div>
  );
}

function PropertyItem({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('host-dashboard');
  const name = listing.title?.trim() || t('properties.untitled');
  const published = listing.status === 'published';
  const titleClass = 'block truncate font-semibold hover:underline';
  return (
    <li aria-label={name} className="flex items-center gap-3 py-3">
      <ListingCover cover={listing.cover} className="size-14 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        {/* A draft has no public page yet: its title opens the editor instead. */}
        {published ? (
          <Link to="/property/$id" params={{ id: listing.id }} className={titleClass}>
            {name}
          </Link>
        ) : (
          <PathLink href={editListingHref(listing.id)} className={titleClass}>
            {name}
          </PathLink>
        )}
        {listing.location ? (
          <p className="truncate text-sm text-muted">{listing.location}</p>
        ) : null}
        <div className="mt-1">
          <StatusBadge status={listing.status} />
        </div>
      </div>
      {published ? (
        <PathLink
          href={editListingHref(listing.id)}
          aria-label={t('properties.editLabel', { title: name })}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
        >
          {t('properties.edit')}
        </PathLink>
      ) : null}
    </li>
  );
}
