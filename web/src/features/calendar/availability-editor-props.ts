import type { ListingType } from '@arrendo/contracts/web';

export interface AvailabilityEditorProps {
  propertyId: string;
  listingType: ListingType;
  /** Compact layout inside the wizard step; full page on /manage-listings/{id}/availability. */
  variant: 'wizard' | 'page';
}
