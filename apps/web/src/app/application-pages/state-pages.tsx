import { ApplicationState } from '@lf/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { Button } from '../../components/ui/button';
import { useFlowNavigation } from '../../features/navigation';
import { OfferFormNamespaces } from '../../features/offer-forms/offer-form-texts';
import {
  AnsweredElsewhereNotice,
  useAnsweredElsewhere,
  type OnAnsweredElsewhere,
} from '../../features/offers/lazy-answered-elsewhere';
import { lazyPage } from './lazy-page';
import type { ResultKind } from '../../features/results';
import type { OfferFormState } from '../../features/flow/lazy-offer-stages';

/** An after-offer form's page (features/offer-forms), with its texts and the fields' texts. */
const offerFormPage = (state: OfferFormState) =>
  lazyPage(
    () => import('../../features/offer-forms'),
    (module) => module.OfferFormPages[state],
    OfferFormNamespaces,
  );

const CheckingPage = lazyPage(
  () => import('../../features/checking'),
  (module) => module.CheckingPage,
  ['offers'],
);
const ResultPage = lazyPage(
  () =>
    import('../../features/results').then(async (module) => {
      await module.preloadResultParts();
      return module;
    }),
  (module) => module.ResultPage,
  ['offers'],
);

const result = (kind: ResultKind): StatePage => {
  function Result() {
    return <ResultPage kind={kind} />;
  }
  return Object.assign(Result, { preload: ResultPage.preload, loaded: ResultPage.loaded });
};

/**
 * A state's page: its code loaded ahead (`preload`), it draws without the page loader. An offer's
 * page says through `onAnsweredElsewhere` when its answer was refused as answered elsewhere.
 */
type StatePage = ComponentType<{ onAnsweredElsewhere?: OnAnsweredElsewhere }> & {
  preload: () => Promise<unknown>;
  loaded: () => boolean;
};

/**
 * The pages the server can send an applicant to, keyed by application state, each loaded lazily
 * (spec sections 2 and 4). Every state has one: `state-pages.test.tsx` fails for a state whose
 * page offers neither a form nor an action.
 */
export const StatePages: Partial<Record<ApplicationState, StatePage>> = {
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
  [ApplicationState.EMPLOYMENT_DETAILS]: offerFormPage(ApplicationState.EMPLOYMENT_DETAILS),
  [ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS]: offerFormPage(
    ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS,
  ),
  [ApplicationState.ADDITIONAL_PERSONAL_DETAILS]: offerFormPage(
    ApplicationState.ADDITIONAL_PERSONAL_DETAILS,
  ),
  [ApplicationState.MARITAL_DETAILS]: offerFormPage(ApplicationState.MARITAL_DETAILS),
  [ApplicationState.AIDE]: offerFormPage(ApplicationState.AIDE),
  [ApplicationState.YOUNITED_CREDIT_DETAILS]: offerFormPage(
    ApplicationState.YOUNITED_CREDIT_DETAILS,
  ),
  [ApplicationState.YOUNITED_PROFESSIONAL_DETAILS]: offerFormPage(
    ApplicationState.YOUNITED_PROFESSIONAL_DETAILS,
  ),
  [ApplicationState.CNP]: offerFormPage(ApplicationState.CNP),
  [ApplicationState.CUSTOMER_DEBTS]: offerFormPage(ApplicationState.CUSTOMER_DEBTS),
  [ApplicationState.REFERENCE_DETAILS]: offerFormPage(ApplicationState.REFERENCE_DETAILS),
  [ApplicationState.WNIOSEK]: offerFormPage(ApplicationState.WNIOSEK),
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: offerFormPage(ApplicationState.WNIOSEK_UZUPELNIENIE),
  [ApplicationState.SANTANDER_COMPERIA]: offerFormPage(ApplicationState.SANTANDER_COMPERIA),
  [ApplicationState.VEHICLE]: offerFormPage(ApplicationState.VEHICLE),
  [ApplicationState.WENANCE_ACCOUNT]: offerFormPage(ApplicationState.WENANCE_ACCOUNT),
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
 * Loads the page of `state` ahead, so that a move to it draws it at once; null when there is
 * nothing to load (loaded already, or no page of its own).
 */
export function loadPageOf(state: ApplicationState): Promise<unknown> | null {
  const page = StatePages[state];
  return page && !page.loaded() ? page.preload() : null;
}

/**
 * The page of a state the server chose, below what an offer's answer refused as answered
 * elsewhere has to say there. A state without a page of its own here is one of the classic
 * form's steps that this brand's flow does not have: the applicant is offered the way back into
 * their flow instead of an empty page.
 */
export default function StatePageFor({ state }: { state: ApplicationState }) {
  const Page = StatePages[state];
  const { told, onAnsweredElsewhere } = useAnsweredElsewhere(state);
  if (!Page) return <NotInThisFlow />;
  return (
    <>
      {told ? <AnsweredElsewhereNotice accepted={told.accepted} /> : null}
      <Page onAnsweredElsewhere={onAnsweredElsewhere} />
    </>
  );
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
