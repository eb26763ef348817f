import type { InputHTMLAttributes } from 'react';
import { FieldsetShell } from './fieldset-shell';

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'>;

export interface RadiosFieldProps {
  /** The first radio's id: the error summary links to it. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  options: readonly { value: string; label: string }[];
  /** The radios' shared input props (name, onChange, ref ... from the form library). */
  input: RadioProps;
}

/** A short choice as radios in a fieldset (GOV.UK radios): every option visible at once. */
export function RadiosField({
  id,
  legend,
  hint,
  error,
  errorPrefix,
  options,
  input,
}: RadiosFieldProps) {
  return (
    <FieldsetShell
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      errorPrefix={errorPrefix}
      className="lf-radios"
    >
      <div className="lf-radios__items">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value} className="lf-radios__item">
              <input id={optionId} type="radio" value={option.value} {...input} />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </FieldsetShell>
  );
}
