import { useTranslation } from 'react-i18next';
import type { AmenityId } from '@arrendo/contracts/web';

interface AmenityRowProps {
  id: AmenityId;
  checked: boolean;
  onToggle(id: AmenityId): void;
}

/** One amenity: a 48 px row (spec §9) with its checkbox. */
export function AmenityRow({ id, checked, onToggle }: AmenityRowProps) {
  const { t } = useTranslation('common');
  return (
    <li>
      <label className="flex h-12 cursor-pointer items-center justify-between gap-4 text-base">
        <span>{t(`amenities.${id}`)}</span>
        <input
          type="checkbox"
          className="size-5 accent-neutral-900"
          checked={checked}
          data-testid={`amenity-${id}`}
          onChange={() => onToggle(id)}
        />
      </label>
    </li>
  );
}
