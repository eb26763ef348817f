/**
 * Every message this feature can give, as i18n keys under `validation>` (the translation files'
 * key separator is ">"). Each says how to put the input right, not only that it is wrong.
 */
export const ValidationMessageKeys = [
  'validation>required',
  'validation>textTooLong',
  'validation>nameFormat',
  'validation>jobTitleFormat',
  'validation>streetFormat',
  'validation>houseNumberFormat',
  'validation>flatNumberFormat',
  'validation>blockNumberFormat',
  'validation>cityFormat',
  'validation>companyNameFormat',
  'validation>emailFormat',
  'validation>postalCodeFormat',
  'validation>phoneNumberFormat',
  'validation>phoneNumberTooShort',
  'validation>phoneNumberTooLong',
  'validation>phoneNumberCountry',
  'validation>phoneNumberNotMobile',
  'validation>amountFormat',
  'validation>amountTooLong',
  'validation>amountRange',
  'validation>dniNieFormat',
  'validation>cnpFormat',
  'validation>peselFormat',
  'validation>curpFormat',
  'validation>germanIdCardFormat',
  'validation>cedulaFormat',
  'validation>cccdFormat',
  'validation>philSysFormat',
  'validation>personalCodeCheckDigit',
  'validation>personalCodeBirthDate',
  'validation>personalCodeProvince',
  'validation>personalCodeBirthDateMismatch',
  'validation>personalCodeGenderMismatch',
  'validation>serverInvalidType',
  'validation>serverInvalidFormat',
  'validation>serverInvalidChoice',
  'validation>serverTooShort',
  'validation>serverTooSmall',
  'validation>serverTooLarge',
  'validation>serverOutOfRange',
  'validation>serverUnknownField',
  'validation>serverNotAccepted',
  'validation>ibanFormat',
  'validation>ibanCountry',
  'validation>ibanLength',
  'validation>ibanCheckDigit',
  'validation>clabeFormat',
  'validation>clabeCheckDigit',
  'validation>accountNumberFormat',
  'validation>cifFormat',
  'validation>cuiFormat',
  'validation>nipFormat',
  'validation>steuernummerFormat',
  'validation>rfcFormat',
  'validation>taxIdFormat',
  'validation>taxRegistryCodeCheckDigit',
  'validation>idCardNumberFormat',
  'validation>licensePlateNumberFormat',
  'validation>polishIdCardNumberFormat',
  'validation>polishIdCardNumberCheckDigit',
  'validation>polishBankAccountFormat',
  'validation>polishBankAccountCheckDigit',
  // Answers checked against the rest of the application (plausibility.ts, issue 37).
  'validation>dateBeforeBirth',
  'validation>dateBeforeWorkingAge',
  'validation>idCardIssuedBeforeAge',
  'validation>fullName',
  'validation>ownPhoneNumber',
  'validation>ownName',
  'validation>sameCitizenship',
  'validation>postcodeProvince',
  // The same, for a province asked as text (the classic contact page): write it, not choose it.
  'validation>postcodeProvinceAsText',
  'validation>nothingOwed',
  'validation>noAidAmount',
  'validation>monthlyAmountTooHigh',
  // A birth date's age against its bounds (field-checks/age.ts in the contract).
  'validation>tooYoung',
  'validation>tooOld',
  'validation>ageAtLeast',
  'validation>ageAtMost',
  // A date of birth or sex asked after the personal code that carries it (cross-field-checks.ts).
  'validation>answerMismatchesPersonalCode',
] as const;
export type ValidationMessageKey = (typeof ValidationMessageKeys)[number];

/** A translated message: its key and the values it interpolates (`{{max}}`, `{{prefix}}` ...). */
export interface ValidationMessage {
  key: ValidationMessageKey;
  values?: Record<string, string | number>;
}

export function message(
  key: ValidationMessageKey,
  values?: Record<string, string | number>,
): ValidationMessage {
  return values ? { key, values } : { key };
}

/**
 * A form library carries one string per error; the message travels in it as JSON, as the step
 * page already reads it (`{"key":"validation>nameFormat"}`).
 */
export function encodeValidationMessage(problem: ValidationMessage): string {
  return JSON.stringify(problem);
}

/** The message back from an error string; a plain string is taken as a key. */
export function decodeValidationMessage(text: string): {
  key: string;
  values?: Record<string, string | number>;
} {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isMessageLike(parsed)) return parsed;
  } catch {
    // Not JSON: a bare key.
  }
  return { key: text };
}

function isMessageLike(
  value: unknown,
): value is { key: string; values?: Record<string, string | number> } {
  if (typeof value !== 'object' || value === null || !('key' in value)) return false;
  if (typeof value.key !== 'string') return false;
  if (!('values' in value) || value.values === undefined) return true;
  return (
    typeof value.values === 'object' &&
    value.values !== null &&
    Object.values(value.values).every((item) => ['string', 'number'].includes(typeof item))
  );
}
