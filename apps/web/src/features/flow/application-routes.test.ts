import { ApplicationState, type ApplicationStateName } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  historyMethod,
  isAfterOffer,
  normalisePath,
  routeForState,
  StateRoutes,
  stateForRoute,
} from './application-routes';

describe('application state routes', () => {
  test('maps each of the 43 states to exactly one route, and no two states share one', () => {
    expect(StateRoutes).toHaveLength(43);
    expect(new Set(StateRoutes.map((item) => item.state)).size).toBe(43);
    expect(new Set(StateRoutes.map((item) => item.route)).size).toBe(43);
  });

  test('routes every state at the path the spec names, and reads each path back to its state', () => {
    // The server sends applicants to these paths and links to them: a renamed one is a dead page.
    const specRoutes: Record<ApplicationStateName, string> = {
      NONE: '/',
      LOAN_INFORMATION: '/loan-information',
      PERSONAL_DETAILS: '/personal-details',
      CONTACT_DETAILS: '/contact-details',
      INCOME_DETAILS: '/income-details',
      OTHER_INFORMATION: '/other-information',
      CHECKING: '/checking',
      MOBILE_VERIFICATION: '/mobile-verification',
      EMPLOYMENT_DETAILS: '/employment-details',
      INSTANTOR: '/instantor',
      ACCEPTED: '/accepted',
      THANK_YOU: '/thank-you',
      REDIRECTED: '/redirected',
      REJECTED: '/rejected',
      CONTINUE: '/continue',
      CHANGE_MOBILE_NUMBER: '/change-mobile-number',
      VEHICLE: '/vehicle',
      WENANCE_TINK: '/wenance-tink',
      WENANCE_ACCOUNT: '/wenance-account',
      MONEYMAN_PAYLANDS: '/moneyman-paylands',
      POLICY_CONSENTS: '/consents',
      ADDITIONAL_EMPLOYMENT_DETAILS: '/additional-employment-details',
      ADDITIONAL_PERSONAL_DETAILS: '/smava',
      MARITAL_DETAILS: '/marital-details',
      AIDE: '/aide',
      REFERENCE_INFORMATION: '/reference-information',
      YOUNITED_CREDIT_DETAILS: '/credit-details',
      YOUNITED_PROFESSIONAL_DETAILS: '/professional-details',
      CNP: '/cnp',
      ADVANZIA_CONSENTS: '/advanzia-consents',
      ID_UPLOAD: '/id-upload',
      CUSTOMER_DEBTS: '/customer-debts',
      REFERENCE_DETAILS: '/reference-details',
      WNIOSEK: '/wniosek',
      WNIOSEK_UZUPELNIENIE: '/wniosek-uzupelnienie',
      DYNAMIC_CONSENTS: '/dynamic-consents',
      SANTANDER_COMPERIA: '/santander-comperia',
      TFBANK_CONSENTS: '/tfbank-consents',
      IPFD_OFFER_CHOICE: '/ipfd-offer-choice',
      COFIDIS_OFFER: '/cofidis-offer',
      PROVIDENT_OFFER: '/provident-offer',
      INSTABANK_OFFER: '/instabank-offer',
      PROFICREDIT_OFFER: '/proficredit-offer',
    };
    for (const [name, route] of Object.entries(specRoutes)) {
      const state = ApplicationState[name as ApplicationStateName];
      expect(routeForState(state).route, name).toBe(route);
      expect(stateForRoute(route)?.state, route).toBe(state);
    }
  });

  test('a state the app does not know is an error that names it', () => {
    expect(() => routeForState(99 as ApplicationState)).toThrow(
      'No route for application state 99',
    );
  });

  test('a path is read without its query, fragment and trailing slashes', () => {
    expect(normalisePath('/checking//')).toBe('/checking');
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath('?refName=p')).toBe('/');
    expect(normalisePath('#top')).toBe('/');
    expect(stateForRoute('/accepted/?x=1')?.state).toBe(ApplicationState.ACCEPTED);
  });

  test('routes the classic steps as the spec names them', () => {
    expect(routeForState(ApplicationState.PERSONAL_DETAILS).route).toBe('/personal-details');
    expect(routeForState(ApplicationState.REFERENCE_INFORMATION).route).toBe(
      '/reference-information',
    );
    expect(routeForState(ApplicationState.POLICY_CONSENTS).route).toBe('/consents');
    expect(stateForRoute('/checking/')?.state).toBe(ApplicationState.CHECKING);
    expect(stateForRoute('/nowhere')).toBeUndefined();
  });

  test('only the form steps are before the offer, and they name their data key', () => {
    const before = StateRoutes.filter((item) => item.beforeOffer).map(
      (item) => item.dataKey ?? item.route,
    );
    const notAfter = StateRoutes.filter((item) => !isAfterOffer(item.state)).map(
      (item) => item.route,
    );
    // A lead with no answer yet (a v3 flow's first page) is not after the offer either.
    expect(notAfter).toEqual([
      '/',
      ...StateRoutes.filter((item) => item.beforeOffer).map((item) => item.route),
    ]);
    expect(before).toEqual([
      '/loan-information',
      'personalDetails',
      'contactDetails',
      'incomeDetails',
      'otherDetails',
      'employer',
      'referenceInformation',
    ]);
  });

  test('leaving an after-offer state replaces the history entry; other moves push', () => {
    expect(historyMethod(ApplicationState.CONTACT_DETAILS)).toBe('push');
    expect(historyMethod(ApplicationState.COFIDIS_OFFER)).toBe('replace');
    expect(historyMethod(ApplicationState.NONE)).toBe('push');
  });
});
