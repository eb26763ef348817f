import type { CountryCode } from '../../config/brand-config-schema';
import type { TrackingConfig } from '../../config/tracking-config-schema';

/** The brands' EU countries: tracking there waits for the applicant's consent (GDPR, ePrivacy). */
const EuCountries: ReadonlySet<CountryCode> = new Set(['ES', 'RO', 'PL', 'DE']);

/** Whether the vendors wait for consent: the brand says so, else yes in the EU. */
export function isConsentRequired(config: TrackingConfig, country: CountryCode): boolean {
  return config.consentRequired ?? EuCountries.has(country);
}

/** Consent is given while at least one of the form's marketing consents is ticked. */
export function hasMarketingConsent(marketingConsents: unknown): boolean {
  return (
    typeof marketingConsents === 'object' &&
    marketingConsents !== null &&
    Object.values(marketingConsents).some((given) => given === true)
  );
}
