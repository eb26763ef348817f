/**
 * The performance mark set once the first page is interactive and the browser idle: what loads
 * from then on (tracking, the next steps) is not the first page's (scripts/budget.ts).
 */
export const AFTER_FIRST_PAGE_MARK = 'lf:after-first-page';
