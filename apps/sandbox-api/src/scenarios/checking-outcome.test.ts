import { ApplicationState, type LeadData } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_CHECKING_DECISION,
  REJECTED_ABOVE_AMOUNT,
  decideChecking,
  emailTagRules,
  isTaggedStage,
  maxAmountFor,
  type CheckingRule,
} from './checking-outcome';
import { classicSteps } from './next-application-state';

const leadId = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';
/** The partner's address with an opaque reference: 128 random bits in hex. */
const PARTNER_URL = /^https:\/\/partner\.example\/apply\?ref=[0-9a-f]{32}$/;
const withEmail = (email: string, amount = 500): LeadData => ({
  amount,
  period: 61,
  contactDetails: { email },
});

describe('what checking ends in', () => {
  test.each([
    ['ana+accepted@example.com', ApplicationState.ACCEPTED],
    ['ana+thankyou@example.com', ApplicationState.THANK_YOU],
    ['ana+rejected@example.com', ApplicationState.REJECTED],
    ['ana+offer@example.com', ApplicationState.COFIDIS_OFFER],
    ['ANA+ACCEPTED@EXAMPLE.COM', ApplicationState.ACCEPTED],
    ['ana@example.com', ApplicationState.THANK_YOU],
    ['ana+mobile@example.com', ApplicationState.THANK_YOU],
  ])('%s ends in state %i', (email, state) => {
    expect(decideChecking({ leadId, data: withEmail(email) })).toEqual({ state });
  });

  test('+redirected hands over to the partner by GET, with a reference that is not the lead id', () => {
    const decision = decideChecking({ leadId, data: withEmail('ana+redirected@example.com') });
    expect(decision).toEqual({
      state: ApplicationState.REDIRECTED,
      redirect: { url: expect.stringMatching(PARTNER_URL), method: 'GET' },
    });
    expect(decision.redirect?.url).not.toContain(leadId);
    expect(decision.redirect?.url).not.toContain(leadId.replace(/-/g, ''));
  });

  test('each hand-over has a reference of its own: nothing in it is derived from the lead', () => {
    const data = withEmail('ana+redirected@example.com');
    const first = decideChecking({ leadId, data }).redirect?.url;
    expect(decideChecking({ leadId, data }).redirect?.url).not.toBe(first);
  });

  test('+redirectpost hands over by a form POST', () => {
    expect(decideChecking({ leadId, data: withEmail('ana+redirectpost@example.com') })).toEqual({
      state: ApplicationState.REDIRECTED,
      redirect: { url: expect.stringMatching(PARTNER_URL), method: 'POST' },
    });
  });

  test('only REDIRECTED carries a redirect', () => {
    for (const tag of ['accepted', 'thankyou', 'rejected', 'offer', 'none']) {
      const decision = decideChecking({ leadId, data: withEmail(`ana+${tag}@example.com`) });
      expect(decision.redirect).toBeUndefined();
    }
  });

  test.each([
    ['credito-agil-co', 500_000, 2_000_000],
    ['vay-nhanh-vn', 5_000_000, 20_000_000],
    ['lei-rapid-ro', 1000, 10_000],
    ['pozyczka-plus-pl', 2000, 5000],
    ['default-es', 1000, 1000],
  ])(
    'the amount rule follows the brand of product %s: %i and its maximum pass, above it is rejected',
    (product, usual, max) => {
      const decide = (amount: number) =>
        decideChecking({ leadId, product, data: withEmail('ana@example.com', amount) });
      expect(maxAmountFor(product)).toBe(max);
      expect(decide(usual)).toEqual({ state: ApplicationState.THANK_YOU });
      expect(decide(max)).toEqual({ state: ApplicationState.THANK_YOU });
      expect(decide(max + 1)).toEqual({ state: ApplicationState.REJECTED });
    },
  );

  test(`an unknown product keeps the general rule: above ${REJECTED_ABOVE_AMOUNT}, whatever the currency`, () => {
    expect(maxAmountFor('application-frontend')).toBe(REJECTED_ABOVE_AMOUNT);
    expect(maxAmountFor('__proto__')).toBe(REJECTED_ABOVE_AMOUNT);
    const data = withEmail('ana@example.com', 500_000);
    expect(decideChecking({ leadId, product: 'application-frontend', data })).toEqual({
      state: ApplicationState.REJECTED,
    });
  });

  test(`an amount above ${REJECTED_ABOVE_AMOUNT} is rejected; ${REJECTED_ABOVE_AMOUNT} itself is not`, () => {
    expect(REJECTED_ABOVE_AMOUNT).toBe(5000);
    expect(decideChecking({ leadId, data: withEmail('ana@example.com', 5001) })).toEqual({
      state: ApplicationState.REJECTED,
    });
    expect(decideChecking({ leadId, data: withEmail('ana@example.com', 5000) })).toEqual({
      state: ApplicationState.THANK_YOU,
    });
  });

  test.each([
    ['accepted', ApplicationState.ACCEPTED],
    ['thankyou', ApplicationState.THANK_YOU],
    ['redirected', ApplicationState.REDIRECTED],
    ['offer', ApplicationState.COFIDIS_OFFER],
  ])('the +%s tag wins over the amount rule', (tag, state) => {
    const data = withEmail(`ana+${tag}@example.com`, 8000);
    expect(decideChecking({ leadId, data }).state).toBe(state);
  });

  test('with several outcome tags the earlier rule in the list wins, not the address order', () => {
    const data = withEmail('ana+rejected+accepted@example.com');
    expect(decideChecking({ leadId, data }).state).toBe(ApplicationState.ACCEPTED);
  });

  test('+thank-you and +thankyou end THANK_YOU even above the amount limit', () => {
    for (const email of ['ana+thank-you@example.com', 'ana+thankyou@example.com']) {
      expect(decideChecking({ leadId, data: withEmail(email, 999_999) })).toEqual({
        state: ApplicationState.THANK_YOU,
      });
    }
  });

  test('only the stages a tag sends to are tagged stages, not the outcomes', () => {
    expect(isTaggedStage(ApplicationState.VEHICLE)).toBe(true);
    expect(isTaggedStage(ApplicationState.COFIDIS_OFFER)).toBe(true);
    expect(isTaggedStage(ApplicationState.ACCEPTED)).toBe(false);
    expect(isTaggedStage(ApplicationState.CHECKING)).toBe(false);
  });

  test('without an e-mail or an amount: THANK_YOU', () => {
    expect(decideChecking({ leadId, data: {} })).toEqual(DEFAULT_CHECKING_DECISION);
    expect(DEFAULT_CHECKING_DECISION).toEqual({ state: ApplicationState.THANK_YOU });
  });

  test('the rule list is tried in order and the first decision wins', () => {
    const always: CheckingRule = {
      name: 'always accepted',
      decide: () => ({ state: ApplicationState.ACCEPTED }),
    };
    const never: CheckingRule = { name: 'never', decide: () => undefined };
    expect(decideChecking({ leadId, data: {} }, [never, always]).state).toBe(
      ApplicationState.ACCEPTED,
    );
    expect(decideChecking({ leadId, data: {} }, [never])).toEqual(DEFAULT_CHECKING_DECISION);
  });
});

