import { ApplicationState, isSubmission, type DynamicForm, type LeadData } from '@lf/contract';
import { checkDataPoints } from '../leads/missing-data-points.js';
import { hasEmailTag } from './email-tags.js';

/** What a scenario may look at to choose the state a lead moves to. */
export interface ScenarioContext {
  /** The lead's data after this request was merged in. */
  readonly data: LeadData;
  readonly event: 'create' | 'update';
  /** The state before this request; absent on a create. */
  readonly previousState?: ApplicationState;
  /** The v3 form's marker, when the request came from that form; absent on a classic one. */
  readonly dynamicForm?: DynamicForm;
}

/**
 * A deterministic rule (an e-mail tag, an amount ...) that decides the next state when it
 * applies, or returns `undefined` to let the next rule decide.
 */
export interface Scenario {
  readonly name: string;
  decide(context: ScenarioContext): ApplicationState | undefined;
}

type SectionKey =
  'personalDetails' | 'contactDetails' | 'incomeDetails' | 'otherDetails' | 'referenceDetails';

/** A section counts as given once it holds at least one data point. */
function hasSection(data: LeadData, key: SectionKey): boolean {
  const section = data[key];
  return section !== undefined && Object.values(section).some((value) => value !== undefined);
}

/** The classic form order of spec section 4: each step and whether the data already covers it. */
export const classicSteps: readonly {
  readonly state: ApplicationState;
  readonly isDone: (data: LeadData) => boolean;
}[] = [
  {
    state: ApplicationState.LOAN_INFORMATION,
    isDone: (data) => data.amount !== undefined && data.period !== undefined,
  },
  {
    state: ApplicationState.PERSONAL_DETAILS,
    isDone: (data) => hasSection(data, 'personalDetails'),
  },
  { state: ApplicationState.CONTACT_DETAILS, isDone: (data) => hasSection(data, 'contactDetails') },
  { state: ApplicationState.INCOME_DETAILS, isDone: (data) => hasSection(data, 'incomeDetails') },
  { state: ApplicationState.OTHER_INFORMATION, isDone: (data) => hasSection(data, 'otherDetails') },
  {
    state: ApplicationState.REFERENCE_INFORMATION,
    isDone: (data) => hasSection(data, 'referenceDetails'),
  },
];

/** The first classic step whose data is still missing, or CHECKING once every one is given. */
export function classicState(data: LeadData): ApplicationState {
  return classicSteps.find((step) => !step.isDone(data))?.state ?? ApplicationState.CHECKING;
}

/** The classic form: the first step whose data is still missing, then CHECKING. */
export const classicFormScenario: Scenario = {
  name: 'classic form',
  decide: ({ data }) => classicState(data),
};

/** Every classic step in order, then CHECKING. */
const classicOrder: readonly ApplicationState[] = [
  ...classicSteps.map((step) => step.state),
  ApplicationState.CHECKING,
];
const contactIndex = classicOrder.indexOf(ApplicationState.CONTACT_DETAILS);

function isAtOrBeforeContactDetails(state: ApplicationState | undefined): boolean {
  if (state === undefined) return true;
  const index = classicOrder.indexOf(state);
  return index >= 0 && index <= contactIndex;
}

/**
 * `+mobile`: the request that completes the contact details goes to MOBILE_VERIFICATION instead
 * of the next classic step. There the lead waits for its code: updates are refused (409
 * `mobile_verification_required`, verified-number.ts) until `POST /v2/customer/mobile/verify`
 * with the right code moves it on to the first classic step it lacks (stage-outcome.ts).
 */
export const mobileVerificationScenario: Scenario = {
  name: '+mobile: mobile verification after the contact details',
  decide: ({ data, previousState }) => {
    if (!hasEmailTag(data.contactDetails?.email, 'mobile')) return undefined;
    const justCompletedContact =
      classicOrder.indexOf(classicState(data)) > contactIndex &&
      isAtOrBeforeContactDetails(previousState);
    return justCompletedContact ? ApplicationState.MOBILE_VERIFICATION : undefined;
  },
};

/**
 * The dynamic (v3) form: its configured step order, not the server, picks the next page, so a
 * request of a page in progress stays at LOAN_INFORMATION whatever the data holds. The
 * submission (the last page's request, listing the data points the flow requires) moves to
 * CHECKING once the lead holds every one; the service refuses it before that (lead-service.ts),
 * so LOAN_INFORMATION here is only a guard. Classic requests are left to the next rules.
 */
export const dynamicFormScenario: Scenario = {
  name: 'dynamic form: in progress, then submitted',
  decide: ({ data, dynamicForm }) => {
    if (dynamicForm === undefined) return undefined;
    if (!isSubmission(dynamicForm)) return ApplicationState.LOAN_INFORMATION;
    const { missing } = checkDataPoints(data, dynamicForm.dataPoints);
    return missing.length === 0 ? ApplicationState.CHECKING : ApplicationState.LOAN_INFORMATION;
  },
};

/**
 * The rules tried in order; the first that decides wins. The dynamic form decides its own
 * requests; deterministic detours (`+mobile`) go before the classic form, which always decides. What CHECKING ends in is decided separately,
 * by `decideChecking` in checking-outcome.ts.
 */
export const scenarios: readonly Scenario[] = [
  dynamicFormScenario,
  mobileVerificationScenario,
  classicFormScenario,
];

export function nextApplicationState(
  context: ScenarioContext,
  rules: readonly Scenario[] = scenarios,
): ApplicationState {
  for (const rule of rules) {
    const state = rule.decide(context);
    if (state !== undefined) return state;
  }
  return classicState(context.data);
}
