import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy } from './described-by';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  /** Also the id the error summary links to. */
  id: string;
  label: string;
  hint?: string;
  /** The translated message, shown by the field with a visually hidden "Error:" prefix. */
  error?: string;
  errorPrefix: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and inline error wired for screen readers (house style, Forms). */
export function TextField({ id, label, hint, error, errorPrefix, ref, ...input }: TextFieldProps) {
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
      <input
        ref={ref}
        id={id}
        className="lf-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </div>
  );
}
