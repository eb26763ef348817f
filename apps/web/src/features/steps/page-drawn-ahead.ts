import { useState } from 'react';
import { useStore } from 'react-redux';
import { useApplicationSelector, type ApplicationRootState } from '../application';
import { stepAfter, type FlowStep } from '../flow';
import { fieldsKnownNow, loadedFieldCatalogue } from '../flow/lazy';
import { useAsked, useFlow } from '../navigation';

/**
 * The page a Continue most likely leads to, drawn ahead while the applicant is on this one
 * (decision 0044): React renders it in a hidden `<Activity>` at its lowest priority, and it shows
 * only when the page the flow shows next is that page, from the same answers. The lead API still
 * decides: a page drawn ahead is never shown unless the server's answer names it, and a page the
 * answers it opened from no longer match is drawn anew.
 */

/**
 * Everything a page takes from the answers as it opens (`StepPage`'s and `PageForm`'s
 * `openedWith`): which of its fields another page's answer rules out, and its groups' answers
 * (its fields' first values, and the answers it removes when they are gone). Two openings with the
 * same print draw the same page. Null while the page's fields are not loaded.
 */
export function openedPrint(
  page: FlowStep,
  data: Readonly<Record<string, unknown>>,
): string | null {
  const fields = fieldsKnownNow(page)?.fields;
  if (!fields) return null;
  const asked = loadedFieldCatalogue()?.withAnswersElsewhere(fields, data) ?? fields;
  const groups = [...new Set(fields.map((field) => field.path.split('.')[0] ?? ''))];
  return JSON.stringify([
    asked.map((field) => field.path),
    groups.map((group) => data[group] ?? null),
  ]);
}

/** The key a page is drawn under: a page drawn ahead also names the answers it opened from. */
const aheadKey = (page: FlowStep, print: string) => `${page.id}\n${print}`;

interface Drawn {
  /** The step shown, and the key its page was drawn under. */
  shown: { id: string; key: string };
  /** The key of the page drawn ahead as last rendered. */
  ahead: string | null;
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
  const print = useApplicationSelector((state) =>
    next ? openedPrint(next, state.application.applicationData) : null,
  );
  const ahead = next && print !== null ? { step: next, key: aheadKey(next, print) } : null;
  const [drawn, setDrawn] = useState<Drawn>({ shown: { id: step.id, key: step.id }, ahead: null });
  if (drawn.shown.id !== step.id) {
    // A new step: its page drawn ahead is shown if it opened from the answers held now.
    const now = openedPrint(step, store.getState().application.applicationData);
    const key = now !== null && drawn.ahead === aheadKey(step, now) ? drawn.ahead : step.id;
    setDrawn({ shown: { id: step.id, key }, ahead: null });
  } else if (drawn.ahead !== (ahead?.key ?? null)) {
    setDrawn({ ...drawn, ahead: ahead?.key ?? null });
  }
  return {
    shownKey: drawn.shown.id === step.id ? drawn.shown.key : step.id,
    ahead,
    drawAhead: () => {
      if (aheadFrom !== step.id) setAheadFrom(step.id);
    },
  };
}
