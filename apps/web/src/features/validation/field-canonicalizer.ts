import { numberMarks, type NumberMarks } from '../../config/format-money';
import type { CountryCode } from '../../config/brand-config-schema';
import {
  canonicalAccountDigits,
  canonicalBankAccount,
  canonicalDocumentNumber,
  canonicalIdCardNumber,
  canonicalIbanOf,
  canonicalPolishBankAccount,
  canonicalPolishIdCardNumber,
  canonicalTaxRegistryCode,
  validatePersonalCode,
} from '@lf/contract/field-checks';
import { parseAmount, type AmountCurrency } from './answer-text';
import {
  canonicalPostalCode,
  isPhoneRule,
  normalizeFieldText,
  type FieldRuleName,
  type FieldRulesBrand,
} from './field-rules';
import { loadPhoneNumberModule } from './phone-modules';

/**
 * An answer as it must be sent to the lead API once it passed its rule. A value that does not
 * pass comes back as tidied text (it is not sent: its rule stops the step first).
 */
export type FieldCanonicalizer = (rule: FieldRuleName, value: string) => string;

/** The local part as typed (it may be case-sensitive), the domain in lower case. */
function canonicalEmail(value: string): string {
  const text = normalizeFieldText(value);
  const at = text.lastIndexOf('@');
  return at < 0 ? text : `${text.slice(0, at)}@${text.slice(at + 1).toLowerCase()}`;
}

/** The national id as printed: upper case, without the spaces, dots and dashes typed in it. */
function canonicalPersonalCode(country: CountryCode, value: string): string {
  const text = normalizeFieldText(value);
  const result = validatePersonalCode(country, text);
  return result.ok ? result.value : text;
}

function canonicalAmount(value: string, marks: NumberMarks, currency: AmountCurrency): string {
  const amount = parseAmount(value, marks, currency);
  return amount === null ? normalizeFieldText(value) : String(amount);
}

/**
 * How each answer is sent for a brand: phone numbers in E.164 (+34612345678), personal codes in
 * their canonical form, IBANs in upper case without spaces, CLABEs and account numbers as digits,
 * tax ids without their grouping, postcodes in digits (Poland with its dash), e-mails trimmed with the
 * domain in lower case, amounts as plain numbers, and every text composed, trimmed and with its
 * inner white space collapsed. Loads the phone module lazily, only when a phone rule is among
 * `rules` (or when no rules are given).
 */
export async function createFieldCanonicalizer(
  brand: FieldRulesBrand,
  rules?: ReadonlySet<FieldRuleName>,
): Promise<FieldCanonicalizer> {
  const needsPhone = rules === undefined || [...rules].some(isPhoneRule);
  const phone = needsPhone ? await loadPhoneNumberModule() : undefined;
  return (rule, value) => {
    if (isPhoneRule(rule)) {
      const result = phone?.parseApplicantPhoneNumber(value, brand);
      return result?.ok ? result.e164 : normalizeFieldText(value);
    }
    switch (rule) {
      case 'personalCode':
        return canonicalPersonalCode(brand.country, value);
      case 'postalCode':
        return canonicalPostalCode(brand.country, value);
      case 'email':
        return canonicalEmail(value);
      case 'overdueDebtAmount':
      case 'totalDebtAmount':
        return canonicalAmount(value, numberMarks(brand.defaultLocale), brand.currency);
      case 'iban':
        return canonicalIbanOf(value, brand.country);
      case 'clabe':
      case 'accountNumber':
        return canonicalAccountDigits(value);
      case 'bankAccount':
        return canonicalBankAccount(value, brand.country);
      case 'taxRegistryCode':
        return canonicalTaxRegistryCode(value);
      case 'idCardNumber':
        return canonicalIdCardNumber(value, brand.country);
      case 'licensePlateNumber':
        return canonicalDocumentNumber(value);
      case 'polishIdCardNumber':
        return canonicalPolishIdCardNumber(value);
      case 'polishBankAccount':
        return canonicalPolishBankAccount(value);
      default:
        return normalizeFieldText(value);
    }
  };
}
