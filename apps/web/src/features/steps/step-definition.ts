import type { StepDataKey } from '../flow';

/** How a field is entered; the UI control follows from it. */
export type FieldInput =
  'text' | 'email' | 'tel' | 'date' | 'money' | 'count' | 'choice' | 'consent';

/**
 * A field of a step, as data: where its value goes in the lead (dotted path), which rule checks
 * it, whether it must be answered, and what the browser may fill in for the applicant.
 */
export interface FieldDeclaration {
  /** Dotted path in the lead data, e.g. "personalDetails.firstName". */
  path: string;
  input: FieldInput;
  /** A format rule of the validation feature (name, street, email ...), if any. */
  rule?: string;
  required: boolean;
  autoComplete?: string;
  /**
   * A look-up the field triggers: a postcode fills city and province, an e-mail is checked
   * (advisory only), a company name is completed from the register.
   */
  lookup?: 'postcode' | 'email' | 'company';
  /** For choices: the option list's name and values (labels are translated). */
  options?: { list: string; values: readonly string[] };
}

export interface StepDefinition {
  /** Route relative to the base path. */
  route: string;
  /** Data key of spec section 3 under which the step saves (see features/flow). */
  dataKey: StepDataKey;
  fields: readonly FieldDeclaration[];
}

/** The field's id in the page (also the error summary's link target). */
export function fieldId(path: string): string {
  return path.replace(/\./g, '-');
}

/** The key of the field's texts: `fields>personalDetails>firstName>label`, `…>hint`. */
export function fieldTextKey(path: string): string {
  return path.replace(/\./g, '>');
}
