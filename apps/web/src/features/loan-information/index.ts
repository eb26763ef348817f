export { LoanInformationStep } from './loan-information-step';
export { LoanSummary } from './loan-summary';
