/** What a v3 returning link asks the lead API before it resumes: never with a first page. */
export { lacksDataPoint, requiredDataPoints, type LackingDataPoints } from './lacking-data-points';
