import { describe, expect, test } from 'vitest';
import {
  consentChannelName,
  initialConsentValues,
  marketingConsentsOf,
} from './marketing-consents';

const id = 'contactDetails-marketingConsents';

describe('marketing consents', () => {
  test('each channel is its own checkbox, named after the field', () => {
    expect(consentChannelName(id, 'post')).toBe('contactDetails-marketingConsents-post');
  });

  test('start ticked where the applicant agreed before, unticked otherwise', () => {
    expect(initialConsentValues(id, { email: true, text: 'yes' })).toEqual([
      [`${id}-email`, true],
      [`${id}-phone`, false],
      [`${id}-text`, false],
      [`${id}-post`, false],
    ]);
    expect(initialConsentValues(id, undefined).every(([, ticked]) => !ticked)).toBe(true);
  });

  test('become one answer per channel, every channel named', () => {
    expect(marketingConsentsOf({ [`${id}-phone`]: true, [`${id}-post`]: true }, id)).toEqual({
      email: false,
      phone: true,
      text: false,
      post: true,
    });
  });
});
