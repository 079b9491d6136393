import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformanceListing } from '@arrendo/contracts/web';

/** A listing's title, or 'Untitled listing' for one whose title was cleared. */
export function useListingName() {
  const { t } = useTranslation('host-performance');
  return useCallback(
    (listing: Pick<PerformanceListing, 'title'>) => listing.title?.trim() || t('listing.untitled'),
    [t],
  );
}
