import { LivingAreas } from './choice-lists';
import type { FieldDefinition } from './step-catalogue';

/**
 * The data points of spec section 3 that only some countries' applicants are asked, or only on
 * another answer (issue 38 item 2; decision 0041's addendum says who and why). Each is defined
 * once here and asked on a classic page (step-fields.ts) and a v3 one (v3-step-fields.ts).
 */

/** The second surname (apellido materno) Mexicans and Colombians carry: not everyone has one. */
export const SecondLastNameField = {
  path: 'personalDetails.secondLastName',
  kind: 'text',
  rule: 'name',
  required: false,
  autoComplete: 'off',
  countries: ['MX', 'CO'],
} as const satisfies FieldDefinition;

/** A Bucharest address's sector (1 to 6): Romania's capital alone is divided so. */
export const DistrictField = {
  path: 'contactDetails.district',
  kind: 'text',
  rule: 'city',
  required: true,
  autoComplete: 'off',
  countries: ['RO'],
  when: { path: 'contactDetails.province', is: ['București'] },
} as const satisfies FieldDefinition;

/** Mexico's municipio (alcaldía in Mexico City): a town and its municipality often differ. */
export const MunicipalityField = {
  path: 'contactDetails.municipality',
  kind: 'text',
  rule: 'city',
  required: true,
  autoComplete: 'off',
  countries: ['MX'],
} as const satisfies FieldDefinition;

/**
 * The part of a town an address is in, without which post and visits go astray: Mexico's
 * colonia, Colombia's barrio, the Philippines' barangay. (Vietnam's ward or commune, phường or
 * xã, is what its town field asks since the districts went in July 2025.)
 */
export const SuburbField = {
  path: 'contactDetails.suburb',
  kind: 'text',
  rule: 'city',
  required: true,
  autoComplete: 'address-level3',
  countries: ['MX', 'CO', 'PH'],
} as const satisfies FieldDefinition;

/** Whether the applicant lives in a town or in the countryside. */
export const LivingAreaField = {
  path: 'otherDetails.livingArea',
  kind: 'choice',
  required: true,
  options: { list: 'livingArea', ...LivingAreas, control: 'radios' },
  countries: ['MX', 'CO', 'PH', 'VN'],
} as const satisfies FieldDefinition;

/**
 * Who pays the pension (a state fund, a former employer's scheme): asked of pensioners only, and
 * of those on Poland's disability pension (renta), which the same funds pay.
 */
export const PensionPayerField = {
  path: 'incomeDetails.pensionPayer',
  kind: 'text',
  rule: 'companyName',
  required: true,
  autoComplete: 'off',
  when: { path: 'incomeDetails.incomeSource', is: ['pensioner', 'disabilityPension'] },
} as const satisfies FieldDefinition;
