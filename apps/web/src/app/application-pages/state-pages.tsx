import { ApplicationState } from '@lf/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { routeForState } from '../../features/flow';
import { LoanSummary } from '../../features/loan-information';
import { retryingImport } from '../../lib/retrying-import';
import type { ResultKind } from '../../features/results';

const CheckingPage = lazy(() =>
  retryingImport(() => import('../../features/checking')).then((module) => ({
    default: module.CheckingPage,
  })),
);
const ResultPage = lazy(() =>
  retryingImport(() => import('../../features/results')).then((module) => ({
    default: module.ResultPage,
  })),
);

const result = (kind: ResultKind) => {
  function Result() {
    return <ResultPage kind={kind} />;
  }
  return Result;
};

/**
 * The pages the server can send an applicant to, keyed by application state, each loaded lazily.
 * A state without its own page yet shows its title and the loan (the issue "Every state the
 * server can choose" gives each one its page).
 */
export const StatePages: Partial<
  Record<ApplicationState, ComponentType | LazyExoticComponent<ComponentType>>
> = {
  [ApplicationState.CHECKING]: CheckingPage,
  [ApplicationState.ACCEPTED]: result('accepted'),
  [ApplicationState.THANK_YOU]: result('thank-you'),
  [ApplicationState.REDIRECTED]: result('redirected'),
  [ApplicationState.REJECTED]: result('rejected'),
};

/** A state's page inside the brand's page: its title and the loan chosen so far. */
export function StatePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const title = t(`pages>${slug}`);
  useDocumentTitle(title);
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      <LoanSummary />
    </div>
  );
}

export function statePageSlug(state: ApplicationState): string {
  return routeForState(state).route.slice(1);
}
