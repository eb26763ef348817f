/**
 * The flow engine: plain TypeScript, no React. The step catalogue, flows as checked data, and one
 * pure navigator that decides every move; features/navigation applies its decisions.
 */
export {
  StateRoutes,
  continueRoute,
  historyMethod,
  isAfterOffer,
  normalisePath,
  routeForState,
  stateForRoute,
  type HistoryMethod,
  type StateRoute,
  type StepDataKey,
} from './application-routes';
// The full check of a flow configuration (check-flow-config.ts) is not exported here: it runs
// where brands are resolved for the server's start-up and in the tests, never in the first page.
export {
  buildFlow,
  FlowConfigError,
  FlowOrders,
  type Flow,
  type FlowConfig,
  type FlowOrder,
  type FlowStep,
} from './flow-config';
// The pages' fields (step-fields.ts) are imported by path by the step form and the dynamic page:
// through this barrel they reached the first page.
export {
  backFrom,
  decideRoute,
  resumeStep,
  FinalStates,
  groupFieldErrors,
  isFinalState,
  isSidePageOf,
  landingRoute,
  moveAfterAnswer,
  moveBeforeAnswer,
  sendsTheApplication,
  moveToFieldErrors,
  routeOfState,
  samePage,
  sidePageReturn,
  startRoute,
  stepAt,
  stepAfter,
  stepPosition,
  visit,
  type Asked,
  type Move,
  type Progress,
  type RouteDecision,
  type SentSave,
} from './navigator';
export {
  choiceValues,
  FieldKinds,
  ClassicStepPages,
  isStepIn,
  StepContexts,
  StepKinds,
  type AnswerOf,
  type DateRange,
  type FieldDefinition,
  type FieldGroup,
  type FieldOptions,
  type FieldKind,
  type FieldLookup,
  type StepContext,
  type StepDefinition,
  type ClassicStepId,
  type StepId,
  type StepPageTable,
  type StepKind,
  type StepPage,
} from './step-catalogue';
// The form-field catalogue's names are lazy-form-field-names.ts (never on a first page).
export {
  MarketingConsentChannels,
  type MarketingConsentChannel,
} from './marketing-consent-channels';
export type { V3StepPathName } from './v3-step-paths';
export type { V3StepId } from './v3-step-pages';
export { answerAt, isRuledOut, isStepAnswered, isStepAsked } from './step-answers';
