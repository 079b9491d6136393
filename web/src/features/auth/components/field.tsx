import { useId, type ComponentProps, type ReactNode } from 'react';

export const inputClass =
  'w-full rounded-lg border border-neutral-300 px-3 py-3 text-base outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900 aria-[invalid=true]:border-red-600 read-only:bg-neutral-100 disabled:bg-neutral-100';

export const primaryButtonBase =
  'rounded-lg bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 disabled:cursor-not-allowed disabled:opacity-50';

export const primaryButtonClass = `w-full ${primaryButtonBase}`;

export const linkButtonClass =
  'font-semibold text-neutral-900 underline underline-offset-2 hover:text-neutral-600 disabled:cursor-not-allowed disabled:text-neutral-400 disabled:no-underline';

// React 19 passes `ref` as a prop, so react-hook-form's register() reaches the <input>.
interface FieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's box on the right (the show/hide toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its error and hint wired to aria-describedby. */
export function Field({ label, error, hint, trailing, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} ${trailing ? 'pr-24' : ''}`}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
