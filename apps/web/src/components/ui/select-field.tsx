import type { Ref, SelectHTMLAttributes } from 'react';
import { describedBy } from './described-by';
import { FieldShell } from './field-shell';

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  errorPrefix,
  placeholder,
  options,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix}>
      <select
        ref={ref}
        id={id}
        className="lf-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
