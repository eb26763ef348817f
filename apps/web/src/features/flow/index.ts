/**
 * The flow engine: plain TypeScript, no React. The step catalogue, flows as checked data, and one
 * pure navigator that decides every move; features/navigation applies its decisions.
 */
export {
  StateRoutes,
  historyMethod,
  isAfterOffer,
  routeForState,
  stateForRoute,
  type HistoryMethod,
  type StateRoute,
  type StepDataKey,
} from './application-routes';
export {
  FlowConfigError,
  FlowConfigSchema,
  FlowOrders,
  resolveFlow,
  type Flow,
  type FlowConfig,
  type FlowOrder,
} from './flow-config';
export {
  backFrom,
  decideRoute,
  FinalStates,
  groupFieldErrors,
  isFinalState,
  moveAfterSave,
  normalisePath,
  routeOfState,
  startRoute,
  stepAt,
  stepPosition,
  visit,
  type Move,
  type Progress,
  type RouteDecision,
} from './navigator';
export {
  FieldKinds,
  isStepId,
  StepCatalogue,
  StepContexts,
  StepIds,
  StepKinds,
  type FieldDefinition,
  type FieldGroup,
  type FieldKind,
  type FieldLookup,
  type StepContext,
  type StepDefinition,
  type StepId,
  type StepKind,
} from './step-catalogue';
