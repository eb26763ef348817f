import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './described-by';
import { FieldShell } from './field-shell';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'aria-invalid'
> {
  id: string;
  label: ReactNode;
  error?: string;
  errorPrefix: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  id,
  label,
  error,
  errorPrefix,
  ref,
  ...input
}: CheckboxFieldProps) {
  return (
    <FieldShell id={id} error={error} errorPrefix={errorPrefix}>
      <div className="lf-checkbox">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </FieldShell>
  );
}
