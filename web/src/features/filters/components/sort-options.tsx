import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SortValue } from '@arrendo/contracts/web';

/** 'recommended' first (decisions.md), then the spec's four orders. */
export const SORT_OPTIONS = SortValue.options;

interface SortOptionsProps {
  value: SortValue;
  onPick(sort: SortValue): void;
  /** The All filters tab previews the first two. */
  limit?: number;
  legend: string;
}

/** Radio buttons; picking one, even the current one, enables Show results (spec §4). */
export function SortOptions({ value, onPick, limit, legend }: SortOptionsProps) {
  const { t } = useTranslation('common');
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      {SORT_OPTIONS.slice(0, limit).map((option) => (
        <label
          key={option}
          className="flex h-12 cursor-pointer items-center justify-between gap-4 text-base"
        >
          <span>{t(`sort.${option}`)}</span>
          <input
            type="radio"
            name={name}
            value={option}
            className="size-5 accent-neutral-900"
            checked={value === option}
            data-testid={`sort-${option}`}
            onChange={() => onPick(option)}
            onClick={() => onPick(option)}
          />
        </label>
      ))}
    </fieldset>
  );
}
