import { ApplicationState, type ApplicationStateName } from '@lf/contract';

/** Keys under which a pre-offer step saves its data (spec section 3). */
export type StepDataKey =
  | 'personalDetails'
  | 'contactDetails'
  | 'incomeDetails'
  | 'otherDetails'
  | 'referenceInformation'
  | 'employer';

export interface StateRoute {
  state: ApplicationState;
  /** Route relative to the base path. */
  route: string;
  /** Pre-offer steps name the data key they save; after-offer states have none. */
  dataKey?: StepDataKey;
  /** Before the offer: the classic form's own steps (spec section 4). */
  beforeOffer: boolean;
}

function entry(
  name: ApplicationStateName,
  route: string,
  beforeOffer = false,
  dataKey?: StepDataKey,
): StateRoute {
  return { state: ApplicationState[name], route, beforeOffer, ...(dataKey ? { dataKey } : {}) };
}

/** Each application state maps to exactly one route (spec sections 2 and 4). */
export const StateRoutes: readonly StateRoute[] = [
  entry('NONE', '/'),
  entry('LOAN_INFORMATION', '/loan-information', true),
  entry('PERSONAL_DETAILS', '/personal-details', true, 'personalDetails'),
  entry('CONTACT_DETAILS', '/contact-details', true, 'contactDetails'),
  entry('INCOME_DETAILS', '/income-details', true, 'incomeDetails'),
  entry('OTHER_INFORMATION', '/other-information', true, 'otherDetails'),
  entry('CHECKING', '/checking'),
  entry('MOBILE_VERIFICATION', '/mobile-verification'),
  entry('EMPLOYMENT_DETAILS', '/employment-details', true, 'employer'),
  entry('INSTANTOR', '/instantor'),
  entry('ACCEPTED', '/accepted'),
  entry('THANK_YOU', '/thank-you'),
  entry('REDIRECTED', '/redirected'),
  entry('REJECTED', '/rejected'),
  entry('CONTINUE', '/continue'),
  entry('CHANGE_MOBILE_NUMBER', '/change-mobile-number'),
  entry('VEHICLE', '/vehicle'),
  entry('WENANCE_TINK', '/wenance-tink'),
  entry('WENANCE_ACCOUNT', '/wenance-account'),
  entry('MONEYMAN_PAYLANDS', '/moneyman-paylands'),
  entry('POLICY_CONSENTS', '/consents'),
  entry('ADDITIONAL_EMPLOYMENT_DETAILS', '/additional-employment-details'),
  entry('ADDITIONAL_PERSONAL_DETAILS', '/smava'),
  entry('MARITAL_DETAILS', '/marital-details'),
  entry('AIDE', '/aide'),
  entry('REFERENCE_INFORMATION', '/reference-information', true, 'referenceInformation'),
  entry('YOUNITED_CREDIT_DETAILS', '/credit-details'),
  entry('YOUNITED_PROFESSIONAL_DETAILS', '/professional-details'),
  entry('CNP', '/cnp'),
  entry('ADVANZIA_CONSENTS', '/advanzia-consents'),
  entry('ID_UPLOAD', '/id-upload'),
  entry('CUSTOMER_DEBTS', '/customer-debts'),
  entry('REFERENCE_DETAILS', '/reference-details'),
  entry('WNIOSEK', '/wniosek'),
  entry('WNIOSEK_UZUPELNIENIE', '/wniosek-uzupelnienie'),
  entry('DYNAMIC_CONSENTS', '/dynamic-consents'),
  entry('SANTANDER_COMPERIA', '/santander-comperia'),
  entry('TFBANK_CONSENTS', '/tfbank-consents'),
  entry('IPFD_OFFER_CHOICE', '/ipfd-offer-choice'),
  entry('COFIDIS_OFFER', '/cofidis-offer'),
  entry('PROVIDENT_OFFER', '/provident-offer'),
  entry('INSTABANK_OFFER', '/instabank-offer'),
  entry('PROFICREDIT_OFFER', '/proficredit-offer'),
];

const byState = new Map(StateRoutes.map((item) => [item.state, item]));

export function routeForState(state: ApplicationState): StateRoute {
  const found = byState.get(state);
  if (!found) throw new Error(`No route for application state ${state}`);
  return found;
}

/**
 * After the offer: every state but the form's own steps (spec section 4) and NONE, the state of a
 * lead with no answer yet, which a v3 flow's first page stands for.
 */
export function isAfterOffer(state: ApplicationState): boolean {
  return state !== ApplicationState.NONE && !routeForState(state).beforeOffer;
}

export type HistoryMethod = 'push' | 'replace';

/** Leaving an after-offer state replaces the history entry; every other move pushes. */
export function historyMethod(from: ApplicationState): HistoryMethod {
  return isAfterOffer(from) ? 'replace' : 'push';
}

/** The path without a trailing slash ("/" stays "/"). */
export function normalisePath(path: string): string {
  const [withoutQuery = '/'] = path.split(/[?#]/);
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') || '/' : withoutQuery || '/';
}

const byRoute = new Map(StateRoutes.map((item) => [item.route, item]));

/** The state whose route is `path` (relative to the base path), if any. */
export function stateForRoute(path: string): StateRoute | undefined {
  return byRoute.get(normalisePath(path));
}
