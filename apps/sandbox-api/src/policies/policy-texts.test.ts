/**
 * The `ph` locale is the front end's Philippine English ("English (Philippines)", `<html
 * lang="en-PH">`): a brand's documents and consents are in the language of its form. Walked on
 * pesolend-ph: the after-offer consents read "Kasunduan sa pautang …" and the policy pages were
 * Filipino (`lang="fil-PH"`, "Mga tuntunin at kondisyon") under an English form.
 */
import { LocaleTags } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { POLICY_SECTIONS, type SectionedPolicyId } from './brand-documents.js';
import { policyText } from './brand-policies.js';
import { POLICY_PAGE_TEXTS } from './policy-page-texts.js';
import { STAGE_POLICY_TEXTS, type StagePolicyId } from './stage-policy-texts.js';

/** Filipino (Tagalog) words that no English text has: its particles and the policies' verbs. */
const FILIPINO_WORDS =
  /(?<![\p{L}])(ang|ng|mga|sa|ko|ako|aking|nito|ito|na|upang|ayon|pumapayag|nabasa|tinatanggap|kasunduan|patakaran|tuntunin|pahintulot|alok|datos|pautang)(?![\p{L}])/iu;

const BRAND = 'PesoLend';

/** Every text of the `ph` locale the sandbox answers: policies, consents and the pages' own. */
function philippineTexts(): [string, string][] {
  const sectioned = (Object.keys(POLICY_SECTIONS) as SectionedPolicyId[]).flatMap((id) => {
    const { title, text } = policyText('ph', id, BRAND);
    return [
      [`${id}>title`, title],
      [`${id}>text`, text],
    ] as [string, string][];
  });
  const stage = (Object.keys(STAGE_POLICY_TEXTS.ph) as StagePolicyId[]).flatMap((id) => {
    const { title, text } = STAGE_POLICY_TEXTS.ph[id];
    return [
      [`${id}>title`, title],
      [`${id}>text`, text],
    ] as [string, string][];
  });
  const page = POLICY_PAGE_TEXTS.ph;
  return [
    ...sectioned,
    ...stage,
    ['page>terms', page.documents.terms],
    ['page>privacy', page.documents.privacy],
    ['page>sample', page.sample],
  ];
}

describe('policy texts', () => {
  test('the ph locale is written in English, as the ph form is, with no Filipino word', () => {
    const filipino = philippineTexts()
      .filter(([, text]) => FILIPINO_WORDS.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(filipino).toEqual([]);
  });

  test('the ph policy pages name their documents as the ph form links to them, in en-PH', () => {
    // The front end's ph texts: footer>terms, footer>privacy and the contact step's checkbox.
    expect(POLICY_PAGE_TEXTS.ph.documents).toEqual({
      terms: 'Terms and conditions',
      privacy: 'Data privacy policy',
    });
    expect(LocaleTags.ph).toBe('en-PH');
  });
});
