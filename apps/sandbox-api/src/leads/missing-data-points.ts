import {
  AllDataPoints,
  isAnswerGiven,
  ruledOutBy,
  valueAt,
  type DataPointTable,
  type LeadData,
  type LeadPath,
} from '@lf/contract';

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
  return condition !== undefined && !!ruledOutBy(condition, data, valueAt);
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
    if (isAnswerGiven(valueAt(data, path))) check.present.push(path);
    else if (!isRuledOut(data, path, table)) check.missing.push(path);
  }
  return check;
}
