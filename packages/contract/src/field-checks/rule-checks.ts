import type { FieldRuleName } from '../field-rule-names.js';
import type { LookupCountry } from '../lookups.js';
import {
  checkAccountNumber,
  checkBankAccount,
  checkClabe,
  checkIban,
  checkPolishBankAccount,
} from './bank-account.js';
import { message, type CheckMessage, type CheckMessageKey } from './check-message.js';
import {
  checkIdCardNumber,
  checkLicensePlateNumber,
  checkPolishIdCardNumber,
} from './document-numbers.js';
import type { NationalIdProblem } from './national-id/national-id-result.js';
import { validatePersonalCode } from './national-id/personal-code.js';
import { checkTaxRegistryCode } from './tax-registry-code.js';

/*
 * The field rules that are code rather than a format (data-point-formats.ts): a check digit, a
 * country's numbering, a bound. One implementation, run by the web app as the applicant continues
 * and by the lead API on what a request carries (decision 0042).
 */

/** The message that describes each country's personal code when its shape is wrong. */
export const PersonalCodeFormatKeys: Readonly<Record<LookupCountry, CheckMessageKey>> = {
  ES: 'validation>dniNieFormat',
  RO: 'validation>cnpFormat',
  PL: 'validation>peselFormat',
  MX: 'validation>curpFormat',
  DE: 'validation>germanIdCardFormat',
  CO: 'validation>cedulaFormat',
  VN: 'validation>cccdFormat',
  PH: 'validation>philSysFormat',
};

const PersonalCodeProblemKeys: Record<Exclude<NationalIdProblem, 'format'>, CheckMessageKey> = {
  checkDigit: 'validation>personalCodeCheckDigit',
  birthDate: 'validation>personalCodeBirthDate',
  region: 'validation>personalCodeProvince',
};

/** A personal code checked as the country's national id is. */
export function checkPersonalCode(value: string, country: LookupCountry): CheckMessage | null {
  const result = validatePersonalCode(country, value);
  if (result.ok) return null;
  return message(
    result.reason === 'format'
      ? PersonalCodeFormatKeys[country]
      : PersonalCodeProblemKeys[result.reason],
  );
}

/** The rules whose check is code on a text answer, each by the country it is checked in. */
const TextRuleChecks = {
  personalCode: checkPersonalCode,
  iban: checkIban,
  clabe: checkClabe,
  accountNumber: checkAccountNumber,
  bankAccount: checkBankAccount,
  taxRegistryCode: checkTaxRegistryCode,
  idCardNumber: checkIdCardNumber,
  licensePlateNumber: checkLicensePlateNumber,
  polishIdCardNumber: checkPolishIdCardNumber,
  polishBankAccount: checkPolishBankAccount,
} as const satisfies Partial<
  Record<FieldRuleName, (value: string, country: LookupCountry) => CheckMessage | null>
>;
export type TextRuleName = keyof typeof TextRuleChecks;
export const TextRuleNames = Object.keys(TextRuleChecks) as readonly TextRuleName[];

export function isTextRule(rule: FieldRuleName): rule is TextRuleName {
  return Object.hasOwn(TextRuleChecks, rule);
}

/**
 * A text answer checked by its rule in `country` (a personal code, an IBAN, a tax id …), read as
 * typed (spaces, hyphens and dots it is printed with, lower case, any script's digits): null when
 * it passes, else its message.
 */
export function checkTextRule(
  rule: TextRuleName,
  value: string,
  country: LookupCountry,
): CheckMessage | null {
  return TextRuleChecks[rule](value, country);
}

/**
 * Spec section 5 bounds (overdue debt at most 1000, total debt 0 to 500000), written for the euro:
 * each country folder sets its highest amounts (`debtAmountLimits`) as the same sums in its own
 * currency, as it sets its monthly ones, since 1000 means 40 US cents in pesos and 4 in dong
 * (decision 0035's addendum). Spain and Germany keep these.
 */
export const DebtAmountBounds = {
  overdueDebtAmount: { min: 0, max: 1000 },
  totalDebtAmount: { min: 0, max: 500_000 },
} as const;
export type AmountRuleName = keyof typeof DebtAmountBounds;

/** The highest answer each debt amount takes, in the brand's currency. */
export type DebtAmountLimits = Readonly<Record<AmountRuleName, number>>;

export function isAmountRule(rule: FieldRuleName): rule is AmountRuleName {
  return Object.hasOwn(DebtAmountBounds, rule);
}

/** An amount (as read from the answer) within its rule's bounds: null, else the message. */
export function checkAmountRule(
  rule: AmountRuleName,
  amount: number,
  limits: DebtAmountLimits,
): CheckMessage | null {
  const { min } = DebtAmountBounds[rule];
  const max = limits[rule];
  return amount < min || amount > max ? message('validation>amountRange', { min, max }) : null;
}
