/**
 * Google Consent Mode v2 (decision record 0037): where the brand requires consent, the four
 * signals go on the dataLayer as denied before the tag manager loads, then as the applicant's
 * choice each time they choose. The tag manager's tags read them; nothing else does.
 */
import { gtag } from './tag-manager';
import { consentModeOf, type ConsentChoice } from './tracking-consent';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function ensureDataLayer() {
  const win = window as DataLayerWindow;
  win.dataLayer = win.dataLayer ?? [];
}

/** `gtag('consent', 'default', …)`: every signal denied, before any tag. */
export function pushConsentDefaults(): void {
  ensureDataLayer();
  gtag('consent', 'default', consentModeOf(null));
}

/** `gtag('consent', 'update', …)` with the signals of the applicant's choice. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  ensureDataLayer();
  gtag('consent', 'update', consentModeOf(choice));
}
