/**
 * The page's entry: the app's code is evaluated in two tasks, not one. Evaluating all of it (React
 * DOM, then the store, the schemas, the texts' library and the app) was one task of 350-570 ms at
 * 4x CPU after the first paint, all of it blocking time to Lighthouse; React first, then the rest
 * (start.tsx), the browser can paint or answer a tap between them (decision 0034). Both are
 * fetched with the page (its module preloads): only their evaluation waits.
 */
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
  // says so on the page, lets no form be sent natively (its answers would go in the address), and
  // logs the error. The event's name as a literal (server/deferred-assets.ts CODE_FAILED_EVENT,
  // checked by early-actions.test.tsx): imported, it cost the first page an export of React's chunk.
  dispatchEvent(new ErrorEvent('lf-code-failed', { error }));
}
