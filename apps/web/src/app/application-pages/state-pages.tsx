import { ApplicationState } from '@lf/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts, type TextNamespace } from '../../features/i18n/load-texts';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { Button } from '../../components/ui/button';
import { useFlowNavigation } from '../../features/navigation';
import { retryingImport } from '../../lib/retrying-import';
import type { ResultKind } from '../../features/results';

/**
 * A state's page from a lazily loaded feature entry (`index` or `lazy`), retried if the chunk
 * fails to load once. The texts it reads beyond the app's (`texts`: its namespaces) are fetched
 * alongside, and the page waits for them before it mounts: a page whose texts came later would
 * suspend once mounted, and under Preact a subtree that suspends runs its effects again when
 * shown (the page's read would go twice).
 */
function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  texts: readonly TextNamespace[] = [],
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    Promise.all([retryingImport(load), loadTexts(texts)]).then(([module]) => {
      const Page = pick(module);
      if (texts.length === 0) return { default: Page };
      function PageWithTexts(props: P) {
        useTranslation(texts);
        return <Page {...props} />;
      }
      return { default: PageWithTexts };
    }),
  );
}

const CheckingPage = lazyPage(
  () => import('../../features/checking'),
  (module) => module.CheckingPage,
  ['offers'],
);
const ResultPage = lazyPage(
  () => import('../../features/results'),
  (module) => module.ResultPage,
  ['offers'],
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
    ['mobile'],
  ),
  [ApplicationState.CHANGE_MOBILE_NUMBER]: lazyPage(
    () => import('../../features/mobile-verification'),
    (module) => module.ChangeMobileNumberPage,
    ['mobile'],
  ),
  // After-offer forms (features/offer-forms)
  [ApplicationState.EMPLOYMENT_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.EMPLOYMENT_DETAILS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.ADDITIONAL_PERSONAL_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.ADDITIONAL_PERSONAL_DETAILS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.MARITAL_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.MARITAL_DETAILS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.AIDE]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.AIDE],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.YOUNITED_CREDIT_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.YOUNITED_CREDIT_DETAILS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.YOUNITED_PROFESSIONAL_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.YOUNITED_PROFESSIONAL_DETAILS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.CNP]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.CNP],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.CUSTOMER_DEBTS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.CUSTOMER_DEBTS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.REFERENCE_DETAILS]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.REFERENCE_DETAILS],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.WNIOSEK]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.WNIOSEK],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.WNIOSEK_UZUPELNIENIE],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.SANTANDER_COMPERIA]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.SANTANDER_COMPERIA],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.VEHICLE]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.VEHICLE],
    ['offer-forms', 'dynamic'],
  ),
  [ApplicationState.WENANCE_ACCOUNT]: lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[ApplicationState.WENANCE_ACCOUNT],
    ['offer-forms', 'dynamic'],
  ),
  // Consents (features/offer-consents)
  [ApplicationState.POLICY_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.offer,
    ['consents'],
  ),
  [ApplicationState.DYNAMIC_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.dynamic,
    ['consents'],
  ),
  [ApplicationState.ADVANZIA_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.advanzia,
    ['consents'],
  ),
  [ApplicationState.TFBANK_CONSENTS]: lazyPage(
    () => import('../../features/offer-consents'),
    (module) => module.ConsentPages.tfbank,
    ['consents'],
  ),
  // Offers (features/offers)
  [ApplicationState.IPFD_OFFER_CHOICE]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.IpfOfferChoicePage,
    ['offers'],
  ),
  [ApplicationState.COFIDIS_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.CofidisOfferPage,
    ['offers'],
  ),
  [ApplicationState.PROVIDENT_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.ProvidentOfferPage,
    ['offers'],
  ),
  [ApplicationState.INSTABANK_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.InstabankOfferPage,
    ['offers'],
  ),
  [ApplicationState.PROFICREDIT_OFFER]: lazyPage(
    () => import('../../features/offers'),
    (module) => module.ProficreditOfferPage,
    ['offers'],
  ),
  // Partners' pages, identity document, continue (features/partner-stages)
  [ApplicationState.INSTANTOR]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.InstantorPage,
    ['partners'],
  ),
  [ApplicationState.WENANCE_TINK]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.WenanceTinkPage,
    ['partners'],
  ),
  [ApplicationState.MONEYMAN_PAYLANDS]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.MoneymanPaylandsPage,
    ['partners'],
  ),
  [ApplicationState.ID_UPLOAD]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.IdUploadPage,
    ['partners'],
  ),
  [ApplicationState.CONTINUE]: lazyPage(
    () => import('../../features/partner-stages'),
    (module) => module.ContinueStatePage,
    ['partners'],
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
