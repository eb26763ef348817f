/**
 * Applies the flow engine's decisions in React: the brand's flow in context, the one hook pages
 * move through, and the one place the router's navigate is called.
 */
export { leaveEarlierEntries } from './app-history';
export { FlowLink } from './flow-link';
export { useHandedOverLeadLanding } from './handed-over-lead-landing';
export { LeadExpiredNotice } from './lead-expired-notice';
export { LeadRefusedNotice } from './lead-refused-notice';
export { SaveNotSentNotice } from './save-not-sent-notice';
export {
  FlowProvider,
  useAsked,
  useFlow,
  useLoadFields,
  useLoadStatePage,
  useShownPath,
  type LoadFields,
  type LoadStatePage,
} from './flow-context';
export {
  followSave,
  moveOnceAnswered,
  progressOf,
  useApplyRouteChanges,
  useFlowNavigation,
  type TakeAnswer,
} from './use-flow-navigation';
