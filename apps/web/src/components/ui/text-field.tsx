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
  /** Shown before the input, e.g. the currency of a money field (the label names the amount). */
  prefix?: string;
  /** Or shown after it, where the language writes the currency after the amount ("2000 zł"). */
  suffix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and inline error wired for screen readers. */
export function TextField({
  id,
  label,
  hint,
  error,
  errorPrefix,
  prefix,
  suffix,
  ref,
  ...input
}: TextFieldProps) {
  const control = (
    <input
      ref={ref}
      id={id}
      className="lf-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      {...input}
    />
  );
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix}>
      {prefix || suffix ? (
        <div className="lf-input-affix">
          {suffix ? control : null}
          <span className="lf-input-affix__unit" aria-hidden="true">
            {prefix || suffix}
          </span>
          {suffix ? null : control}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
}
