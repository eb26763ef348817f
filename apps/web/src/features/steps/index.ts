import { lazy } from 'react';

export { ClassicSteps, stepForRoute } from './classic-steps';
export type { StepDefinition } from './step-definition';

/** Loaded when a step after the first is shown: the form library stays off the first page. */
export const LazyStepPage = lazy(() => import('./step-page'));
