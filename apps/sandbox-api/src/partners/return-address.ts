import {
  PARTNER_RETURN_PARAM,
  RESUME_PARAM,
  returningLinkUrl,
  type PartnerReturn,
} from '@lf/contract';

/**
 * The front end origin a partner's page sends the applicant back to: the origin the request for
 * the page came from when it is one of the configured CORS origins, else the first configured
 * one; none when none is configured. Always one of the configured origins, never an address the
 * request names (no open redirect).
 */
export function returnOrigin(
  requestOrigin: string | undefined,
  corsOrigins: readonly string[],
): string | undefined {
  if (requestOrigin !== undefined && corsOrigins.includes(requestOrigin)) return requestOrigin;
  return corsOrigins[0];
}

/**
 * The front end's returning link for the lead, saying how the partner's page ended, with a
 * one-time resume token, so the applicant goes on even where the partner's app opens the link in
 * another browser: `{origin}/application-frontend/continue/{id}?partner=finished&resume=…`.
 */
export function partnerReturnUrl(
  origin: string,
  leadId: string,
  ended: PartnerReturn,
  resumeToken: string,
): string {
  const query = new URLSearchParams({ [PARTNER_RETURN_PARAM]: ended, [RESUME_PARAM]: resumeToken });
  return returningLinkUrl(origin, leadId, `?${query.toString()}`);
}
