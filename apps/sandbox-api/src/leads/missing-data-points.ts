import {
  AllDataPoints,
  rulesOut,
  valueAt,
  type DataPointTable,
  type LeadData,
  type LeadPath,
} from '@lf/contract';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/**
 * Whether the lead's own answers rule the data point out (its `when` in the contract's table: an
 * employer, of a pensioner): not asked of this applicant, so never lacking.
 */
function isRuledOut(data: LeadData, path: LeadPath, table: DataPointTable): boolean {
  const condition = table[path]?.when;
  return condition !== undefined && rulesOut(condition, valueAt(data, condition.path as LeadPath));
}

/**
 * Splits the paths asked into those the lead lacks and those it has, once each, in order. A data
 * point the lead's answers rule out (an employer, of a pensioner) is in neither: it is not asked.
 */
export function checkDataPoints(
  data: LeadData,
  paths: readonly LeadPath[],
  table: DataPointTable = AllDataPoints,
): DataPointCheck {
  const check: DataPointCheck = { missing: [], present: [] };
  for (const path of new Set(paths)) {
    if (hasAnswer(valueAt(data, path))) check.present.push(path);
    else if (!isRuledOut(data, path, table)) check.missing.push(path);
  }
  return check;
}
