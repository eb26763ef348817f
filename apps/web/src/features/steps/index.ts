import { lazy } from 'react';
import { retryingImport } from '../../lib/retrying-import';

export type { FieldDeclaration } from './step-definition';

/** Loaded when a step after the first is shown: the form library stays off the first page. */
export const LazyStepForm = lazy(() => retryingImport(() => import('./step-form')));
