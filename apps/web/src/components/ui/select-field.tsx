import type { Ref, SelectHTMLAttributes } from 'react';
import { describedBy } from './described-by';

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
    <div className={error ? 'lf-field lf-field--error' : 'lf-field'}>
      <label htmlFor={id} className="lf-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="lf-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="lf-error-message">
          <span className="lf-visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
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
    </div>
  );
}
