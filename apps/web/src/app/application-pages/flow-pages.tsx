import type { ApplicationState } from '@lf/contract';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'wouter';
import {
  pageVisited,
  useApplicationDispatch,
  type ApplicationRootState,
} from '../../features/application';
import { decideRoute, normalisePath, type FlowStep, type Progress } from '../../features/flow';
import {
  LeadExpiredNotice,
  LeadRefusedNotice,
  leaveEarlierEntries,
  progressOf,
  SaveNotSentNotice,
  useApplyRouteChanges,
  useFlow,
  useFlowNavigation,
  useHandedOverLeadLanding,
  useShownPath,
} from '../../features/navigation';
import { LazyContinuePage } from '../../features/returning';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { retryingImport } from '../../lib/retrying-import';
import { sharedLoad } from '../../lib/shared-load';
import { lazyPage } from './lazy-page';

/** A returning customer's link (spec section 2). */
const CONTINUE_PATH = /^\/continue\/[^/]+$/;

/** Pages outside the state table, opened from a link in a mail, without a session. */
const EXTRA_PAGES = [/^\/[^/]+\/consents$/, /^\/unsubscribe$/];
/** The state pages' table loads with the first state page, not with the first step. */
const statePages = sharedLoad(() => retryingImport(() => import('./state-pages')));
const StatePageFor = preloadableLazy(statePages);

/**
 * Loads the page of a state the server named, with the state pages' table, so that the move to
 * it draws it at once (the navigation waits for it: `FlowProvider`'s `loadStatePage`); null when
 * there is nothing left to load.
 */
export function loadStatePage(state: ApplicationState): Promise<unknown> | null {
  const table = statePages.loaded();
  if (table && StatePageFor.loaded()) return table.loadPageOf(state);
  return Promise.all([
    StatePageFor.preload(),
    statePages().then((loaded) => loaded.loadPageOf(state)),
  ]);
}

const MailLinkPage = lazyPage(
  () => import('../../features/offer-consents'),
  (module) => module.MailLinkPage,
  ['consents'],
);

/**
 * The page at a path, as the navigator decides it for this applicant, decided when the path
 * changes (a save that moves the lead on does not pull the page away before the move is made).
 * Every application page shows its flow through this; `renderStep` says how a step is shown, and
 * what of it is new with each step (the step form keeps its card and loan summary from step to
 * step and keys each page inside it).
 */
export function FlowPages({
  renderStep,
  answered,
}: {
  renderStep: (step: FlowStep) => ReactNode;
  answered?: Progress['answered'];
}) {
  const flow = useFlow();
  const [location] = useLocation();
  const path = normalisePath(location);
  const store = useStore<ApplicationRootState>();
  const dispatch = useApplicationDispatch();
  const { redirect, asked } = useFlowNavigation();
  useApplyRouteChanges();
  // Where a save's answer finds the applicant (the navigator's moveAfterAnswer).
  useShownPath(path);

  const continuing = CONTINUE_PATH.test(path);
  const extra = !continuing && EXTRA_PAGES.some((pattern) => pattern.test(path));
  const decision = useMemo(
    () => decideRoute(flow, path, { ...progressOf(store.getState()), answered, asked }),
    [flow, path, store, answered, asked],
  );
  useEffect(() => {
    if (extra || continuing) return;
    if (decision.kind === 'redirect') redirect(decision.to);
    // Back from a decision: the earlier pages are left at once, not one press each.
    if (decision.kind === 'redirect' && decision.decided) leaveEarlierEntries(window.history);
    // The spec's not-found target.
    if (decision.kind === 'not-found') redirect('/404');
    if (decision.kind === 'step') dispatch(pageVisited(decision.step.route));
  }, [decision, extra, continuing, redirect, dispatch]);
  // A tab sent to the start for want of a lead goes on where the lead stands once handed one.
  useHandedOverLeadLanding(extra || continuing ? null : decision, redirect);

  if (continuing) return <LazyContinuePage answered={answered} />;
  if (extra) return <MailLinkPage path={path} />;
  switch (decision.kind) {
    case 'step':
      return (
        <>
          <SaveNotSentNotice />
          <LeadRefusedNotice />
          <LeadExpiredNotice />
          {renderStep(decision.step)}
        </>
      );
    case 'state':
      return <StatePageFor state={decision.state} />;
    default:
      return null;
  }
}
