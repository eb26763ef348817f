export {
  createCompanySearch,
  isWorthLookingUp,
  LookupMaxLengths,
  lookupPostcode,
  searchCompanies,
  validateEmail,
} from './lookup-thunks';
