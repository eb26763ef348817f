/**
 * Where a brand's setting names a page of the lead API the app is deployed with (its terms and
 * privacy pages, `{{apiBaseUrl}}/policies/<brand>/terms`): the deployment's `apiBaseUrl` (its
 * run-time configuration) is written in as the page is served and as the app starts, so one
 * build links to the sandbox under `npm start` and in tests, and to the real API elsewhere.
 */
export const API_BASE_URL_PLACEHOLDER = '{{apiBaseUrl}}';

/** `text` with the lead API's address in place of every {{apiBaseUrl}} (no slash doubled). */
export function withApiBaseUrl(text: string, apiBaseUrl: string): string {
  return text.replaceAll(API_BASE_URL_PLACEHOLDER, apiBaseUrl.replace(/\/+$/, ''));
}
