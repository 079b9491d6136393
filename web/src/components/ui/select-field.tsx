import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClass } from './field';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled native select (its options are the children) with its error and hint. */
export function SelectField({ label, error, hint, id, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <select {...control} className={controlClass} {...select} />}
    </Field>
  );
}
