import { ApplicationState, type FieldError } from '@lf/contract';
import {
  historyMethod,
  isAfterOffer,
  normalisePath,
  routeForState,
  stateForRoute,
  type HistoryMethod,
} from './application-routes';
import type { Flow, FlowStep } from './flow-config';
import { ClassicStepPages, type FieldDefinition } from './step-catalogue';

/**
 * The flow's one decision-maker (formbricks' block-flow: one pure function decides, the renderer
 * only applies it). No React, no store: given the flow, where the applicant has been and what the
 * server answered, it says where to go and whether the browser's history gets a new entry.
 */

/** A move for the router: where to, and push or replace (spec sections 2 and 4, routeChange). */
export interface Move {
  redirectTo: string;
  method: HistoryMethod;
}

/** Where the applicant stands: the server's state, whether a lead exists, the pages visited. */
export interface Progress {
  state: ApplicationState;
  hasLead: boolean;
  /** Routes visited in this application, oldest first: Back follows them. */
  visited: readonly string[];
  /**
   * Whether the lead holds every required answer of a step (a configured flow: a reload, or a
   * returning link in another browser, resumes at the first step still unanswered).
   */
  answered?: (step: FlowStep) => boolean;
  /**
   * Whether a step asks this applicant anything, given the answers known (kept here and the
   * lead's): a configured flow skips a page whose every field the answers rule out (the
   * employer's, for a pensioner), going on, going back and resuming. Absent, every page asks.
   */
  asked?: Asked;
}

/** Whether a step asks this applicant anything (`Progress.asked`). */
export type Asked = (step: FlowStep) => boolean;

const everyPage: Asked = () => true;

/** The server's final decisions: after one, the answers are read-only. */
export const FinalStates: readonly ApplicationState[] = [
  ApplicationState.ACCEPTED,
  ApplicationState.THANK_YOU,
  ApplicationState.REDIRECTED,
  ApplicationState.REJECTED,
];

export function isFinalState(state: ApplicationState): boolean {
  return FinalStates.includes(state);
}

export function startRoute(flow: Flow): string {
  return stepById(flow, flow.start)?.route ?? '/';
}

function stepById(flow: Flow, id: string): FlowStep | undefined {
  return flow.steps.find((step) => step.id === id);
}

/** The flow's step shown at `path`; the index route shows the starting page. */
export function stepAt(flow: Flow, path: string): FlowStep | undefined {
  const route = normalisePath(path);
  if (route === '/') return stepById(flow, flow.start);
  return flow.steps.find((step) => step.route === route);
}

/** The states of the classic form's own steps, from the loan to the reference person. */
const ClassicStepStates: readonly ApplicationState[] = Object.values(ClassicStepPages).flatMap(
  (page) => (page.state === undefined ? [] : [page.state]),
);

/**
 * A classic form step's state that this flow has no page for (a v3 flow asks no reference person
 * on a page of that state): nothing in the server's table of pages stands for it either.
 */
function isPagelessFormState(flow: Flow, state: ApplicationState): boolean {
  return ClassicStepStates.includes(state) && !flow.steps.some((step) => step.state === state);
}

/**
 * The page a state stands for; before any answer, the flow's starting page. A classic step a
 * configured flow has no page for is asked with the flow's own pages (issue 37, "no dead end"):
 * its last page, whose submission names every data point the lead still lacks and takes the
 * applicant to the page that asks it (`groupFieldErrors`); `landingRoute` goes to the first
 * page left unanswered when the answers are known.
 */
export function routeOfState(flow: Flow, state: ApplicationState): string {
  if (state === ApplicationState.NONE || state === ApplicationState.LOAN_INFORMATION) {
    return startRoute(flow);
  }
  const own = flow.steps.find((step) => step.state === state)?.route;
  if (own) return own;
  if (flow.order === 'configured' && isPagelessFormState(flow, state)) {
    return flow.steps.at(-1)?.route ?? startRoute(flow);
  }
  return routeForState(state).route;
}

