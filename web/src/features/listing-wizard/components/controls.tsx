import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishProblem } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { FieldError } from '@/components/ui/field';
import { problemText } from '../problem-text';
import { problemsForStep } from '../steps';
import { useWizard } from '../wizard-context';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Next and Back are disabled while the step saves, which drops their focus: a keyboard or a
  // screen reader goes on from the new step's heading instead of the top of the page.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-2xl font-semibold tracking-tight outline-none md:text-3xl"
      data-testid="step-heading"
    >
      {children}
    </h2>
  );
}

/** The problems a refused publish found on this step, or this step's problems on a saved draft. */
export function StepProblems() {
  const { t } = useTranslation('wizard');
  const { problems, step } = useWizard();
  const mine = problemsForStep(problems, step);
  if (mine.length === 0) return null;
  return (
    <div role="alert" data-testid="step-problems" className="rounded-lg bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{t('problems.title')}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {mine.map((p) => (
          <li key={`${p.field}-${p.code}`}>{problemText(t, p)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Looks up a field's publish problem on the current step, in the interface language. */
export function useProblemFor(): (field: string) => string | undefined {
  const { t } = useTranslation('wizard');
  const { problems, step } = useWizard();
  const mine = problemsForStep(problems, step);
  return (field) => {
    const found: PublishProblem | undefined = mine.find((p) => p.field === field);
    return found ? problemText(t, found) : undefined;
  };
}

export interface CounterProps {
  id: string;
  label: string;
  value: number | null;
  min: number;
  max: number;
  onChange(value: number): void;
  error?: string | undefined;
}

/** A number with − and + buttons; the input itself can be typed in too. */
export function Counter({ id, label, value, min, max, onChange, error }: CounterProps) {
  const { t } = useTranslation('wizard');
  const current = value ?? 0;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-neutral-200 py-3">
      <label htmlFor={id} className="text-base">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={cn(
            'h-9 w-9 rounded-full border border-neutral-400 text-lg disabled:opacity-40',
            focusRing,
          )}
          aria-label={t('details.decrease', { label })}
          disabled={value !== null && current <= min}
          onClick={() => onChange(Math.max(min, value === null ? min : current - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          className="w-16 rounded border border-neutral-300 px-2 py-1 text-center aria-[invalid=true]:border-red-600"
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            if (Number.isFinite(n)) onChange(Math.min(max, Math.max(min, n)));
          }}
        />
        <button
          type="button"
          className={cn(
            'h-9 w-9 rounded-full border border-neutral-400 text-lg disabled:opacity-40',
            focusRing,
          )}
          aria-label={t('details.increase', { label })}
          disabled={current >= max}
          onClick={() => onChange(Math.min(max, value === null ? Math.max(min, 1) : current + 1))}
        >
          +
        </button>
      </div>
      <div className="w-full">
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
}

export interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}

/** A radio button drawn as a card; the native input keeps arrow keys and screen readers working. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  title,
  description,
  icon,
  testId,
}: RadioCardProps) {
  return (
    <label
      data-testid={testId}
      className={cn(
        'flex cursor-pointer gap-3 rounded-xl border-2 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neutral-900',
        checked
          ? 'border-neutral-900 bg-neutral-50'
          : 'border-neutral-200 hover:border-neutral-400',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      {icon ? (
        <span aria-hidden="true" className="shrink-0 [&_svg]:size-7">
          {icon}
        </span>
      ) : null}
      <span className="flex flex-col">
        <span className="font-semibold">{title}</span>
        {description ? <span className="text-sm text-neutral-600">{description}</span> : null}
      </span>
    </label>
  );
}

export interface ToggleChipProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

/** A checkbox drawn as a chip. */
export function ToggleChip({ checked, onChange, label, icon, disabled }: ToggleChipProps) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neutral-900',
        checked ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 bg-white',
        disabled && !checked ? 'cursor-not-allowed opacity-50' : null,
      )}
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        disabled={disabled && !checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {label}
    </label>
  );
}
