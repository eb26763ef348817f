import { ApplicationState } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  historyMethod,
  isAfterOffer,
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
    const before = StateRoutes.filter((item) => !isAfterOffer(item.state)).map(
      (item) => item.dataKey ?? item.route,
    );
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
  });
});

describe('the route table against spec section 2', () => {
  const mainRoutes = [
    '/loan-information',
    '/personal-details',
    '/contact-details',
    '/income-details',
    '/other-information',
    '/reference-information',
    '/checking',
    '/accepted',
    '/thank-you',
    '/redirected',
    '/rejected',
    '/continue',
  ];
  const stateDrivenRoutes = [
    '/mobile-verification',
    '/instantor',
    '/change-mobile-number',
    '/vehicle',
    '/wenance-tink',
    '/wenance-account',
    '/moneyman-paylands',
    '/consents',
    '/dynamic-consents',
    '/employment-details',
    '/additional-employment-details',
    '/marital-details',
    '/aide',
    '/credit-details',
    '/professional-details',
    '/cnp',
    '/advanzia-consents',
    '/id-upload',
    '/customer-debts',
    '/reference-details',
    '/wniosek',
    '/wniosek-uzupelnienie',
    '/santander-comperia',
    '/smava',
    '/tfbank-consents',
    '/ipfd-offer-choice',
    '/cofidis-offer',
    '/provident-offer',
    '/instabank-offer',
    '/proficredit-offer',
  ];

  test('every state maps to a route the spec lists, and every listed route has its state', () => {
    const tableRoutes = StateRoutes.map((item) => item.route).filter((route) => route !== '/');
    expect(new Set(tableRoutes)).toEqual(new Set([...mainRoutes, ...stateDrivenRoutes]));
  });

  test('names each state as the spec numbers it', () => {
    const byName = Object.fromEntries(
      Object.entries(ApplicationState).map(([name, number]) => [name, routeForState(number).route]),
    );
    expect(byName).toMatchObject({
      LOAN_INFORMATION: '/loan-information',
      CHECKING: '/checking',
      MOBILE_VERIFICATION: '/mobile-verification',
      EMPLOYMENT_DETAILS: '/employment-details',
      ACCEPTED: '/accepted',
      THANK_YOU: '/thank-you',
      REDIRECTED: '/redirected',
      REJECTED: '/rejected',
      CONTINUE: '/continue',
      WENANCE_TINK: '/wenance-tink',
      POLICY_CONSENTS: '/consents',
      DYNAMIC_CONSENTS: '/dynamic-consents',
      YOUNITED_CREDIT_DETAILS: '/credit-details',
      YOUNITED_PROFESSIONAL_DETAILS: '/professional-details',
      CNP: '/cnp',
      ID_UPLOAD: '/id-upload',
      WNIOSEK_UZUPELNIENIE: '/wniosek-uzupelnienie',
      IPFD_OFFER_CHOICE: '/ipfd-offer-choice',
      PROFICREDIT_OFFER: '/proficredit-offer',
    });
  });
});
