import { HostCard } from '@/features/hosts/components/host-card';
import { ContactHostButton } from '@/features/messages/components/contact-host-button';

/**
 * The host card under the listing's facts, with 'Contact host' (issue 28), and the section rule
 * the page's sections share.
 */
export function PropertyHostSlot({ hostId, listingId }: { hostId: string; listingId: string }) {
  return (
    <div className="border-b border-neutral-200" data-testid="property-host-slot">
      <HostCard hostId={hostId} />
      <ContactHostButton listingId={listingId} hostId={hostId} />
    </div>
  );
}
