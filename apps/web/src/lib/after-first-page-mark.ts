/**
 * The performance mark set once the first page is interactive, the browser idle, and what comes
 * after the first page (the tab hand-over, tracking, the next steps) has started loading, a task
 * each. Tests wait for it; the byte budget counts the build's manifest instead (scripts/budget.ts).
 */
export const AFTER_FIRST_PAGE_MARK = 'lf:after-first-page';

/**
 * The performance mark set once the next steps' files, hinted while the first page is idle, have
 * loaded (app/prefetch-next-steps.ts): from then on they need no network.
 */
export const NEXT_STEPS_PREFETCHED_MARK = 'lf:next-steps-prefetched';

/** The performance mark set once the next steps' modules have run, on the applicant's first act. */
export const NEXT_STEPS_WARMED_MARK = 'lf:next-steps-warmed';

/**
 * The performance mark set once a page after the first has loaded, while idle, the pages a step's
 * answer names (checking, mobile verification: app/application-pages/flow-pages.tsx).
 */
export const STATE_PAGES_LOADED_MARK = 'lf:state-pages-loaded';
