import type { ReactNode } from 'react';
import { describedBy } from './described-by';
import { FieldMessages } from './field-messages';

/**
 * A group of controls answering one question (a date's parts, radios): a fieldset whose legend is
 * the question, with the hint and error the group's aria-describedby points at.
 */
export function FieldsetShell({
  id,
  legend,
  hint,
  error,
  errorPrefix,
  className,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'lf-field lf-field--error' : 'lf-field'}>
      <fieldset className={className} aria-describedby={describedBy(id, hint, error)}>
        <legend className="lf-label">{legend}</legend>
        <FieldMessages id={id} hint={hint} error={error} errorPrefix={errorPrefix} />
        {children}
      </fieldset>
    </div>
  );
}