/** The state whose page `route` is, if any (a flow step, or a page of the state table). */
function stateOfRoute(flow: Flow, route: string): ApplicationState | undefined {
  return stepAt(flow, route)?.state ?? stateForRoute(route)?.state;
}

/** A form state: one of the applicant's own pages before the offer (spec section 4). */
function isFormState(state: ApplicationState): boolean {
  return state !== ApplicationState.NONE && !isAfterOffer(state);
}

/** Leaving an after-offer state replaces the history entry; every other move pushes. */
function methodLeaving(flow: Flow, from: string): HistoryMethod {
  const state = stateOfRoute(flow, from);
  return state === undefined ? 'push' : historyMethod(state);
}

/**
 * After the server answered a save made on `from`: the classic flow goes where the server's state
 * points; a configured flow goes to its next step while the server keeps the lead in the form, and
 * where the server says once it leaves the form (checking, a result, an offer) or after the last.
 */
export function moveAfterSave(
  flow: Flow,
  from: string,
  answer: ApplicationState,
  asked: Asked = everyPage,
): Move {
  const method = methodLeaving(flow, from);
  if (flow.order === 'configured') {
    const step = stepAt(flow, from);
    const next = step ? stepAfter(flow, step, asked) : undefined;
    if (next && (isFormState(answer) || answer === ApplicationState.NONE)) {
      return { redirectTo: next.route, method };
    }
  }
  return { redirectTo: routeOfState(flow, answer), method };
}

/**
 * A configured (v3) flow's next page follows the order in which its paths were added (spec
 * section 2), so its Continue moves there as the save goes out, without waiting for the server's
 * answer (decision 0024): while the lead stays in the form (or is being created), from a page
 * that has a next one. The answer is then read by `moveAfterAnswer`. The last page, and every
 * page of a flow the server orders (the classic form: "which route follows which is decided by
 * the server"), wait for the answer, which names the next state (decision 0029).
 */
export function moveBeforeAnswer(
  flow: Flow,
  from: string,
  { state, asked = everyPage }: Pick<Progress, 'state' | 'asked'>,
): Move | null {
  if (flow.order !== 'configured') return null;
  if (state !== ApplicationState.NONE && !isFormState(state)) return null;
  const step = stepAt(flow, from);
  if (!step || !stepAfter(flow, step, asked)) return null;
  return moveAfterSave(flow, from, state, asked);
}

/** A save whose answer is awaited: the page whose Continue sent it, and the move made as it went out. */
export interface SentSave {
  from: string;
  /** The move made without waiting for the answer (`moveBeforeAnswer`); null when `from` waits. */
  made: Move | null;
}

/**
 * Where the server's answer to a save takes the applicant, who is at `now` by then (decision 0029):
 *
 * 1. An answer that takes the lead out of the form (checking, a result, an offer, mobile
 *    verification) takes the applicant there from wherever they are. After a move made before
 *    the answer, the page they are on is one the server did not choose: its history entry is
 *    replaced, so Back does not lead to it (and the save queue drops the saves behind it).
 * 2. Any other answer moves them only while they are on the page they awaited it on: the page
 *    that sent it, or the page it moved on to. Gone elsewhere (Back during the save, or sent back
 *    by a field error), they stay where they are.
 *
 * A field error is placed by `moveToFieldErrors`.
 */
export function moveAfterAnswer(
  flow: Flow,
  { from, made }: SentSave,
  answer: ApplicationState,
  now: string | null,
  asked: Asked = everyPage,
): Move | null {
  const move = moveAfterSave(flow, from, answer, asked);
  if (samePage(flow, move.redirectTo, now)) return null;
  if (isAfterOffer(answer)) return made ? { ...move, method: 'replace' } : move;
  const awaitedOn = made?.redirectTo ?? from;
  return samePage(flow, now, awaitedOn) ? move : null;
}

