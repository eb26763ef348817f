import { ApplicationState, type LeadData, type RedirectMethod } from '@lf/contract';
import { newPartnerReference, partnerApplyUrl } from '../partners/partner-reference.js';
import { maxAmountFor, REJECTED_ABOVE_AMOUNT } from './brand-amounts.js';
import { hasEmailTag } from './email-tags.js';
import { StageTags } from './stage-tags.js';

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
  /** The stages the lead has completed (stage-outcome.ts): their tag rules no longer apply. */
  readonly completedStages?: readonly ApplicationState[];
}

/** A deterministic rule for the outcome of checking; `undefined` lets the next rule decide. */
export interface CheckingRule {
  readonly name: string;
  /** The stage this rule sends the lead to, when it is one: skipped once the lead completed it. */
  readonly stage?: ApplicationState;
  decide(context: CheckingContext): CheckingDecision | undefined;
}

/**
 * The partner address of the sandbox (not a real site), with a reference of its own for this
 * hand-over (partner-reference.ts), never the lead's id: kept with the decision, so every answer
 * gives the same one and the lender maps it back.
 */
export function partnerRedirect(method: RedirectMethod): PartnerRedirect {
  return { url: partnerApplyUrl(newPartnerReference()), method };
}

function emailTagRule(
  tag: string,
  decide: (context: CheckingContext) => CheckingDecision,
  stage?: ApplicationState,
): CheckingRule {
  return {
    name: `+${tag}`,
    ...(stage === undefined ? {} : { stage }),
    decide: (context) =>
      hasEmailTag(context.data.contactDetails?.email, tag) ? decide(context) : undefined,
  };
}

const decided = (state: ApplicationState) => (): CheckingDecision => ({ state });

/**
 * A stage's tags (stage-tags.ts) send the lead there, unless it completed that stage already.
 */
const stageTagRules: readonly CheckingRule[] = StageTags.flatMap(({ state, tags }) =>
  tags.map((tag) => emailTagRule(tag, decided(state), state)),
);

/** The outcomes' tags: final states, never completed, so they end every chain. */
const outcomeTagRules: readonly CheckingRule[] = [
  emailTagRule('accepted', decided(ApplicationState.ACCEPTED)),
  emailTagRule('thankyou', decided(ApplicationState.THANK_YOU)),
  emailTagRule('thank-you', decided(ApplicationState.THANK_YOU)),
  emailTagRule('redirected', () => ({
    state: ApplicationState.REDIRECTED,
    redirect: partnerRedirect('GET'),
  })),
  emailTagRule('redirectpost', () => ({
    state: ApplicationState.REDIRECTED,
    redirect: partnerRedirect('POST'),
  })),
  emailTagRule('rejected', decided(ApplicationState.REJECTED)),
];

/**
 * The e-mail tags, in the order they win when an address carries several: the stages first (so
 * `+vehicle+accepted` goes to VEHICLE, then, once it is completed, to ACCEPTED), then outcomes.
 */
export const emailTagRules: readonly CheckingRule[] = [...stageTagRules, ...outcomeTagRules];

/** Whether a tag can send a lead to `state` as a stage it then completes. */
export function isTaggedStage(state: ApplicationState): boolean {
  return StageTags.some((entry) => entry.state === state);
}

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
  const completed = context.completedStages ?? [];
  for (const rule of rules) {
    if (rule.stage !== undefined && completed.includes(rule.stage)) continue;
    const decision = rule.decide(context);
    if (decision !== undefined) return decision;
  }
  return DEFAULT_CHECKING_DECISION;
}
