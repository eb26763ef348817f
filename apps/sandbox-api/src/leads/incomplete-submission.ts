import { isSubmission, type DynamicForm, type LeadData, type LeadPath } from '@lf/contract';
import { checkDataPoints } from './missing-data-points.js';

/**
 * The v3 form's submission found the lead lacking data points the flow requires. Raised before
 * anything is written (inside the write's transaction, which it rolls back).
 */
export class IncompleteSubmission extends Error {
  override readonly name = 'IncompleteSubmission';

  constructor(readonly missing: readonly LeadPath[]) {
    super(`The lead lacks ${missing.length} data point(s) the submission requires.`);
  }
}

/**
 * On the v3 form's submission (`dynamicForm.dataPoints`), throws `IncompleteSubmission` listing
 * each data point the lead's data (this request merged in) still lacks, in the order listed.
 * Any other request passes.
 */
export function requireCompleteSubmission(
  data: LeadData,
  dynamicForm: DynamicForm | undefined,
): void {
  if (!isSubmission(dynamicForm)) return;
  const { missing } = checkDataPoints(data, dynamicForm.dataPoints);
  if (missing.length > 0) throw new IncompleteSubmission(missing);
}