/**
 * A field error names its page (`groupFieldErrors`' errored form path): the applicant is taken
 * there from wherever they are, unless they are on it already (decision 0029, rule 3).
 */
export function moveToFieldErrors(
  flow: Flow,
  erroredFormPath: string | null,
  now: string | null,
): Move | null {
  if (!erroredFormPath || samePage(flow, erroredFormPath, now)) return null;
  return { redirectTo: erroredFormPath, method: 'push' };
}

/** Two paths of one page: the index route is the starting page's. */
export function samePage(flow: Flow, a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const route = (path: string) => stepAt(flow, path)?.route ?? normalisePath(path);
  return route(a) === route(b);
}

/**
 * The next step in the flow's order that asks this applicant anything; none after the last. A
 * classic Continue leads there unless the server sends the applicant elsewhere.
 */
export function stepAfter(
  flow: Flow,
  step: FlowStep,
  asked: Asked = everyPage,
): FlowStep | undefined {
  const index = flow.steps.indexOf(step);
  return index >= 0 ? flow.steps.slice(index + 1).find(asked) : undefined;
}

/**
 * Whether a page's Continue sends the application: the flow's last page that asks this applicant
 * anything, whose answer takes the lead out of the form. While it is sent, Back waits: an answer
 * changed on a page gone back to would be lost when the answer takes the applicant on.
 */
export function sendsTheApplication(flow: Flow, path: string, asked: Asked = everyPage): boolean {
  const step = stepAt(flow, path);
  return step !== undefined && !stepAfter(flow, step, asked);
}

/** The previous step in the flow's order that asks this applicant anything. */
function stepBefore(flow: Flow, index: number, asked: Asked): FlowStep | undefined {
  return flow.steps.slice(0, Math.max(index, 0)).findLast(asked);
}

/** A configured flow's last step that asks this applicant anything (where it resumes at last). */
function lastAskedStep(flow: Flow, asked: Asked = everyPage): FlowStep | undefined {
  return flow.steps.findLast(asked) ?? flow.steps.at(-1);
}

/**
 * Visiting a page: a page already visited cuts the trail back to it (Back then Continue). Not the
 * trail's first page, the loan's page, where the loan is changed from any later one: its Continue
 * takes the applicant back to where the lead stands, and Back from there still goes to the page
 * before (walker w5: cut to the loan's page, Back led to it, its Continue came back, round and
 * round).
 */
export function visit(visited: readonly string[], route: string): string[] {
  const at = visited.indexOf(route);
  if (at === 0) return [...visited];
  return at > 0 ? visited.slice(0, at + 1) : [...visited, route];
}

/**
 * Back follows the pages this applicant visited, not a global list: after a page the server
 * inserted, Back returns to the page before it. A step later in the flow than this one is not
 * gone back to (it was left with Back), nor is there a trail: then the flow's previous step. In a
 * configured (v3) flow, the previous step in the configured order.
 */
export function backFrom(
  flow: Flow,
  current: string,
  visited: readonly string[],
  asked: Asked = everyPage,
): string | null {
  const route = stepAt(flow, current)?.route ?? normalisePath(current);
  // A configured flow's previous page is the one added before it (spec section 2), past any
  // that asks this applicant nothing.
  const position =
    flow.order === 'configured' ? flow.steps.findIndex((step) => step.route === route) : -1;
  if (position >= 0) return stepBefore(flow, position, asked)?.route ?? null;
  const index = flow.steps.findIndex((step) => step.route === route);
  const at = visited.lastIndexOf(route);
  const before = at > 0 ? visited[at - 1] : undefined;
  // Not a step that comes after this one: that page was left with Back (after a returning link,
  // the trail starts at the page the link landed on), and Back would bounce between the two.
  const beforeIndex = flow.steps.findIndex((step) => step.route === before);
  if (before !== undefined && (index < 0 || beforeIndex < index)) return before;
  return index > 0 ? (flow.steps[index - 1]?.route ?? null) : null;
}

