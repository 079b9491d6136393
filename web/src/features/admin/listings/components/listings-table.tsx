import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AdminListingRow } from '@arrendo/contracts/web';
import { ListingStateText } from './listing-state';

/** The listings found, newest first, each linking to its own admin page. */
export function ListingsTable({ listings }: { listings: AdminListingRow[] }) {
  const { t, i18n } = useTranslation('admin-listings');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('list.caption')}</caption>
      <thead className="border-b border-neutral-300">
        <tr>
          <th scope="col" className="py-2 pr-4">
            {t('columns.title')}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t('columns.city')}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t('columns.type')}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t('columns.state')}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t('columns.price')}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t('columns.created')}
          </th>
        </tr>
      </thead>
      <tbody>
        {listings.map((listing) => (
          <tr
            key={listing.id}
            className="border-b border-neutral-100"
            data-testid="admin-listing-row"
          >
            <td className="py-2 pr-4">
              <Link
                to="/admin/listings/$listingId"
                params={{ listingId: listing.id }}
                className="underline hover:text-brand-dark"
              >
                {listing.title?.trim() || t('list.untitled')}
              </Link>
            </td>
            <td className="py-2 pr-4">{listing.city || t('list.none')}</td>
            <td className="py-2 pr-4">
              {listing.listingType ? t(`types.${listing.listingType}`) : t('list.none')}
            </td>
            <td className="py-2 pr-4">
              <ListingStateText listing={listing} />
            </td>
            <td className="py-2 pr-4">
              {listing.price ? formatMoney(listing.price, i18n.language) : t('list.none')}
            </td>
            <td className="py-2 pr-4">{dateFormat.format(new Date(listing.createdAt))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
