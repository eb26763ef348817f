/**
 * Whether a personal code agrees with the birth date and sex given elsewhere: the contract's
 * check, which the lead API runs too (decision 0042); and the birth date it names. A module of its own so the page that asks
 * the personal code loads it alone (`loadPersonalCodeConsistency`).
 */
export { birthDateInPersonalCode, checkPersonalCodeConsistency } from '@lf/contract/field-checks';