/**
 * Where a configured flow resumes: its first step not fully answered (by the lead, or by the
 * answers kept here while its first save is on its way), or its last step when every one is; a
 * step that asks this applicant nothing is passed over. A flow the server orders resumes at the
 * server's state instead.
 */
export function resumeStep(flow: Flow, progress: Progress): FlowStep | undefined {
  const { answered, asked = everyPage } = progress;
  if (flow.order !== 'configured' || !answered) return undefined;
  return flow.steps.find((step) => asked(step) && !answered(step)) ?? lastAskedStep(flow, asked);
}

/**
 * Where the applicant belongs now: the start without a lead; in a configured flow still in the
 * form, the first unanswered step; otherwise the page of the lead's state.
 */
export function landingRoute(flow: Flow, progress: Progress): string {
  if (!progress.hasLead) return startRoute(flow);
  const resume = resumeStep(flow, progress);
  return resume && isFormState(progress.state) ? resume.route : routeOfState(flow, progress.state);
}

/**
 * Pages an applicant may open beside the page of the lead's state, and come back from, while the
 * server's state stays put: waiting for a code, the page that changes the number it went to (the
 * lead stays at MOBILE_VERIFICATION until a new number is saved).
 */
const SidePages: Partial<Record<ApplicationState, readonly ApplicationState[]>> = {
  [ApplicationState.MOBILE_VERIFICATION]: [ApplicationState.CHANGE_MOBILE_NUMBER],
};

/** Whether the page of `page` may be opened while the lead stands at `state`, and left again. */
export function isSidePageOf(state: ApplicationState, page: ApplicationState): boolean {
  return SidePages[state]?.includes(page) ?? false;
}

/**
 * Where a side page's Back leads without saving: the page of the lead's state; null when `page`
 * is not a side page of `state` (a lead the server sent there has nowhere to go back to).
 */
export function sidePageReturn(
  flow: Flow,
  state: ApplicationState,
  page: ApplicationState,
): string | null {
  return isSidePageOf(state, page) ? routeOfState(flow, state) : null;
}

/** What a path shows for this applicant: a step, a state's page, another page, or nothing. */
export type RouteDecision =
  | { kind: 'step'; step: FlowStep }
  | { kind: 'state'; state: ApplicationState }
  /**
   * `decided`: the lead has its final decision, and the path is an earlier page of its
   * application. Reached by Back, it is left for the page before the application (decision 0010).
   */
  | { kind: 'redirect'; to: string; decided?: true }
  | { kind: 'not-found' };

/**
 * Routes follow the applicant's state. The starting page always shows (but not after a final
 * decision, when the answers are read-only). A later form page shows once reached; a page the
 * server can send anyone to (a result, an offer, mobile verification) shows without a lead, and
 * with a lead only while it is the lead's state. Anything else goes to the state's page, or to
 * the start. A side page of the lead's state (`isSidePageOf`) shows too. A page of another flow
 * (another brand's step path, a classic step this flow lacks) goes to the applicant's own page;
 * only a path that is no page of any flow is not found.
 */
