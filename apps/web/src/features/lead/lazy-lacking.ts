/** The ask a v3 returning link makes before it resumes (issue 38 item 5): never a first page. */
export { askLackingDataPoints } from './lacking-data-points';
