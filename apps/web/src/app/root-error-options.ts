import type { RootOptions } from 'react-dom/client';
import { logger } from '../lib/logger';

/**
 * What React reports while it renders the app, each to the logger (never to the console): a crash
 * an error boundary caught (the boundary shows the fallback and logs it as a crash; this notes
 * React's report of it), a crash none caught, and a hydration mismatch React recovered from by
 * drawing that part afresh (the first paint was then not the page the applicant kept).
 */
export const rootErrorOptions: RootOptions = {
  onCaughtError: (error) => logger.info('Rendering error caught by a boundary', error),
  onUncaughtError: (error) => logger.error('Uncaught rendering error', error),
  onRecoverableError: (error) => logger.warn('Recovered rendering error', error),
};
