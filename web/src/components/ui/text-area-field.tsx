import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClass } from './field';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line text box with its error and hint. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...control} className={controlClass} {...textarea} />}
    </Field>
  );
}
