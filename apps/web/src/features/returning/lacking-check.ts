import type { ApplicationDispatch, ApplicationRootState } from '../application';
import type { Flow, FlowStep, Progress } from '../flow';
import {
  fieldsKnownNow,
  lacksDataPoint,
  loadFieldCatalogue,
  requiredDataPoints,
} from '../flow/lazy';
import { askLackingDataPoints } from '../lead/lazy-lacking';

/**
 * A v3 returning link's resume (issue 38 item 5): asks the lead API which of the flow's required
 * data points the restored lead lacks (`POST /v3/test/datapoints`), and answers `answered` that
 * also counts a page as unanswered while the server names one of its data points as lacking.
 * When the ask fails, `answered` as it was: the answers held here decide. Loaded with the
 * returning link's page only.
 */
export async function withLackingChecked(
  flow: Flow,
  answered: Progress['answered'],
  dispatch: ApplicationDispatch,
  getState: () => ApplicationRootState,
): Promise<Progress['answered']> {
  if (flow.order !== 'configured' || !answered) return answered;
  try {
    const { fieldsOf } = await loadFieldCatalogue();
    const lacking = await dispatch(askLackingDataPoints(requiredDataPoints(flow.steps, fieldsOf)));
    if (!lacking) return answered;
    return (step: FlowStep) => {
      const known = fieldsKnownNow(step);
      return (
        answered(step) && !(known && lacksDataPoint(lacking, known.fields, getState().application))
      );
    };
  } catch {
    return answered;
  }
}
