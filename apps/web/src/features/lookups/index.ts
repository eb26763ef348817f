export { lookupPostcode, searchCompanies, validateEmail } from './lookup-thunks';
