/**
 * What the app's state pages hold and tell of an offer answered elsewhere: only their code
 * imports it, so it loads in their file and the first page names no other (the offers' pages
 * reach it through the `onAnsweredElsewhere` they are given).
 */
export { AnsweredElsewhereNotice, useAnsweredElsewhere } from './answered-elsewhere-notice';
export type { OnAnsweredElsewhere } from './answered-elsewhere';
