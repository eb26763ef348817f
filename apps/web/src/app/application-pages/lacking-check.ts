import type { ApplicationDispatch } from '../../features/application';
import type { Flow } from '../../features/flow';
import { lacksDataPoint, loadFieldCatalogue, requiredDataPoints } from '../../features/flow/lazy';
import { askLackingDataPoints } from '../../features/lead/lazy';
import type { LacksAnswer } from './lacks-answer';

/**
 * Asks the lead API which of the flow's required data points the lead lacks (issue 38 item 5):
 * the answer tells whether a page still lacks one. Undefined when it cannot be had: the answers
 * held here decide alone. Loaded only when a v3 flow resumes a lead (never on a first page).
 */
export async function checkLacking(
  flow: Flow,
  dispatch: ApplicationDispatch,
): Promise<LacksAnswer | undefined> {
  try {
    const { fieldsOf } = await loadFieldCatalogue();
    const lacking = await dispatch(askLackingDataPoints(requiredDataPoints(flow.steps, fieldsOf)));
    return lacking ? (fields, held) => lacksDataPoint(lacking, fields, held) : undefined;
  } catch {
    return undefined;
  }
}
