import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Field, controlClass } from './field';

// React 19 passes `ref` as a prop, so react-hook-form's register() reaches the <input>.
export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's box on the right (the password show/hide toggle). */
  trailing?: ReactNode;
}

/** A labelled input (text, email, date, tel, url, search…) with its error and hint. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input {...control} className={cn(controlClass, trailing ? 'pr-24' : null)} {...input} />
          {trailing ? (
            <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
