/**
 * `@lf/contract/field-checks`: the checks of an answer that are code rather than a format (a
 * personal code's check digit, an IBAN, a tax id, a debt's bounds, the plausibility rules), shared
 * by the web app and the lead API (decision 0042). Not in the package's index, which every first
 * page loads: the web app reaches these only from its lazily loaded field rules. The phone checks
 * (libphonenumber-js) are subpaths of their own: `./phone-checks`, `./mobile-phone-checks`.
 */
export * from './age.js';
export * from './answer-checks.js';
export * from './bank-account.js';
export * from './check-message.js';
export * from './document-numbers.js';
export * from './national-id/national-id-result.js';
export * from './national-id/personal-code.js';
export * from './national-id/personal-code-consistency.js';
export * from './plausibility.js';
export * from './postcode-province.js';
export * from './rule-checks.js';
export * from './tax-registry-code.js';
