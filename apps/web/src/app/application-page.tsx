import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { useBrand } from '../config/brand-context';
import { stateForRoute } from '../features/flow';
import { LoanInformationStep, LoanSummary } from '../features/loan-information';

/** The one application page: the step shown is chosen by the path (spec section 2). */
export function ApplicationPage() {
  const { pathname } = useLocation();
  if (pathname === '/' || pathname === '/loan-information') return <LoanInformationStep />;
  const known = stateForRoute(pathname);
  if (!known) return <Navigate to="/404" replace />;
  return (
    <StepInProgress
      titleKey={known.route === '/personal-details' ? 'personalDetails>title' : 'application>title'}
    />
  );
}

/** A step whose form comes later in the flow's build-out: the loan chosen so far, kept. */
function StepInProgress({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  useDocumentTitle(t(titleKey), brand.pageData.title ?? brand.displayName);
  return (
    <div className="lf-step">
      <h1 className="lf-step__title">{t(titleKey)}</h1>
      <LoanSummary />
    </div>
  );
}
