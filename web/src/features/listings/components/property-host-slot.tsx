import { HostCard } from '@/features/hosts/components/host-card';

/** The host card under the listing's facts, with the section rule the page's sections share. */
export function PropertyHostSlot({ hostId }: { hostId: string }) {
  return (
    <div className="border-b border-neutral-200" data-testid="property-host-slot">
      <HostCard hostId={hostId} />
    </div>
  );
}
