export {
  defaultApplicationData,
  mergeApplicationData,
  mergeTags,
  UI_TAG,
  withLoanDefaults,
  type ApplicationData,
  type ApplicationDataPatch,
  type LoanBounds,
} from './application-data';
export {
  answersTyped,
  applicationDataUpdated,
  applicationResultReceived,
  applicationSlice,
  customerConsentsReceived,
  fieldErrorsShown,
  formErrorsReceived,
  initialApplicationState,
  createKeyRenewed,
  leadCreateStarted,
  leadExpired,
  leadHandedOver,
  leadRefused,
  leadReloaded,
  leadRestored,
  leadSaved,
  loanAndVisitOf,
  currentState,
  loadingChanged,
  navigationRequested,
  offerTaken,
  pageVisited,
  applicationStartedAfresh,
  resultCleared,
  routeChanged,
  saveFailedUnseen,
  saveSending,
  movedOnSaveFailed,
  stateCleared,
  uiColorsChanged,
  type ApplicationResult,
  type ApplicationSliceState,
  type CustomerConsents,
  type LeadCreate,
  type ProgressState,
  type RouteChange,
} from './application-slice';
export {
  createApplicationPersistence,
  persistApplication,
  TYPING_WRITE_DELAY_MS,
} from './application-persistence';
export type { PageErrors } from './form-errors';
export { answersOfTheLead } from './typed-answers';
export {
  readSessionSnapshot,
  readStoredLoanApplication,
  restoreApplication,
} from './persisted-application';
export {
  APPLICATION_EXPIRY_MS,
  clearForReuse,
  isStale,
  stripStaleFields,
} from './stale-application';
export { startApplication, type StartApplicationOptions } from './start-application';
export { readUiColors, type UiColors } from './ui-colors';
export {
  useApplicationDispatch,
  useApplicationSelector,
  type ApplicationDispatch,
  type ApplicationRootState,
  type ThunkDependencies,
} from './application-hooks';
export { datesToIsoText } from './stored-application-schema';
