import type { ReactNode } from 'react';
import { FieldMessages } from './field-messages';

export interface FieldShellProps {
  id: string;
  /** The control's label; a checkbox puts its own label after the box instead. */
  label?: string;
  hint?: string;
  /** The translated message, shown with a visually hidden "Error:" prefix. */
  error?: string;
  errorPrefix: string;
  children: ReactNode;
}

/**
 * Label, hint and inline error around a control, with the `<id>-hint` and `<id>-error` ids the
 * control's aria-describedby points at (house style, Forms). Every field of the UI kit uses it.
 */
export function FieldShell({ id, label, hint, error, errorPrefix, children }: FieldShellProps) {
  return (
    <div className={error ? 'lf-field lf-field--error' : 'lf-field'}>
      {label ? (
        <label htmlFor={id} className="lf-label">
          {label}
        </label>
      ) : null}
      <FieldMessages id={id} hint={hint} error={error} errorPrefix={errorPrefix} />
      {children}
    </div>
  );
}
