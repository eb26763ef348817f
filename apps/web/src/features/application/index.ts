export {
  applicationSlice,
  applicationDataUpdated,
  initialApplicationState,
  leadCreateStarted,
  leadSaved,
  type ApplicationData,
  type ApplicationSliceState,
} from './application-slice';
export { readStoredApplication, writeStoredApplication } from './persisted-application';
export {
  useApplicationDispatch,
  useApplicationSelector,
  type ApplicationDispatch,
  type ApplicationRootState,
  type ThunkDependencies,
} from './application-hooks';
