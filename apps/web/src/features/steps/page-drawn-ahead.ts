import { useState } from 'react';
import { useStore } from 'react-redux';
import { useApplicationSelector, type ApplicationRootState } from '../application';
import { stepAfter, type FlowStep } from '../flow';
import { loadedFieldCatalogue } from '../flow/lazy';
import { useAsked, useFlow } from '../navigation';

/**
 * The page a Continue most likely leads to, drawn ahead while the applicant is on this one
 * (decision 0044): React renders it in a hidden `<Activity>` at its lowest priority, and it shows
 * only when the page the flow shows next is that page, from the same answers. The lead API still
 * decides: a page drawn ahead is never shown unless the server's answer names it, and a page the
 * answers it opened from no longer match is drawn anew.
 */

/**
 * The key a page is drawn under: its step, and the answers it opens from. The page drawn ahead and
 * the page shown when its step comes are keyed alike, so React shows the one drawn ahead exactly
 * when it opened from the answers held then (`openedPrint`), and draws the step anew otherwise.
 * None before the field catalogue has loaded (with the first save's code): nothing is drawn ahead.
 */
function keyOf(page: FlowStep, data: Readonly<Record<string, unknown>>): string | null {
  const print = loadedFieldCatalogue()?.openedPrint(page, data);
  return print === undefined ? null : `${page.id}\n${print}`;
}

/**
 * For the step form: the key to draw the shown step's page under, and the page to draw ahead
 * (none until `drawAhead` is called on this step: the applicant's first focus in its form, so a
 * page nobody touches, Lighthouse's first page among them, does no work for the next).
 */
export function usePageDrawnAhead(step: FlowStep) {
  const flow = useFlow();
  const asked = useAsked();
  const store = useStore<ApplicationRootState>();
  const [aheadFrom, setAheadFrom] = useState<string | null>(null);
  const next = aheadFrom === step.id ? stepAfter(flow, step, asked) : undefined;
  // A string: the form is drawn again only when the page drawn ahead would open differently.
  const aheadKey = useApplicationSelector((state) =>
    next ? keyOf(next, state.application.applicationData) : null,
  );
  // The key of the step shown, fixed as it comes: its own answers change as the applicant types.
  const [shown, setShown] = useState<{ id: string; key: string }>({ id: step.id, key: step.id });
  if (shown.id !== step.id) {
    const key = keyOf(step, store.getState().application.applicationData) ?? step.id;
    setShown({ id: step.id, key });
  }
  return {
    shownKey: shown.id === step.id ? shown.key : step.id,
    ahead: next && aheadKey !== null ? { step: next, key: aheadKey } : null,
    drawAhead: () => {
      if (aheadFrom !== step.id) setAheadFrom(step.id);
    },
  };
}
