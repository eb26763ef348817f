import { describe, expect, test } from 'vitest';
import { emailTags, hasEmailTag } from './email-tags';

describe('e-mail plus-tags', () => {
  test.each([
    ['ana+offer@example.com', ['offer']],
    ['Ana+OFFER+Mobile@Example.com', ['offer', 'mobile']],
    ['ana@example.com', []],
    ['ana+@example.com', []],
    ['ana+ Offer @example.com', ['offer']],
    ['ana+accepted', []],
    ['"odd@local"+thankyou@example.com', ['thankyou']],
    [undefined, []],
  ])('%s has the tags %j', (email, tags) => {
    expect(emailTags(email)).toEqual(tags);
  });

  test('a tag in the domain is not a tag', () => {
    expect(hasEmailTag('ana@ex+rejected.com', 'rejected')).toBe(false);
    expect(hasEmailTag('ana+Rejected@example.com', 'rejected')).toBe(true);
  });

  test('a tag must match whole, not as part of a longer tag', () => {
    expect(hasEmailTag('ana+offers@example.com', 'offer')).toBe(false);
  });
});
