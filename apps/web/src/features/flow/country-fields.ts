import { LivingAreas } from './choice-lists';
import type { FieldDefinition } from './step-catalogue';

/**
 * The data points of spec section 3 that only some countries' applicants are asked, or only on
 * another answer (issue 38 item 2; decision 0041's addendum says who and why), in sections the
 * contract's table does not define yet (otherDetails, incomeDetails). Each is defined once here and
 * asked on a classic page (step-fields.ts) and a v3 one (v3-step-fields.ts); the second surname,
 * district, municipality and suburb are the table's entries (data-points.ts, decision 0042).
 */

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
