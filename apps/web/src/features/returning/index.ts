import { lazy } from 'react';
import { retryingImport } from '../../lib/retrying-import';

/** A returning customer's link: loaded only when such a link is opened. */
export const LazyContinuePage = lazy(() => retryingImport(() => import('./continue-page')));
export { EarlierApplicationNotice } from './earlier-application-notice';
