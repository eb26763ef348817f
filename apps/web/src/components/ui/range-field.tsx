import { useId } from 'react';
import type { Bounds } from '../../config/brand-config-schema';
import { clampToBounds } from '../../config/clamp-to-bounds';

export interface RangeFieldProps {
  label: string;
  value: number;
  bounds: Bounds;
  onChange: (value: number) => void;
  /** The value as a person reads it, e.g. "1.000 €" or "61 días". */
  formatValue: (value: number) => string;
  decreaseLabel: string;
  increaseLabel: string;
  hint?: string;
  name: string;
  /** Takes no change (its page's answers are being sent): out of reach, and a press is ignored. */
  locked?: boolean;
}

/**
 * A slider with step buttons beside it: the buttons are the single-pointer alternative to
 * dragging (WCAG 2.2, 2.5.7), and the slider works with arrow keys, Home and End. A button at its
 * bound is `aria-disabled`, not disabled, so that the focus of one pressing it there stays on it;
 * its press is clamped to the bound.
 */
export function RangeField({
  label,
  value,
  bounds,
  onChange,
  formatValue,
  decreaseLabel,
  increaseLabel,
  hint,
  name,
  locked = false,
}: RangeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  // A press a script gives again (the first page's early taps, replayed) reaches a handler inert
  // does not stop.
  const set = (next: number) => {
    if (!locked) onChange(clampToBounds(next, bounds));
  };
  return (
    <div className="lf-range-field" inert={locked || undefined}>
      <div className="lf-range-field__header">
        <label htmlFor={id} className="lf-label">
          {label}
        </label>
        <output htmlFor={id} className="lf-range-field__value" aria-live="polite">
          {formatValue(value)}
        </output>
      </div>
      <div className="lf-range-field__controls">
        <button
          type="button"
          className="lf-step-button"
          onClick={() => set(value - bounds.step)}
          aria-disabled={value <= bounds.min}
          aria-label={decreaseLabel}
          aria-controls={id}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value}
          aria-valuetext={formatValue(value)}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className="lf-step-button"
          onClick={() => set(value + bounds.step)}
          aria-disabled={value >= bounds.max}
          aria-label={increaseLabel}
          aria-controls={id}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="lf-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
