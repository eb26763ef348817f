/** The footer's "Cookie settings", loaded when clicked (never on the first page). */
export { openConsentSettings } from './consent-settings';
