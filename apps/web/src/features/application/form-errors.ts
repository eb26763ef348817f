import { ApplicationState, type FieldError } from '@lf/contract';
import { routeForState, StateRoutes } from '../flow';

/** Field errors per form page, keyed by the page's path (its route). */
export type PageErrors = Partial<Record<string, FieldError[]>>;

/**
 * The pages in the order the applicant meets them: the classic form order (spec section 4),
 * then the other pre-offer page (employment details) that the flow may insert.
 */
export const FormPageOrder: readonly string[] = [
  ApplicationState.LOAN_INFORMATION,
  ApplicationState.PERSONAL_DETAILS,
  ApplicationState.CONTACT_DETAILS,
  ApplicationState.INCOME_DETAILS,
  ApplicationState.OTHER_INFORMATION,
  ApplicationState.REFERENCE_INFORMATION,
  ApplicationState.EMPLOYMENT_DETAILS,
].map((state) => routeForState(state).route);

const LOAN_INFORMATION_PATH = routeForState(ApplicationState.LOAN_INFORMATION).route;
const LOAN_FIELDS = new Set(['amount', 'period', 'periodScale']);
/** The lead names the reference group referenceDetails; the step saves it as referenceInformation. */
const DATA_KEY_ALIASES: Partial<Record<string, string>> = {
  referenceDetails: 'referenceInformation',
};
const pageByDataKey = new Map<string, string>(
  StateRoutes.flatMap((item) => (item.dataKey ? [[item.dataKey, item.route] as const] : [])),
);

/** The form page that holds a dotted data path (`personalDetails.firstName`), if any. */
export function pageForPath(path: string): string | undefined {
  const [head = ''] = path.split('.');
  if (LOAN_FIELDS.has(head)) return LOAN_INFORMATION_PATH;
  return pageByDataKey.get(DATA_KEY_ALIASES[head] ?? head);
}

/** Groups field errors by the page that holds each field; fields on no form page are left out. */
export function errorsByPage(fieldErrors: readonly FieldError[]): PageErrors {
  const pages: PageErrors = {};
  for (const error of fieldErrors) {
    const page = pageForPath(error.fieldName);
    if (page) pages[page] = [...(pages[page] ?? []), error];
  }
  return pages;
}

/** The earliest page in the form order that holds an errored field becomes the errored page. */
export function erroredPage(errors: PageErrors): string | null {
  return FormPageOrder.find((page) => (errors[page]?.length ?? 0) > 0) ?? null;
}
