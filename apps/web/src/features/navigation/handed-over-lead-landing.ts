import { ApplicationState } from '@lf/contract';
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { ApplicationRootState } from '../application';
import { continueRoute, type RouteDecision } from '../flow';
import { progressOf } from './use-flow-navigation';

/**
 * A tab opened at a page past the start (the address another tab shows, copied or opened in a new
 * tab) is sent to the start while it holds no lead, or one whose state it does not know: one that
 * another tab handed over (features/lead/tab-handover.ts), which may come before or after the
 * first page is decided. Once it holds that lead, it goes on as a returning link would:
 * `/continue/{id}`, read with the secret it now holds, lands where the lead stands. A tab that
 * starts its own lead first (a create) stays where the applicant took it.
 * `decision` is the route decision of each page shown; only the first one counts. Called after
 * the hook that applies the decision, so that this move is the last.
 */
export function useHandedOverLeadLanding(
  decision: RouteDecision | null,
  redirect: (route: string) => void,
): void {
  const store = useStore<ApplicationRootState>();
  // null until the tab's first page is decided; then whether that page sent it away for want of
  // a lead it knows, until the tab holds one.
  const sentAway = useRef<boolean | null>(null);
  useEffect(() => {
    const goOnWhenHandedOver = () => {
      if (!sentAway.current) return;
      const { application } = store.getState();
      if (application.createKey !== null) {
        sentAway.current = false;
        return;
      }
      const { id } = application.applicationData;
      if (!id) return;
      sentAway.current = false;
      if (progressOf(store.getState()).state === ApplicationState.NONE) {
        redirect(continueRoute(id));
      }
    };
    if (sentAway.current === null && decision !== null) {
      sentAway.current =
        decision.kind === 'redirect' &&
        progressOf(store.getState()).state === ApplicationState.NONE;
      goOnWhenHandedOver();
    }
    return store.subscribe(goOnWhenHandedOver);
  }, [decision, store, redirect]);
}
