import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'wouter';
import { useBrand } from '../../config/brand-context';
import {
  pageVisited,
  useApplicationDispatch,
  type ApplicationRootState,
} from '../../features/application';
import { buildFlow, decideRoute, normalisePath } from '../../features/flow';
import { LoanInformationStep } from '../../features/loan-information';
import {
  FlowProvider,
  progressOf,
  useApplyRouteChanges,
  useFlow,
  useFlowNavigation,
} from '../../features/navigation';
import { LazyStepForm, loadFieldsOf } from '../../features/steps';
import { StatePage, StatePages, statePageSlug } from './state-pages';

/** Pages outside the state table: a returning customer's link, consents, unsubscribe. */
const EXTRA_PAGES = [
  { pattern: /^\/continue\/[^/]+$/, slug: 'continue' },
  { pattern: /^\/[^/]+\/consents$/, slug: 'customer-consents' },
  { pattern: /^\/unsubscribe$/, slug: 'unsubscribe' },
] as const;

/**
 * The page at a path, as the navigator decides it for this applicant (decided when the path
 * changes: a save that moves the lead on does not pull the page away before the move is made).
 */
function FlowPages() {
  const flow = useFlow();
  const [location] = useLocation();
  const path = normalisePath(location);
  const store = useStore<ApplicationRootState>();
  const dispatch = useApplicationDispatch();
  const { redirect } = useFlowNavigation();
  useApplyRouteChanges();

  const extra = EXTRA_PAGES.find(({ pattern }) => pattern.test(path));
  const decision = useMemo(
    () => decideRoute(flow, path, progressOf(store.getState())),
    [flow, path, store],
  );
  useEffect(() => {
    if (extra) return;
    if (decision.kind === 'redirect') redirect(decision.to);
    // The spec's not-found target.
    if (decision.kind === 'not-found') redirect('/404');
    if (decision.kind === 'step') dispatch(pageVisited(decision.step.route));
  }, [decision, extra, redirect, dispatch]);

  if (extra) return <StatePage slug={extra.slug} />;
  switch (decision.kind) {
    case 'step':
      return decision.step.kind === 'loan-information' ? (
        <LoanInformationStep />
      ) : (
        <LazyStepForm key={decision.step.id} step={decision.step} />
      );
    case 'state': {
      const Page = StatePages[decision.state];
      return Page ? <Page /> : <StatePage slug={statePageSlug(decision.state)} />;
    }
    default:
      return null;
  }
}

/** The classic application page: the brand's flow, and the page the path shows (spec section 2). */
export default function ClassicApplicationPage() {
  const brand = useBrand();
  const flow = useMemo(() => buildFlow(brand.flow), [brand]);
  return (
    <FlowProvider flow={flow} loadFields={loadFieldsOf}>
      <FlowPages />
    </FlowProvider>
  );
}
