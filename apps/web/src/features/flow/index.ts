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
