import { ApplicationState, type DynamicForm, type LeadData } from '@lf/contract';
import { decideChecking, type CheckingDecision } from './checking-outcome.js';
import { nextApplicationState, type Scenario } from './next-application-state.js';

/** Where a lead is: its state, and once it entered CHECKING, what checking ends in. */
export interface LeadProgress {
  readonly applicationState: ApplicationState;
  /** Decided when the lead enters CHECKING; made again only when a stage sends it back there. */
  readonly decision: CheckingDecision | null;
  /** Status calls answered since the lead entered CHECKING. */
  readonly statusPolls: number;
}

/** Only the progress fields, so a lead passed in as `current` never leaks its other fields. */
function progressOf({ applicationState, decision, statusPolls }: LeadProgress): LeadProgress {
  return { applicationState, decision, statusPolls };
}

/** Status calls answered CHECKING before the decision shows: the third call answers it. */
export const STATUS_CALLS_WHILE_CHECKING = 2;

export interface WriteContext {
  readonly leadId: string;
  /** The lead's product identifier, for the amount rule of checking. */
  readonly product?: string;
  /** The lead's data after this request was merged in. */
  readonly data: LeadData;
  readonly event: 'create' | 'update';
  /** Absent on a create. */
  readonly current?: LeadProgress;
  /** The v3 form's marker of this request; absent on a classic one. */
  readonly dynamicForm?: DynamicForm;
  /** The stages the lead has completed (stage-outcome.ts), left out of the checking decision. */
  readonly completedStages?: readonly ApplicationState[];
}

/**
 * After a create or an update. Before checking, the scenarios choose the next state, and entering
 * CHECKING decides its outcome. Once checking has started, writes keep their data but move
 * nothing: the decision stands and only status calls reveal it.
 */
export function progressAfterWrite(
  { leadId, product, data, event, current, dynamicForm, completedStages }: WriteContext,
  rules?: readonly Scenario[],
): LeadProgress {
  if (current?.decision) return progressOf(current);
  const applicationState = nextApplicationState(
    { data, event, previousState: current?.applicationState, dynamicForm },
    rules,
  );
  const decision =
    applicationState === ApplicationState.CHECKING
      ? decideChecking({ leadId, product, data, completedStages })
      : null;
  return { applicationState, decision, statusPolls: 0 };
}

export interface StatusCallContext {
  readonly leadId: string;
  readonly product?: string;
  readonly data: LeadData;
  readonly current: LeadProgress;
  readonly completedStages?: readonly ApplicationState[];
}

/**
 * After a status call: while CHECKING, the call is counted, and the call after the first
 * `STATUS_CALLS_WHILE_CHECKING` moves the lead to the decided state. Anything else is unchanged.
 */
export function progressAfterStatusCall({
  leadId,
  product,
  data,
  current,
  completedStages,
}: StatusCallContext): LeadProgress {
  if (current.applicationState !== ApplicationState.CHECKING) return progressOf(current);
  // A lead stored at CHECKING before decisions were kept gets its decision now.
  const decision = current.decision ?? decideChecking({ leadId, product, data, completedStages });
  const statusPolls = current.statusPolls + 1;
  return {
    decision,
    statusPolls,
    applicationState:
      statusPolls > STATUS_CALLS_WHILE_CHECKING ? decision.state : ApplicationState.CHECKING,
  };
}
