import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons/star';
import { cn } from '@/components/ui/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One to five stars as a radio group (a fieldset with its legend): arrow keys move between the
 * stars, each radio says its value to screen readers, and the stars fill up to the choice.
 */
export function StarInput({
  legend,
  value,
  onChange,
  name,
  error,
}: {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  name: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('reviews');
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-wrap items-center justify-between gap-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="float-left text-sm font-semibold">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{t('stars', { count: n })}</span>
            <StarIcon
              aria-hidden="true"
              className={cn(
                'size-6',
                value !== null && n <= value ? 'text-ink' : 'text-neutral-300',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
