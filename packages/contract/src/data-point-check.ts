import {
  FormatMessageKeys,
  isFormatRule,
  matchesFormat,
  normalizeFieldText,
  type Formats,
} from './data-point-formats.js';
import type { DataPointSpec, DataPointTable } from './data-points.js';

/** The format an answer must match and the message key that explains it. */
export interface FormatCheck {
  pattern: string;
  message: string;
}

/**
 * The format an answer to the data point must match in `country`: its own (`format`), else its
 * rule's among the brand's `formats` when the rule is a format; undefined when neither (a rule
 * that is a check of its own, such as a personal code's, runs in the web app only).
 */
export function formatCheckOf(
  spec: Pick<DataPointSpec, 'rule' | 'format'>,
  formats: Formats,
  country?: string,
): FormatCheck | undefined {
  if (spec.format) {
    const pattern = (country && spec.format.byCountry?.[country]) || spec.format.pattern;
    return { pattern, message: spec.format.message };
  }
  if (spec.rule && isFormatRule(spec.rule)) {
    return { pattern: formats[spec.rule], message: FormatMessageKeys[spec.rule] };
  }
  return undefined;
}

/**
 * The message key of an answer that does not match the data point's format in `country`, or
 * null: one function, run by the web app as the applicant continues and by the lead API on what a
 * request carries (decision 0042). An empty answer passes: whether one is needed is the page's.
 */
export function formatProblem(
  spec: Pick<DataPointSpec, 'rule' | 'format'>,
  value: string,
  formats: Formats,
  country?: string,
): string | null {
  const check = formatCheckOf(spec, formats, country);
  if (!check) return null;
  const text = normalizeFieldText(value);
  if (text === '') return null;
  return matchesFormat(check.pattern, text) ? null : check.message;
}

/** A data point whose answer does not match its format. */
export interface DataPointFault {
  path: string;
  message: string;
}

/**
 * The value at a dotted lead path (`personalDetails.firstName`) of `data`, `undefined` when none:
 * only the data's own keys are read, never an inherited one (`constructor`, `__proto__`).
 */
export function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Every text answer of `data` to a data point of `table` that does not match its format. */
export function dataPointFaults(
  table: DataPointTable,
  data: unknown,
  formats: Formats,
  country?: string,
): DataPointFault[] {
  return Object.entries(table).flatMap(([path, spec]) => {
    const value = valueAt(data, path);
    if (typeof value !== 'string') return [];
    const message = formatProblem(spec, value, formats, country);
    return message ? [{ path, message }] : [];
  });
}
