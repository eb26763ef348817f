/**
 * The flow engine's entry for changing the loan on a page (issue 37, item 5): imported only by
 * the loan summary's and the amount dialog's chunks, never by a first page.
 */
export { flowMarker } from './dynamic-form';
export { loanChangeIn, loanSavedAtOnce, moveAfterLoanSaved } from './loan-change';
