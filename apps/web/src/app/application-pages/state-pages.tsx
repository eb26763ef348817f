import { ApplicationState } from '@lf/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { Button } from '../../components/ui/button';
import { useFlowNavigation } from '../../features/navigation';
import { retryingImport } from '../../lib/retrying-import';
import type { ResultKind } from '../../features/results';

/**
 * A state's page from a lazily loaded feature entry (`index` or `lazy`), retried if the chunk
 * fails to load once.
 */
function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => retryingImport(load).then((module) => ({ default: pick(module) })));
}

const CheckingPage = lazyPage(
  () => import('../../features/checking'),
  (module) => module.CheckingPage,
);
const ResultPage = lazyPage(
  () => import('../../features/results'),
  (module) => module.ResultPage,
);

const result = (kind: ResultKind) => {
  function Result() {
    return <ResultPage kind={kind} />;
  }
  return Result;
};

/**
 * The pages the server can send an applicant to, keyed by application state, each loaded lazily
 * (spec sections 2 and 4). Every state has one: `state-pages.test.tsx` fails for a state whose
 * page offers neither a form nor an action.
 */
export const StatePages: Partial<
  Record<ApplicationState, ComponentType | LazyExoticComponent<ComponentType>>
> = {
  [ApplicationState.CHECKING]: CheckingPage,
  [ApplicationState.ACCEPTED]: result('accepted'),
  [ApplicationState.THANK_YOU]: result('thank-you'),
  [ApplicationState.REDIRECTED]: result('redirected'),
  [ApplicationState.REJECTED]: result('rejected'),
  // Mobile verification (features/mobile-verification)
  [ApplicationState.MOBILE_VERIFICATION]: lazyPage(
    () => import('../../features/mobile-verification'),
    (module) => module.MobileVerificationPage,
  ),
  [ApplicationState.CHANGE_MOBILE_NUMBER]: lazyPage(
    () => import('../../features/mobile-verification'),
    (module) => module.ChangeMobileNumberPage,
  ),
  // After-offer forms (features/offer-forms)
  [ApplicationState.EMPLOYMENT_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.EMPLOYMENT_DETAILS],
  ),
  [ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS],
  ),
  [ApplicationState.ADDITIONAL_PERSONAL_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.ADDITIONAL_PERSONAL_DETAILS],
  ),
  [ApplicationState.MARITAL_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.MARITAL_DETAILS],
  ),
  [ApplicationState.AIDE]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.AIDE],
  ),
  [ApplicationState.YOUNITED_CREDIT_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.YOUNITED_CREDIT_DETAILS],
  ),
  [ApplicationState.YOUNITED_PROFESSIONAL_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.YOUNITED_PROFESSIONAL_DETAILS],
  ),
  [ApplicationState.CNP]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.CNP],
  ),
  [ApplicationState.CUSTOMER_DEBTS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.CUSTOMER_DEBTS],
  ),
  [ApplicationState.REFERENCE_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.REFERENCE_DETAILS],
  ),
  [ApplicationState.WNIOSEK]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.WNIOSEK],
  ),
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.WNIOSEK_UZUPELNIENIE],
  ),
  [ApplicationState.SANTANDER_COMPERIA]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.SANTANDER_COMPERIA],
  ),
  [ApplicationState.VEHICLE]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.VEHICLE],
  ),
  [ApplicationState.WENANCE_ACCOUNT]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.WENANCE_ACCOUNT],
  ),
  // Consents (features/offer-consents)
  [ApplicationState.POLICY_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.offer,
  ),
  [ApplicationState.DYNAMIC_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.dynamic,
  ),
  [ApplicationState.ADVANZIA_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.advanzia,
  ),
  [ApplicationState.TFBANK_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.tfbank,
  ),
  // Offers (features/offers)
  [ApplicationState.IPFD_OFFER_CHOICE]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.IpfOfferChoicePage,
  ),
  [ApplicationState.COFIDIS_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.CofidisOfferPage,
  ),
  [ApplicationState.PROVIDENT_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.ProvidentOfferPage,
  ),
  [ApplicationState.INSTABANK_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.InstabankOfferPage,
  ),
  [ApplicationState.PROFICREDIT_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.ProficreditOfferPage,
  ),
  // Partners' pages, identity document, continue (features/partner-stages)
  [ApplicationState.INSTANTOR]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.InstantorPage,
  ),
  [ApplicationState.WENANCE_TINK]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.WenanceTinkPage,
  ),
  [ApplicationState.MONEYMAN_PAYLANDS]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.MoneymanPaylandsPage,
  ),
  [ApplicationState.ID_UPLOAD]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.IdUploadPage,
  ),
  [ApplicationState.CONTINUE]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.ContinueStatePage,
  ),
};

/**
 * The page of a state the server chose. A state without a page of its own here is one of the
 * classic form's steps that this brand's flow does not have: the applicant is offered the way
 * back into their flow instead of an empty page.
 */
export default function StatePageFor({ state }: { state: ApplicationState }) {
  const Page = StatePages[state];
  return Page ? <Page /> : <NotInThisFlow />;
}

function NotInThisFlow() {
  const { t } = useTranslation();
  const { startAgain } = useFlowNavigation();
  const title = t('pages>continue');
  useDocumentTitle(title);
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      <p>
        <Button onClick={startAgain}>{t('results>startAgain')}</Button>
      </p>
    </div>
  );
}
