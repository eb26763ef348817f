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

/**
 * A state's route: its name in lower case, with dashes (`MOBILE_VERIFICATION` at
 * `/mobile-verification`), unless another is given (written out, every route made the classic
 * first page 0.2 KB larger).
 */
function entry(
  name: ApplicationStateName,
  beforeOffer = false,
  dataKey?: StepDataKey,
  route = `/${name.toLowerCase().replaceAll('_', '-')}`,
): StateRoute {
  return { state: ApplicationState[name], route, beforeOffer, ...(dataKey ? { dataKey } : {}) };
}

/** Each application state maps to exactly one route (spec sections 2 and 4). */
export const StateRoutes: readonly StateRoute[] = [
  entry('NONE', false, undefined, '/'),
  entry('LOAN_INFORMATION', true),
  entry('PERSONAL_DETAILS', true, 'personalDetails'),
  entry('CONTACT_DETAILS', true, 'contactDetails'),
  entry('INCOME_DETAILS', true, 'incomeDetails'),
  entry('OTHER_INFORMATION', true, 'otherDetails'),
  entry('CHECKING'),
  entry('MOBILE_VERIFICATION'),
  entry('EMPLOYMENT_DETAILS', true, 'employer'),
  entry('INSTANTOR'),
  entry('ACCEPTED'),
  entry('THANK_YOU'),
  entry('REDIRECTED'),
  entry('REJECTED'),
  entry('CONTINUE'),
  entry('CHANGE_MOBILE_NUMBER'),
  entry('VEHICLE'),
  entry('WENANCE_TINK'),
  entry('WENANCE_ACCOUNT'),
  entry('MONEYMAN_PAYLANDS'),
  entry('POLICY_CONSENTS', false, undefined, '/consents'),
  entry('ADDITIONAL_EMPLOYMENT_DETAILS'),
  entry('ADDITIONAL_PERSONAL_DETAILS', false, undefined, '/smava'),
  entry('MARITAL_DETAILS'),
  entry('AIDE'),
  entry('REFERENCE_INFORMATION', true, 'referenceInformation'),
  entry('YOUNITED_CREDIT_DETAILS', false, undefined, '/credit-details'),
  entry('YOUNITED_PROFESSIONAL_DETAILS', false, undefined, '/professional-details'),
  entry('CNP'),
  entry('ADVANZIA_CONSENTS'),
  entry('ID_UPLOAD'),
  entry('CUSTOMER_DEBTS'),
  entry('REFERENCE_DETAILS'),
  entry('WNIOSEK'),
  entry('WNIOSEK_UZUPELNIENIE'),
  entry('DYNAMIC_CONSENTS'),
  entry('SANTANDER_COMPERIA'),
  entry('TFBANK_CONSENTS'),
  entry('IPFD_OFFER_CHOICE'),
  entry('COFIDIS_OFFER'),
  entry('PROVIDENT_OFFER'),
  entry('INSTABANK_OFFER'),
  entry('PROFICREDIT_OFFER'),
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

/** A returning customer's link to a lead (spec section 2), as a route of the app. */
export function continueRoute(leadId: string): string {
  return `/continue/${encodeURIComponent(leadId)}`;
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
