import type { Policy } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  initialPolicyChoices,
  isPolicyChoices,
  missingPolicies,
  policiesLeadData,
  policyBoxId,
  withLoadedPolicies,
} from './policy-choices';

const policy = (id: string, required: boolean): Policy => ({
  id,
  title: `${id} title`,
  text: `${id} text`,
  url: `https://brand.example/${id}`,
  required,
});
const terms = policy('generalTerms', true);
const privacy = policy('dataProcessing', true);
const offers = policy('marketingProfiling', false);

describe('policy choices', () => {
  test('start from the policies accepted on an earlier visit, before they load', () => {
    expect(initialPolicyChoices({ generalTerms: true, offers: false, odd: 'yes' })).toEqual({
      loaded: null,
      accepted: { generalTerms: true },
    });
    expect(initialPolicyChoices(undefined)).toEqual({ loaded: null, accepted: {} });
  });

  test('keep the answers to the policies still offered once they load', () => {
    const choices = withLoadedPolicies(
      { loaded: null, accepted: { generalTerms: true, withdrawn: true } },
      [terms, privacy],
    );
    expect(choices).toEqual({
      loaded: [terms, privacy],
      accepted: { generalTerms: true, dataProcessing: false },
    });
  });

  test('name every required policy left unticked, in the order shown, never an optional one', () => {
    const loaded = [terms, offers, privacy];
    expect(missingPolicies({ loaded, accepted: {} })).toEqual([terms, privacy]);
    expect(missingPolicies({ loaded, accepted: { generalTerms: true } })).toEqual([privacy]);
    expect(
      missingPolicies({ loaded, accepted: { generalTerms: true, dataProcessing: true } }),
    ).toEqual([]);
    expect(missingPolicies({ loaded: null, accepted: {} })).toEqual([]);
  });

  test("give the first policy's box the field's own id, each other one its policy's", () => {
    const choices = { loaded: [terms, offers, privacy], accepted: {} };
    expect(
      [terms, offers, privacy].map((shown) => policyBoxId('policies', choices, shown)),
    ).toEqual(['policies', 'policies-marketingProfiling', 'policies-dataProcessing']);
  });

  test('record every answer, and generalPolicies only when every required one is accepted', () => {
    const loaded = [terms, privacy, offers];
    expect(policiesLeadData({ loaded, accepted: { generalTerms: true } })).toEqual({
      policies: { generalTerms: true, dataProcessing: false, marketingProfiling: false },
      generalPolicies: false,
    });
    expect(
      policiesLeadData({ loaded, accepted: { generalTerms: true, dataProcessing: true } }),
    ).toEqual({
      policies: { generalTerms: true, dataProcessing: true, marketingProfiling: false },
      generalPolicies: true,
    });
  });

  test('record nothing while the policies have not loaded', () => {
    expect(policiesLeadData({ loaded: null, accepted: { generalTerms: true } })).toBeNull();
  });

  test('tell a form value holding them from any other', () => {
    expect(isPolicyChoices({ loaded: null, accepted: {} })).toBe(true);
    expect(isPolicyChoices({ loaded: [terms], accepted: { generalTerms: true } })).toBe(true);
    expect(isPolicyChoices('')).toBe(false);
    expect(isPolicyChoices({ loaded: 'no', accepted: {} })).toBe(false);
  });
});
