import { describe, expect, test } from 'vitest';
import { checkDataPoints } from './missing-data-points.js';

describe('missing data points', () => {
  test('a "no", a zero and a filled record are answers; blank text and empty ones are not', () => {
    const data = {
      generalPolicies: false,
      otherDetails: { numberOfDependants: 0 },
      contactDetails: { marketingConsents: { email: true }, email: '  ' },
      policies: {},
      tags: [],
    };
    expect(
      checkDataPoints(data, [
        'generalPolicies',
        'otherDetails.numberOfDependants',
        'contactDetails.marketingConsents',
        'contactDetails.email',
        'policies',
        'tags',
        'personalDetails.firstName',
      ]),
    ).toEqual({
      present: [
        'generalPolicies',
        'otherDetails.numberOfDependants',
        'contactDetails.marketingConsents',
      ],
      missing: ['contactDetails.email', 'policies', 'tags', 'personalDetails.firstName'],
    });
  });

  test('answers each path once, in the order asked', () => {
    expect(checkDataPoints({ amount: 500 }, ['period', 'amount', 'period'])).toEqual({
      missing: ['period'],
      present: ['amount'],
    });
  });
});
