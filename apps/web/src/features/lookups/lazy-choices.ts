/** The choice lists' entry for the pages that ask them (served-choices.ts): never a first page. */
export { choiceListNow, forgetChoiceListCalls, loadChoiceList } from './choice-lists';
