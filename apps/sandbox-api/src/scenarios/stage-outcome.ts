import { ApplicationState, type LeadData } from '@lf/contract';
import { decideChecking, type CheckingRule } from './checking-outcome.js';
import type { LeadProgress } from './lead-progress.js';
import { classicState } from './next-application-state.js';

/**
 * How the applicant left a stage: `done` (the page was filled in or its action taken),
 * `accepted` (an offer taken), `declined` (an offer refused), `skipped` (an optional stage left out).
 */
export const StageOutcomes = ['done', 'accepted', 'declined', 'skipped'] as const;
export type StageOutcome = (typeof StageOutcomes)[number];

/** Pre-offer steps the server may still choose after checking: a lead PUT completes them. */
export const STAGES_SAVED_BY_UPDATE: readonly ApplicationState[] = [
  ApplicationState.EMPLOYMENT_DETAILS,
];

export interface StageContext {
  readonly leadId: string;
  readonly product?: string;
  /** The lead's data with the stage's answers merged in. */
  readonly data: LeadData;
  /** The state the lead stood at: the stage it completes. */
  readonly stage: ApplicationState;
  readonly outcome: StageOutcome;
  /** Where the lead was before this call. */
  readonly current: LeadProgress;
  /** The stages completed before this one. */
  readonly completedStages: readonly ApplicationState[];
}

export interface StageProgress extends LeadProgress {
  /** Every stage completed so far, this one included, each once. */
  readonly completedStages: readonly ApplicationState[];
}

/** Stages that lead straight to another after `done`, without checking again. */
const nextAfterDone: ReadonlyMap<ApplicationState, ApplicationState> = new Map([
  [ApplicationState.CHANGE_MOBILE_NUMBER, ApplicationState.MOBILE_VERIFICATION],
  [ApplicationState.WNIOSEK, ApplicationState.WNIOSEK_UZUPELNIENIE],
]);

/**
 * Where a lead goes once it completed a stage: an offer accepted ends ACCEPTED; a new mobile
 * number goes to its verification; the wniosek to its completion; a verified mobile to the next
 * classic step its data still lacks. Anything else goes back to CHECKING, and what checking ends
 * in is decided again now, without the tag rules of the stages already completed, so the e-mail
 * tags chain (`+vehicle+cofidis-offer+accepted`: VEHICLE, then COFIDIS_OFFER, then ACCEPTED).
 */
export function progressAfterStage(
  { leadId, product, data, stage, outcome, current, completedStages }: StageContext,
  rules?: readonly CheckingRule[],
): StageProgress {
  const completed = completedStages.includes(stage) ? completedStages : [...completedStages, stage];
  const { decision, statusPolls } = current;
  if (outcome === 'accepted') {
    return {
      applicationState: ApplicationState.ACCEPTED,
      decision: { state: ApplicationState.ACCEPTED },
      statusPolls,
      completedStages: completed,
    };
  }
  if (outcome === 'done') {
    const next = nextAfterDone.get(stage);
    if (next !== undefined) {
      return { applicationState: next, decision, statusPolls, completedStages: completed };
    }
    if (stage === ApplicationState.MOBILE_VERIFICATION) {
      const classic = classicState(data);
      if (classic !== ApplicationState.CHECKING) {
        // Back to the form: the checking decision is made when the form reaches CHECKING.
        return {
          applicationState: classic,
          decision: null,
          statusPolls: 0,
          completedStages: completed,
        };
      }
    }
  }
  return {
    applicationState: ApplicationState.CHECKING,
    decision: decideChecking({ leadId, product, data, completedStages: completed }, rules),
    statusPolls: 0,
    completedStages: completed,
  };
}