export function decideRoute(flow: Flow, path: string, progress: Progress): RouteDecision {
  const { state, hasLead, visited } = progress;
  const resume = resumeStep(flow, progress);
  const here = landingRoute(flow, progress);
  const decided = hasLead && isFinalState(state);
  const away = (to: string): RouteDecision =>
    decided ? { kind: 'redirect', to, decided } : { kind: 'redirect', to };
  // A flow page at a state's route that stands for no state itself (the v3 employment-details,
  // reference-details) gives way to that state's page while the server holds the lead there.
  const found = stepAt(flow, path);
  const routeState = stateForRoute(path)?.state;
  const heldHere =
    hasLead &&
    found?.state === undefined &&
    routeState === state &&
    state !== ApplicationState.NONE;
  const step = heldHere ? undefined : found;
  if (step) {
    if (decided) return away(here);
    if (step.id === flow.start) return { kind: 'step', step };
    // A configured flow's page that asks this applicant nothing (opened by its address).
    if (flow.order === 'configured' && progress.asked && !progress.asked(step)) return away(here);
    // A configured flow's page is reached by the answers before it, even while the first save is
    // on its way (moveBeforeAnswer); a page of a flow the server orders, only with a lead.
    if (!hasLead && !resume) return away(startRoute(flow));
    if (isAfterOffer(state)) return away(here);
    const index = flow.steps.indexOf(step);
    const resumed = resume ? flow.steps.indexOf(resume) : 0;
    // Without a lead, only the answers kept here reach a page (not a visit made before a reload).
    const reached = hasLead
      ? flow.steps.reduce(
          (furthest, candidate, at) =>
            candidate.state === state || visited.includes(candidate.route)
              ? Math.max(furthest, at)
              : furthest,
          resumed,
        )
      : resumed;
    return index <= reached ? { kind: 'step', step } : away(here);
  }
  const known = stateForRoute(path);
  // A page of another flow (a page of the catalogue: a v3 step path, or a classic step) that this
  // flow does not have takes the applicant to their own page, not to not-found nor to a page that
  // offers nothing (issue 37): unless it is the page of the lead's state, one the server's table
  // has (an after-offer form such as the reference details).
  const route = normalisePath(path);
  const ofAnotherFlow = found === undefined && flow.catalogueRoutes.includes(route);
  const leadsOwnPage = hasLead && known?.state === state && !isPagelessFormState(flow, state);
  if (ofAnotherFlow && !leadsOwnPage && here !== route) return away(here);
  if (!known) return { kind: 'not-found' };
  if (known.state === ApplicationState.CHECKING) {
    if (!hasLead) return away(startRoute(flow));
    return state === ApplicationState.CHECKING ? { kind: 'state', state: known.state } : away(here);
  }
  // A lead whose state this tab does not know yet (one another tab handed over, which keeps where
  // the applicant stands here) may open a state's page by its address, but no decision: that is
  // the server's to tell, and this lead's may be none yet.
  const stateUnknown = state === ApplicationState.NONE && !isFinalState(known.state);
  if (!hasLead || state === known.state || stateUnknown || isSidePageOf(state, known.state)) {
    return { kind: 'state', state: known.state };
  }
  return away(here);
}

/** Field errors grouped by the flow page that holds each field, and the earliest such page. */
export function groupFieldErrors(
  flow: Flow,
  fieldErrors: readonly FieldError[],
  /** A step's fields (`withFields` of step-fields.ts, which the step form loads). */
  fieldsOf: (step: FlowStep) => readonly FieldDefinition[],
): { errors: Partial<Record<string, FieldError[]>>; erroredFormPath: string | null } {
  const errors: Partial<Record<string, FieldError[]>> = {};
  const start = startRoute(flow);
  for (const error of fieldErrors) {
    const [head = ''] = error.fieldName.split('.');
    const page = ['amount', 'period', 'periodScale'].includes(head)
      ? start
      : flow.steps.find((step) => fieldsOf(step).some((field) => field.path === error.fieldName))
          ?.route;
    if (page) errors[page] = [...(errors[page] ?? []), error];
  }
  const erroredFormPath =
    flow.steps.find((step) => (errors[step.route]?.length ?? 0) > 0)?.route ?? null;
  return { errors, erroredFormPath };
}

/**
 * Progress through the flow's pages: "step 3 of 6", counting the pages this applicant is asked (a
 * page that asks them nothing, the employer's of a pensioner, is skipped and not counted).
 */
export function stepPosition(
  flow: Flow,
  step: FlowStep,
  asked: Asked = everyPage,
): { step: number; total: number } {
  const pages = flow.steps.filter((candidate) => candidate === step || asked(candidate));
  return { step: pages.indexOf(step) + 1, total: pages.length };
}
