import { useTranslation } from 'react-i18next';
import { AMENITY_GROUPS, AMENITY_GROUP_IDS } from '@arrendo/contracts/web';
import type { AmenityGroupId, AmenityId } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { AmenityRow } from './amenity-row';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';

interface AmenityListsProps {
  chosen: readonly AmenityId[];
  onToggle(id: AmenityId): void;
}

/** The Amenities tab: every group as its own scrolling list (at most 300 px high, spec §9). */
export function AmenityLists({ chosen, onToggle }: AmenityListsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="space-y-6">
      {AMENITY_GROUP_IDS.map((group) => (
        <section key={group} aria-labelledby={`amenity-group-${group}`}>
          <h3 id={`amenity-group-${group}`} className="mb-1 text-base font-semibold">
            {t(`amenityGroups.${group}`)}
          </h3>
          <ul className="max-h-[300px] overflow-y-auto pr-1" data-testid={`amenity-list-${group}`}>
            {AMENITY_GROUPS[group].map((id) => (
              <AmenityRow key={id} id={id} checked={chosen.includes(id)} onToggle={onToggle} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Spec §2.11: the preview shows the first three groups; Essentials shows 4 items, others 2. */
export const PREVIEW_GROUPS = AMENITY_GROUP_IDS.slice(0, 3);
export function previewSize(group: AmenityGroupId): number {
  return group === 'essentials' ? 4 : 2;
}

interface AmenityPreviewProps extends AmenityListsProps {
  expanded: readonly AmenityGroupId[];
  onToggleGroup(group: AmenityGroupId): void;
}

/** The All filters tab's popular amenities: collapsible groups with their first few items. */
export function AmenityPreview({ chosen, onToggle, expanded, onToggleGroup }: AmenityPreviewProps) {
  const { t } = useTranslation('common');
  const { t: tf } = useTranslation('filters');
  return (
    <div className="divide-y divide-neutral-200">
      {PREVIEW_GROUPS.map((group) => {
        const open = expanded.includes(group);
        const name = t(`amenityGroups.${group}`);
        return (
          <div key={group} data-testid={`amenity-preview-${group}`}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`amenity-preview-list-${group}`}
              aria-label={tf(open ? 'amenities.collapse' : 'amenities.expand', { group: name })}
              onClick={() => onToggleGroup(group)}
              className="flex h-12 w-full items-center justify-between text-left text-base font-medium focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {name}
              <ChevronDownIcon
                className={cn('size-4 transition-transform', open && 'rotate-180')}
              />
            </button>
            {open ? (
              <ul id={`amenity-preview-list-${group}`}>
                {AMENITY_GROUPS[group].slice(0, previewSize(group)).map((id) => (
                  <AmenityRow key={id} id={id} checked={chosen.includes(id)} onToggle={onToggle} />
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
