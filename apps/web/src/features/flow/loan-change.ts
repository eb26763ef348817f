import type { ApplicationState } from '@lf/contract';
import { isAfterOffer } from './application-routes';
import type { Flow } from './flow-config';
import { routeOfState, samePage, type Move } from './navigator';
import type { StepDefinition } from './step-catalogue';

/**
 * How a page lets the applicant change the loan they chose (issue 37, item 5):
 * - `link`: the classic flow's link to its loan page, whose Continue the server answers with the
 *   lead's state, the page the applicant had reached: they are brought back there (decision 0029).
 * - `dialog`: a configured (v3) flow's amount dialog, on the page itself (the initial-details
 *   step's modal variant, spec section 2). Its pages follow the configured order, so a Continue on
 *   the starting page goes to the page after it, and that page asks the security check again: a
 *   link there cost the applicant their place.
 */
export function loanChangeIn(flow: Flow): 'link' | 'dialog' {
  return flow.order === 'configured' ? 'dialog' : 'link';
}

/**
 * Whether the loan saved in the dialog goes to the lead at once: from a page of a lead that
 * exists, but the page that asks the security check (initial-details), whose Continue sends the
 * loan with a new check (its widget is new, and a token is good for one check). Before the lead
 * exists, its create carries the loan.
 */
export function loanSavedAtOnce(page: Pick<StepDefinition, 'fields'>, hasLead: boolean): boolean {
  return hasLead && !page.fields.some((field) => field.kind === 'captcha');
}

/**
 * Where the answer to the loan's save, made on the page at `now`, takes the applicant: nowhere
 * while the lead stays in the form (they stay on the page they are on, as they left it); an
 * answer that takes the lead out of the form (checking, a result, an offer, mobile verification)
 * takes them there, as any save's does (decision 0029, rule 1).
 */
export function moveAfterLoanSaved(
  flow: Flow,
  answer: ApplicationState,
  now: string | null,
): Move | null {
  if (!isAfterOffer(answer)) return null;
  const redirectTo = routeOfState(flow, answer);
  return samePage(flow, redirectTo, now) ? null : { redirectTo, method: 'push' };
}
