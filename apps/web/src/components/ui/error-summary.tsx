import { useLayoutEffect, useRef } from 'react';

export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  items: readonly ErrorSummaryItem[];
  /** Changes on each failed Continue: the summary takes focus then, not while the person types. */
  attempt: number;
}

/** What an applicant answers with: a field's own control, or one its slot holds. */
const CONTROL = 'input, select, textarea, button, iframe';

/**
 * Brings a field into sight with its label (or legend), hint and message: in the middle of the
 * screen when they fit, else down to its control, as much of the label as fits above it (walker
 * w11: at 400 % zoom, 320 × 200, a field centred left its label above the screen).
 */
function showWithItsLabel(field: HTMLElement, control: HTMLElement) {
  const whole = field.closest<HTMLElement>('.lf-field') ?? field;
  if (whole.getBoundingClientRect().height <= window.innerHeight) {
    whole.scrollIntoView({ block: 'center' });
  } else {
    whole.scrollIntoView({ block: 'start' });
    const bottom = control.getBoundingClientRect().bottom;
    if (bottom > window.innerHeight) control.scrollIntoView({ block: 'end' });
  }
}

/**
 * Shown after a failed Continue: focused on render so it is read out, with a link to each
 * field that moves focus into it (the GOV.UK error summary pattern).
 */
export function ErrorSummary({ title, items, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const summary = ref.current;
    if (!summary) return;
    // Focus scrolls it into sight, in a partner's frame the partner's page too. A summary taller
    // than the screen left above the consent bar was centred, its heading above the screen
    // (lei-rapid-ro at 320 × 640): it is then shown from its heading down.
    summary.focus();
    if (summary.getBoundingClientRect().top < 0) summary.scrollIntoView({ block: 'start' });
  }, [attempt]);
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      className="lf-error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
    >
      <h2 id="error-summary-title" className="lf-error-summary__title">
        {title}
      </h2>
      <ul className="lf-error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(item.fieldId);
                if (!field) return;
                event.preventDefault();
                // A slot a script fills (the captcha's): its control, where Space answers.
                const control = field.matches(CONTROL)
                  ? field
                  : (field.querySelector<HTMLElement>(CONTROL) ?? field);
                control.focus({ preventScroll: true });
                showWithItsLabel(field, control);
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
