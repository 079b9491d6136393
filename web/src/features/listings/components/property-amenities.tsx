import { useTranslation } from 'react-i18next';
import { AMENITY_GROUPS, AMENITY_GROUP_IDS } from '@arrendo/contracts/web';
import type { Property } from '@arrendo/contracts/web';
import { useLazyModal } from '@/components/ui/lazy-modal';
import { CheckIcon } from '@/components/ui/icons/check';
import { PawIcon } from '@/components/ui/icons/paw';

/** How many amenities the page lists before "Show all". */
const PREVIEW = 10;
const PETS = 'pets-allowed';

/** The listing's amenities by group; pets follow `petsAllowed`, the one source of truth. */
export function amenityGroupsOf(property: Property) {
  const has = new Set<string>(property.amenities);
  if (property.petsAllowed) has.add(PETS);
  else has.delete(PETS);
  return AMENITY_GROUP_IDS.map((group) => ({
    group,
    items: (AMENITY_GROUPS[group] as readonly string[]).filter((id) => has.has(id)),
  })).filter((g) => g.items.length > 0);
}

function AmenityItem({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const Icon = id === PETS ? PawIcon : CheckIcon;
  return (
    <li className="flex items-center gap-3">
      <Icon className="size-4 shrink-0 text-muted" />
      {t(`amenities.${id}`)}
    </li>
  );
}

export function PropertyAmenities({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'common']);
  const groups = amenityGroupsOf(property);
  const all = groups.flatMap((g) => g.items);
  const { trigger, modal } = useLazyModal();
  return (
    <section className="border-b border-neutral-200 py-6" data-testid="amenities">
      <h2 className="mb-4 text-xl font-semibold">{t('listing:amenities')}</h2>
      {all.length === 0 ? (
        <p className="text-muted">{t('listing:noAmenities')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {all.slice(0, PREVIEW).map((id) => (
            <AmenityItem key={id} id={id} />
          ))}
        </ul>
      )}
      {!property.petsAllowed ? (
        <p className="mt-3 text-sm text-muted">{t('listing:noPets')}</p>
      ) : null}
      {all.length > 0 ? (
        <>
          <button
            {...trigger}
            className="mt-5 rounded-lg border border-neutral-900 px-5 py-2.5 font-semibold hover:bg-neutral-50"
          >
            {t('listing:showAllAmenities', { count: all.length })}
          </button>
          {modal(
            t('listing:amenities'),
            t('common:preferences.close'),
            <div className="space-y-6" data-testid="amenities-dialog">
              {groups.map(({ group, items }) => (
                <div key={group}>
                  <h3 className="mb-3 font-semibold">{t(`common:amenityGroups.${group}`)}</h3>
                  <ul className="space-y-3">
                    {items.map((id) => (
                      <AmenityItem key={id} id={id} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>,
          )}
        </>
      ) : null}
    </section>
  );
}
