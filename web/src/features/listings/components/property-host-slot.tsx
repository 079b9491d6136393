import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/ui/icons';

/**
 * INTEGRATION SLOT: stands where `HostCard` (web/src/features/hosts/components/host-card.tsx,
 * props `{ hostId }`) goes once it is merged; swap this component's body for
 * `<HostCard hostId={hostId} />`. Until then it links to the host's page.
 */
export function PropertyHostSlot({ hostId }: { hostId: string }) {
  const { t } = useTranslation('listing');
  return (
    <section className="border-b border-neutral-200 py-6" data-testid="property-host-slot">
      <a
        href={`/host/${encodeURIComponent(hostId)}`}
        className="inline-flex items-center gap-3 font-semibold hover:underline"
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-neutral-100">
          <UserIcon className="size-5" />
        </span>
        {t('meetHost')}
      </a>
    </section>
  );
}
