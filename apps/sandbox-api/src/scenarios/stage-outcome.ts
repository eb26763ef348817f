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
  /**
   * Whether the v3 (dynamic) form made the lead: its flow has none of the classic form's steps,
   * so a verified mobile goes back to CHECKING instead of the classic step its data lacks.
   */
  readonly dynamicForm?: boolean;
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
 * classic step its data still lacks (a classic lead's only: a v3 lead's form has no such step). Anything else goes back to CHECKING, and what checking ends
 * in is decided again now, without the tag rules of the stages already completed, so the e-mail
 * tags chain (`+vehicle+cofidis-offer+accepted`: VEHICLE, then COFIDIS_OFFER, then ACCEPTED).
 */
export function progressAfterStage(
  { leadId, product, data, stage, outcome, current, completedStages, dynamicForm }: StageContext,
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
    // A v3 lead was checked with every data point its own flow requires: the classic steps it
    // lacks (the reference person ...) have no page in its form (issue 37).
    if (stage === ApplicationState.MOBILE_VERIFICATION && !dynamicForm) {
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
