/** Tracking, loaded by start.tsx once the first page is interactive; never on the first page. */
export { startTracking, type StartTrackingOptions, type TrackingStore } from './tracking-start';