describe('an e-mail tag for every state the server can choose after checking', () => {
  /** The classic form's own steps, and the states around it: reached by the form, not a tag. */
  const beforeChecking: readonly ApplicationState[] = [
    ApplicationState.NONE,
    ApplicationState.CHECKING,
    ...classicSteps.map((step) => step.state),
  ];
  const afterChecking = Object.values(ApplicationState).filter(
    (state) => !beforeChecking.includes(state),
  );
  const tags = emailTagRules.map((rule) => rule.name.slice(1));

  test.each(afterChecking)('state %i is reached by a tag of its own', (state) => {
    const reaching = tags.filter(
      (tag) =>
        decideChecking({ leadId, data: withEmail(`ana+${tag}@example.com`) }).state === state,
    );
    expect(reaching.length).toBeGreaterThan(0);
  });

  test.each([
    ['vehicle', ApplicationState.VEHICLE],
    ['id-upload', ApplicationState.ID_UPLOAD],
    ['wniosek', ApplicationState.WNIOSEK],
    ['cofidis-offer', ApplicationState.COFIDIS_OFFER],
    ['consents', ApplicationState.POLICY_CONSENTS],
    ['smava', ApplicationState.ADDITIONAL_PERSONAL_DETAILS],
    ['continue', ApplicationState.CONTINUE],
    ['employment-details', ApplicationState.EMPLOYMENT_DETAILS],
    ['thank-you', ApplicationState.THANK_YOU],
  ])('+%s, the route slug, leads to state %i', (tag, state) => {
    expect(decideChecking({ leadId, data: withEmail(`ana+${tag}@example.com`) }).state).toBe(state);
  });

  test('a stage tag wins over an outcome tag, and is skipped once its stage is completed', () => {
    const data = withEmail('ana+accepted+vehicle@example.com');
    expect(decideChecking({ leadId, data }).state).toBe(ApplicationState.VEHICLE);
    const completedStages = [ApplicationState.VEHICLE];
    expect(decideChecking({ leadId, data, completedStages }).state).toBe(ApplicationState.ACCEPTED);
  });

  test('a completed stage skips all its tags: +offer and +cofidis-offer alike', () => {
    const data = withEmail('ana+offer+cofidis-offer@example.com');
    const completedStages = [ApplicationState.COFIDIS_OFFER];
    expect(decideChecking({ leadId, data, completedStages })).toEqual(DEFAULT_CHECKING_DECISION);
  });
});
