import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './field';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The visible text beside the box; it names the box unless `aria-label` says otherwise. */
  label: ReactNode;
  error?: string | undefined;
  /** Beside other content on one line (a table cell) rather than a form row. */
  inline?: boolean;
}

/** A checkbox (or, with `role="switch"`, a switch) inside its label, with its error. */
export function CheckboxField({
  label,
  error,
  inline,
  id,
  className,
  ...input
}: CheckboxFieldProps) {
  const generated = useId();
  const errorId = `${id ?? generated}-error`;
  return (
    <div className={className}>
      <label
        className={cn(
          'gap-2 text-neutral-800',
          inline ? 'inline-flex items-center' : 'flex items-start text-sm',
        )}
      >
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn('size-4 shrink-0', !inline && 'mt-1')}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
