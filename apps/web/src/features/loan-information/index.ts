export { LoanInformationStep } from './loan-information-step';
