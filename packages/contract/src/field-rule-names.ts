/**
 * The rules whose check is an answer format of spec section 5 (data-point-formats.ts holds the
 * formats): each is also a field rule below.
 */
export const FormatRuleNames = [
  'postalCode',
  'name',
  'jobTitle',
  'street',
  'houseNumber',
  'flatNumber',
  'blockNumber',
  'city',
  'companyName',
  'email',
] as const;
export type FormatRuleName = (typeof FormatRuleNames)[number];

/**
 * The rule names a step may give a field: a closed set, so a flow naming another is refused. Kept
 * apart from the rules themselves so the flow engine on the first page checks a name without
 * loading the checks.
 */
export const FieldRuleNames = [
  'required',
  ...FormatRuleNames,
  'phoneNumber',
  'mobilePhoneNumber',
  'personalCode',
  'overdueDebtAmount',
  'totalDebtAmount',
  'iban',
  'clabe',
  'accountNumber',
  // The brand's country's account: an IBAN, Mexico's CLABE or a plain account number.
  'bankAccount',
  'taxRegistryCode',
  'idCardNumber',
  'licensePlateNumber',
  // Poland's identity card (dowód osobisty) with its check digit, and its account number (NRB).
  'polishIdCardNumber',
  'polishBankAccount',
] as const;
export type FieldRuleName = (typeof FieldRuleNames)[number];

/**
 * How a field's answer is checked against the rest of the application (issue 37): a date since
 * when something holds, not before the birth date; a job's start, not before the applicant could
 * work; an identity card's issue, not before the age its country issues one from; someone else's
 * full name and phone, not the applicant's own; a second citizenship other than the first; a
 * province the postcode names; something owed by someone who says they are in debt; some aid
 * received by someone who says they receive it; a monthly income or expense within the country's
 * bounds. A closed set: packages/contract/src/field-checks/plausibility.ts
 * has one check for each.
 */
export type PlausibilityRuleName =
  | 'notBeforeBirth'
  | 'notBeforeWorkingAge'
  | 'notBeforeIdCardAge'
  | 'fullName'
  | 'notOwnPhone'
  | 'otherCitizenship'
  | 'postcodeProvince'
  | 'owedWhenInDebt'
  | 'aidWhenReceiving'
  | 'monthlyIncome'
  | 'monthlyExpenses';
