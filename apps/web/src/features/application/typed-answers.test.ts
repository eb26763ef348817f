import { describe, expect, test } from 'vitest';
import { answerPathsOf, withoutPaths, withoutTypedAnswers, withPaths } from './typed-answers';

describe('answers only typed, held back from saves', () => {
  test('a page’s answers are named by their lead paths; tags are never held back', () => {
    expect(
      answerPathsOf({
        contactDetails: { email: 'ana@', marketingConsents: { email: true } },
        generalPolicies: false,
        tags: ['UI'],
      }),
    ).toEqual(['contactDetails.email', 'contactDetails.marketingConsents', 'generalPolicies']);
  });

  test('what a save sends leaves them out, and a group with nothing left goes', () => {
    const data = {
      amount: 900,
      period: 90,
      personalDetails: { firstName: 'Ana', lastName: 'García' },
      contactDetails: { email: 'ana@' },
      generalPolicies: false,
    };
    expect(
      withoutTypedAnswers(data, [
        'contactDetails.email',
        'personalDetails.lastName',
        'generalPolicies',
      ]),
    ).toEqual({ amount: 900, period: 90, personalDetails: { firstName: 'Ana' } });
    expect(withoutTypedAnswers(data, [])).toBe(data);
  });

  test('typing adds paths once, a Continue takes them out', () => {
    const typed = withPaths(['a.b'], ['a.b', 'c.d']);
    expect(typed).toEqual(['a.b', 'c.d']);
    expect(withoutPaths(typed, ['a.b'])).toEqual(['c.d']);
    expect(withoutPaths(typed, ['x.y'])).toBe(typed);
  });
});
