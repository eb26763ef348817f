/**
 * The page's entry: the app's code is evaluated in two tasks, not one. Evaluating all of it (React
 * DOM, then the store, the schemas, the texts' library and the app) was one task of 350-570 ms at
 * 4x CPU after the first paint, all of it blocking time to Lighthouse; React first, then the rest
 * (start.tsx), the browser can paint or answer a tap between them (decision 0034). Both are
 * fetched with the page (its module preloads): only their evaluation waits.
 */
import { stopHoldingEarlyActions } from './app/early-actions-hold';
import './styles/global.css';

try {
  await import('react-dom/client');
  // A task boundary (not the app's yield helper: its module would bring the app's shared chunk
  // into this file's own evaluation).
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The schema library and the contract's schemas made on import, in a task of their own.
  await import('./app/first-page-schemas');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./start');
} catch (error) {
  // As when the entry itself cannot load: the page's loader stops holding the applicant's taps,
  // and the page is the server's plain HTML again.
  stopHoldingEarlyActions();
  console.error('The app’s code could not load', error);
}
