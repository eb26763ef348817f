/**
 * A national id that carries a birth date and sex (CNP, PESEL, CURP; a CCCD, the year), and the
 * answers checked against it wherever one of them is asked (cross-field-checks.ts). A module of
 * its own: the step form's chunk reads these paths without loading the checks.
 */
export const PERSONAL_CODE = 'personalDetails.personalCode';
export const DATE_OF_BIRTH = 'personalDetails.dateOfBirth';
export const GENDER = 'personalDetails.gender';

/** Whether a page that asks `path` compares it with the personal code. */
export const checkedAgainstPersonalCode = (path: string): boolean =>
  path === PERSONAL_CODE || path === DATE_OF_BIRTH || path === GENDER;
