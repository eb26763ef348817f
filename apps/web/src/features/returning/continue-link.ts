import {
  earlierLeadUrlPath,
  leadUrlPath,
  PARTNER_RETURN_PARAM,
  PartnerPurposes,
  PartnerReturnSchema,
  PartnerStages,
  RESUME_PARAM,
  ResumeTokenSchema,
  type ApplicationState,
} from '@lf/contract';

/**
 * Which form of the lead API's link call a returning link uses (spec section 7): the dynamic
 * (v3) form's brands call `GET /v3/lead/url/{id}/continue?refTransactionId=`; the classic page's
 * brands, the earlier form of the product, call `GET /v2/lead/url/{id}/continue{queryString}`
 * with the link's query as it came (decision record 0012).
 */
export type ContinueLinkForm = 'v3' | 'v2';

export function continueLinkForm(applicationPage: string): ContinueLinkForm {
  return applicationPage === 'dynamic' ? 'v3' : 'v2';
}

/**
 * What a link's query holds for the front end alone: the one-time token (sent in a header), and
 * the brand and country a test deployment switches by (the sandbox's links carry the lead's).
 */
const FRONT_END_PARAMS = [RESUME_PARAM, 'brand', 'country'] as const;

/**
 * The link call for lead `id`, from the returning link's query (`?refTransactionId=…`). The
 * resume token never goes into the call's address (restoreLead sends it in a header).
 */
export function continueLinkPath(id: string, search: string, form: ContinueLinkForm): string {
  const params = new URLSearchParams(search);
  const own = FRONT_END_PARAMS.filter((name) => params.has(name));
  for (const name of own) params.delete(name);
  // The earlier form passes the query on as it came, the token and the front end's own taken out.
  const query = own.length > 0 ? params.toString() : search.replace(/^\?/, '');
  if (form === 'v2') return earlierLeadUrlPath(id, 'continue', query ? `?${query}` : '');
  // refTransactionId falls back to s_id (spec section 2).
  const transaction = params.get('refTransactionId') ?? params.get('s_id') ?? undefined;
  return leadUrlPath(id, 'continue', transaction || undefined);
}

/** The link's one-time resume token (`?resume=`), when it carries a well-formed one. */
export function resumeTokenOf(search: string): string | undefined {
  const token = ResumeTokenSchema.safeParse(new URLSearchParams(search).get(RESUME_PARAM));
  return token.success ? token.data : undefined;
}

const partnerStates: readonly ApplicationState[] = PartnerPurposes.map(
  (purpose) => PartnerStages[purpose],
);

/**
 * Where the restored lead lands: its route, and for a partner's page the way the applicant came
 * back from the partner (`?partner=finished|cancelled`, which the sandbox's stand-in puts on the
 * link), so the page can move on or offer to try again. Nothing else of the link's query follows.
 */
export function landingAddress(route: string, state: ApplicationState, search: string): string {
  if (!partnerStates.includes(state)) return route;
  const returned = PartnerReturnSchema.safeParse(
    new URLSearchParams(search).get(PARTNER_RETURN_PARAM),
  );
  return returned.success ? `${route}?${PARTNER_RETURN_PARAM}=${returned.data}` : route;
}
