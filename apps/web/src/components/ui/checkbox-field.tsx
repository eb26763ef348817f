import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './described-by';

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
    <div className={error ? 'lf-field lf-field--error' : 'lf-field'}>
      {error ? (
        <p id={`${id}-error`} className="lf-error-message">
          <span className="lf-visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
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
    </div>
  );
}
