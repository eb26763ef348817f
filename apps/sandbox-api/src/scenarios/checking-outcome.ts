import { ApplicationState, type LeadData, type RedirectMethod } from '@lf/contract';
import { maxAmountFor, REJECTED_ABOVE_AMOUNT } from './brand-amounts.js';
import { hasEmailTag } from './email-tags.js';

export { maxAmountFor, REJECTED_ABOVE_AMOUNT };

/** The partner a REDIRECTED lead is handed over to. */
export interface PartnerRedirect {
  readonly url: string;
  readonly method: RedirectMethod;
}

/** What checking ends in, decided when the lead enters CHECKING and kept from then on. */
export interface CheckingDecision {
  readonly state: ApplicationState;
  /** Only with REDIRECTED. */
  readonly redirect?: PartnerRedirect;
}

export interface CheckingContext {
  readonly leadId: string;
  /** The lead's product identifier (its brand's id); unknown or absent: the general amount rule. */
  readonly product?: string;
  /** The lead's data when it entered CHECKING. */
  readonly data: LeadData;
}

/** A deterministic rule for the outcome of checking; `undefined` lets the next rule decide. */
export interface CheckingRule {
  readonly name: string;
  decide(context: CheckingContext): CheckingDecision | undefined;
}

/** The partner address of the sandbox: not a real site, the lead id as the reference. */
export function partnerRedirect(leadId: string, method: RedirectMethod): PartnerRedirect {
  return { url: `https://partner.example/apply?ref=${encodeURIComponent(leadId)}`, method };
}

function emailTagRule(
  tag: string,
  decide: (context: CheckingContext) => CheckingDecision,
): CheckingRule {
  return {
    name: `+${tag}`,
    decide: (context) =>
      hasEmailTag(context.data.contactDetails?.email, tag) ? decide(context) : undefined,
  };
}

const decided = (state: ApplicationState) => (): CheckingDecision => ({ state });

/** The e-mail tags, in the order they win when an address carries several. */
export const emailTagRules: readonly CheckingRule[] = [
  emailTagRule('accepted', decided(ApplicationState.ACCEPTED)),
  emailTagRule('thankyou', decided(ApplicationState.THANK_YOU)),
  emailTagRule('redirected', ({ leadId }) => ({
    state: ApplicationState.REDIRECTED,
    redirect: partnerRedirect(leadId, 'GET'),
  })),
  emailTagRule('redirectpost', ({ leadId }) => ({
    state: ApplicationState.REDIRECTED,
    redirect: partnerRedirect(leadId, 'POST'),
  })),
  emailTagRule('rejected', decided(ApplicationState.REJECTED)),
  emailTagRule('offer', decided(ApplicationState.COFIDIS_OFFER)),
];

/**
 * An amount above the maximum of the lead's brand (see brand-amounts.ts) is REJECTED unless a
 * tag decides first; for a product the sandbox does not know, above ${REJECTED_ABOVE_AMOUNT}.
 */
export const amountRule: CheckingRule = {
  name: `amount above the brand's maximum (${REJECTED_ABOVE_AMOUNT} for an unknown product)`,
  decide: ({ data, product }) =>
    (data.amount ?? 0) > maxAmountFor(product) ? { state: ApplicationState.REJECTED } : undefined,
};

/** Tags first, then the amount; with neither, THANK_YOU (received, a partner will call). */
export const checkingRules: readonly CheckingRule[] = [...emailTagRules, amountRule];

export const DEFAULT_CHECKING_DECISION: CheckingDecision = { state: ApplicationState.THANK_YOU };

export function decideChecking(
  context: CheckingContext,
  rules: readonly CheckingRule[] = checkingRules,
): CheckingDecision {
  for (const rule of rules) {
    const decision = rule.decide(context);
    if (decision !== undefined) return decision;
  }
  return DEFAULT_CHECKING_DECISION;
}
