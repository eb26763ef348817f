import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { stateForRoute } from '../../features/flow';
import { CheckingPage } from '../../features/checking';
import { LoanInformationStep, LoanSummary } from '../../features/loan-information';
import { ResultKinds, ResultPage } from '../../features/results';
import { LazyStepPage, stepForRoute } from '../../features/steps';

/** Pages outside the state table: a returning customer's link, consents, unsubscribe. */
const EXTRA_PAGES = [
  { pattern: /^\/continue\/[^/]+$/, slug: 'continue' },
  { pattern: /^\/[^/]+\/consents$/, slug: 'customer-consents' },
  { pattern: /^\/unsubscribe$/, slug: 'unsubscribe' },
] as const;

export function pageSlug(pathname: string): string | null {
  const extra = EXTRA_PAGES.find(({ pattern }) => pattern.test(pathname));
  if (extra) return extra.slug;
  const known = stateForRoute(pathname);
  return known ? known.route.slice(1) || 'loan-information' : null;
}

/** The classic application page: the step shown is chosen by the path (spec section 2). */
export default function ClassicApplicationPage() {
  const [pathname] = useLocation();
  const slug = pageSlug(pathname);
  if (slug === null) return <Redirect to="/404" replace />;
  if (slug === 'loan-information') return <LoanInformationStep />;
  if (slug === 'checking') return <CheckingPage />;
  const result = ResultKinds.find((kind) => kind === slug);
  if (result) return <ResultPage kind={result} />;
  const step = stepForRoute(`/${slug}`);
  if (step) return <LazyStepPage key={step.route} step={step} />;
  return <StatePage slug={slug} />;
}

/** A state's page inside the brand's page: its title and the loan chosen so far. */
function StatePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const title = t(`pages>${slug}`);
  useDocumentTitle(title);
  return (
    <div className="lf-step">
      <h1 className="lf-step__title">{title}</h1>
      <LoanSummary />
    </div>
  );
}
