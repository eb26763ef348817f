import type { InputHTMLAttributes } from 'react';
import type { DatePartName } from '../../config/date-order';
import { FieldsetShell } from './fieldset-shell';

type PartProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export interface DateFieldProps {
  /** The day input's id: the error summary links to it. Month and year get `-month`, `-year`. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  labels: { day: string; month: string; year: string };
  /** The parts' input props (value, onChange, ref ... from the form library). */
  parts: { day: PartProps; month: PartProps; year: PartProps };
  /** `bday` gives bday-day, bday-month and bday-year. */
  autoComplete?: string;
  /** Which parts are at fault; all of them when the message is about the whole date. */
  invalidParts?: readonly DatePartName[];
  /** The order the parts are asked in: the page's language's (month first in the Philippines). */
  order?: readonly DatePartName[];
}

/**
 * A part's input id: the day's is the field's own (a label or a link to the field lands on the
 * day), the month's and the year's end in `-month` and `-year`.
 */
export function datePartInputId(id: string, part: DatePartName): string {
  return part === 'day' ? id : `${id}-${part}`;
}

/**
 * A memorable date as three numeric fields, day, month and year, in one fieldset (the GOV.UK
 * date input): easier to type and to correct than a date picker, and readable by any keyboard.
 * The boxes are two and four characters wide, and take more (no `maxlength`, as GOV.UK's): a
 * browser cuts what is typed or pasted past it without a word (" 15" to " 1", the 1st saved).
 */
export function DateField({
  id,
  legend,
  hint,
  error,
  errorPrefix,
  labels,
  parts,
  autoComplete,
  invalidParts = error ? ['day', 'month', 'year'] : [],
  order = ['day', 'month', 'year'],
}: DateFieldProps) {
  const items = order.map((part) => ({
    part,
    inputId: datePartInputId(id, part),
    width: part === 'year' ? 4 : 2,
  }));
  return (
    <FieldsetShell
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      errorPrefix={errorPrefix}
      className="lf-date"
    >
      <div className="lf-date__parts">
        {items.map(({ part, inputId, width }) => (
          <div key={part} className={`lf-date__item lf-date__item--${width}`}>
            <label htmlFor={inputId} className="lf-date__label">
              {labels[part]}
            </label>
            <input
              id={inputId}
              className="lf-input"
              type="text"
              inputMode="numeric"
              autoComplete={autoComplete ? `${autoComplete}-${part}` : undefined}
              aria-invalid={invalidParts.includes(part) ? true : undefined}
              {...parts[part]}
            />
          </div>
        ))}
      </div>
    </FieldsetShell>
  );
}
