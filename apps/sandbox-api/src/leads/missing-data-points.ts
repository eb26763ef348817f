import type { LeadData, LeadPath } from '@lf/contract';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored value at a dotted path (`personalDetails.firstName`), `undefined` when none. */
function valueAt(data: LeadData, path: LeadPath): unknown {
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * Whether the lead holds an answer: `false`, `0` and a filled list or record are answers; no
 * value, blank text, an empty list and an empty record (`policies: {}`) are not.
 */
function hasAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return true;
}

export interface DataPointCheck {
  missing: LeadPath[];
  present: LeadPath[];
}

/** Splits the paths asked into those the lead lacks and those it has, once each, in order. */
export function checkDataPoints(data: LeadData, paths: readonly LeadPath[]): DataPointCheck {
  const check: DataPointCheck = { missing: [], present: [] };
  for (const path of new Set(paths)) {
    (hasAnswer(valueAt(data, path)) ? check.present : check.missing).push(path);
  }
  return check;
}
