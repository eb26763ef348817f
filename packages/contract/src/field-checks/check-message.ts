/**
 * The messages the checks of this folder give, as the web app's i18n keys under `validation>`
 * (apps/web/public/locales/<lng>/translation.json): the web app shows them, the lead API names
 * them in its field errors. Each says how to put the answer right.
 */
export type CheckMessageKey =
  | 'validation>phoneNumberFormat'
  | 'validation>phoneNumberTooShort'
  | 'validation>phoneNumberTooLong'
  | 'validation>phoneNumberCountry'
  | 'validation>phoneNumberNotMobile'
  | 'validation>amountRange'
  | 'validation>dniNieFormat'
  | 'validation>cnpFormat'
  | 'validation>peselFormat'
  | 'validation>curpFormat'
  | 'validation>germanIdCardFormat'
  | 'validation>cedulaFormat'
  | 'validation>cccdFormat'
  | 'validation>philSysFormat'
  | 'validation>personalCodeCheckDigit'
  | 'validation>personalCodeBirthDate'
  | 'validation>personalCodeProvince'
  | 'validation>personalCodeBirthDateMismatch'
  | 'validation>personalCodeGenderMismatch'
  | 'validation>ibanFormat'
  | 'validation>ibanCountry'
  | 'validation>ibanLength'
  | 'validation>ibanCheckDigit'
  | 'validation>clabeFormat'
  | 'validation>clabeCheckDigit'
  | 'validation>accountNumberFormat'
  | 'validation>cifFormat'
  | 'validation>cuiFormat'
  | 'validation>nipFormat'
  | 'validation>steuernummerFormat'
  | 'validation>rfcFormat'
  | 'validation>taxIdFormat'
  | 'validation>taxRegistryCodeCheckDigit'
  | 'validation>idCardNumberFormat'
  | 'validation>licensePlateNumberFormat'
  | 'validation>polishIdCardNumberFormat'
  | 'validation>polishIdCardNumberCheckDigit'
  | 'validation>polishBankAccountFormat'
  | 'validation>polishBankAccountCheckDigit'
  | 'validation>dateBeforeBirth'
  | 'validation>dateBeforeWorkingAge'
  | 'validation>idCardIssuedBeforeAge'
  | 'validation>fullName'
  | 'validation>ownPhoneNumber'
  | 'validation>ownName'
  | 'validation>sameCitizenship'
  | 'validation>postcodeProvince'
  | 'validation>nothingOwed'
  | 'validation>noAidAmount'
  | 'validation>tooYoung'
  | 'validation>tooOld'
  | 'validation>ageAtLeast'
  | 'validation>ageAtMost'
  | 'validation>monthlyAmountTooHigh';

/** A check's verdict on an answer it refuses: the message's key and the values it interpolates. */
export interface CheckMessage {
  key: CheckMessageKey;
  values?: Record<string, string | number>;
}

export function message(
  key: CheckMessageKey,
  values?: Record<string, string | number>,
): CheckMessage {
  return values ? { key, values } : { key };
}
