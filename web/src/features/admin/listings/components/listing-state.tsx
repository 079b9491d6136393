import { useTranslation } from 'react-i18next';
import type { AdminListingRow } from '@arrendo/contracts/web';

/** The state an admin reads first: an admin's unlisting over the host's own state. */
function listingStateOf(listing: AdminListingRow) {
  return listing.adminUnlist ? 'unlisted_by_admin' : listing.status;
}

/** The state as words, with the host's suspension beside it when it hides the listing. */
export function ListingStateText({ listing }: { listing: AdminListingRow }) {
  const { t } = useTranslation('admin-listings');
  return (
    <span data-testid="admin-listing-state">
      {t(`states.${listingStateOf(listing)}`)}
      {listing.hostSuspended ? ` · ${t('states.hostSuspended')}` : null}
    </span>
  );
}
