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
