export {
  createCompanySearch,
  isWorthLookingUp,
  LookupMaxLengths,
  lookupPostcode,
  searchCompanies,
  validateEmail,
} from './lookup-thunks';
export { choiceListNow, forgetChoiceListCalls, loadChoiceList } from './choice-lists';
