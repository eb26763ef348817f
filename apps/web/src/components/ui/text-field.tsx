import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy } from './described-by';
import { FieldShell } from './field-shell';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  /** Also the id the error summary links to. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and inline error wired for screen readers. */
export function TextField({ id, label, hint, error, errorPrefix, ref, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix}>
      <input
        ref={ref}
        id={id}
        className="lf-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldShell>
  );
}
