import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** The look of every text-like control: input, select, textarea. */
export const controlClass =
  'w-full rounded-lg border border-neutral-300 px-3 py-3 text-base outline-none focus:border-neutral-900 focus:ring-2 focus:ring-brand-dark aria-[invalid=true]:border-red-600 read-only:bg-neutral-100 disabled:bg-neutral-100';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The control's id; one is generated when absent. */
  id?: string | undefined;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}

/**
 * A label, a control, its error and its hint, wired for assistive technology: the label names
 * the control, `aria-describedby` reads the error and the hint, `aria-invalid` marks errors.
 */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      <FieldError id={errorId} message={error} />
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One field's error; give it the id the control's `aria-describedby` names. */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** A form-level failure (the server said no, the network is down), above the submit button. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
