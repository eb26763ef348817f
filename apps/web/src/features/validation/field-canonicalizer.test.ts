import { describe, expect, test } from 'vitest';
import type { CountryCode } from '../../config/brand-config-schema';
import { DefaultSettings } from '../../config/default-settings';
import { loadFieldCanonicalizer } from './load-field-rules';
import type { FieldRulesBrand } from './field-rules';

const formats = DefaultSettings.validationFormats as FieldRulesBrand['validationFormats'];
const PhonePrefixes: Record<CountryCode, string> = {
  ES: '+34',
  RO: '+40',
  PL: '+48',
  MX: '+52',
  DE: '+49',
  CO: '+57',
  VN: '+84',
  PH: '+63',
};
const brandIn = (country: CountryCode): FieldRulesBrand => ({
  country,
  defaultLocale: 'es',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: PhonePrefixes[country],
  validationFormats: formats,
  debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
});

describe('answers as they are sent', () => {
  test.each<[CountryCode, string, string, string]>([
    ['ES', ' 12345678-z ', '１２３４５６７８Ｚ', '12345678Z'],
    ['ES', 'x-1234567-l', 'X 1234567 L', 'X1234567L'],
    [
      'RO',
      '1800 101 221 144',
      '\u0661\u0668\u0660\u0660\u0661\u0660\u0661\u0662\u0662\u0661\u0661\u0664\u0664',
      '1800101221144',
    ],
    ['PL', '440 514 013 59', '440514-01359', '44051401359'],
    ['MX', 'hegg560427mvzrrl04', 'HEGG 560427 MVZRRL04', 'HEGG560427MVZRRL04'],
    ['DE', 't2200 0129 3', 'T22000129-3', 'T220001293'],
    ['CO', '1.020.304.050', '1 020 304 050', '1020304050'],
    ['VN', '001 099 012 345', '001-099-012-345', '001099012345'],
    ['PH', '1234-5678-9101-1213', '1234 5678 9101 1213', '1234567891011213'],
  ])('%s personal code %j and %j go as %s', async (country, typed, other, sent) => {
    const canonical = await loadFieldCanonicalizer(brandIn(country), new Set(['personalCode']));
    expect(canonical('personalCode', typed)).toBe(sent);
    expect(canonical('personalCode', other)).toBe(sent);
  });

  test.each<[CountryCode, string, string]>([
    ['ES', '612 34 56 78', '+34612345678'],
    ['ES', '\u0666\u0661\u0662 \u0663\u0664\u0665 \u0666\u0667\u0668', '+34612345678'],
    ['ES', '0034 612-345-678', '+34612345678'],
    ['RO', '0712 345 678', '+40712345678'],
    ['PL', '512 345 678', '+48512345678'],
    ['DE', '01512 3456789', '+4915123456789'],
    ['MX', '55 1234 5678', '+525512345678'],
    ['CO', '300 1234567', '+573001234567'],
    ['VN', '091 234 5678', '+84912345678'],
    ['PH', '0917 123 4567', '+639171234567'],
  ])('%s phone %j goes in E.164 as %s', async (country, typed, sent) => {
    const canonical = await loadFieldCanonicalizer(
      brandIn(country),
      new Set(['mobilePhoneNumber']),
    );
    expect(canonical('mobilePhoneNumber', typed)).toBe(sent);
    expect(canonical('phoneNumber', typed)).toBe(sent);
  });

  test.each<[CountryCode, string, string]>([
    ['ES', ' ２８０１３ ', '28013'],
    ['PL', '00-950', '00-950'],
    ['PL', '00 950', '00-950'],
    ['RO', '010 011', '010011'],
    ['VN', '\u06f1\u06f1\u06f1\u06f0\u06f6', '11106'],
    ['PH', '1000', '1000'],
  ])('%s postcode %j goes as %s', async (country, typed, sent) => {
    const canonical = await loadFieldCanonicalizer(brandIn(country), new Set(['postalCode']));
    expect(canonical('postalCode', typed)).toBe(sent);
  });

  test('e-mails go trimmed, with the domain in lower case', async () => {
    const canonical = await loadFieldCanonicalizer(brandIn('ES'), new Set(['email']));
    expect(canonical('email', ' Ana.Maria@Example.COM ')).toBe('Ana.Maria@example.com');
    expect(canonical('email', 'josé@Correo.ES')).toBe('josé@correo.es');
  });

  test('texts go composed, trimmed, with one space between words', async () => {
    const canonical = await loadFieldCanonicalizer(brandIn('ES'), new Set(['name', 'street']));
    expect(canonical('name', '  María \t  Jose\u0301 ')).toBe('María José');
    expect(canonical('name', 'O’Brien')).toBe("O'Brien");
    expect(canonical('street', 'Calle  Mayor   ５')).toBe('Calle Mayor 5');
  });

  test('amounts go as plain numbers', async () => {
    const canonical = await loadFieldCanonicalizer(brandIn('ES'), new Set(['totalDebtAmount']));
    expect(canonical('totalDebtAmount', '1 234,50')).toBe('1234.5');
    expect(canonical('totalDebtAmount', '1.234,50 €')).toBe('1234.5');
  });

  test('bank accounts and tax ids go without the spaces they are typed with', async () => {
    const rules = new Set(['iban', 'bankAccount', 'clabe', 'taxRegistryCode'] as const);
    const inSpain = await loadFieldCanonicalizer(brandIn('ES'), rules);
    expect(inSpain('iban', 'es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(inSpain('bankAccount', 'es91 2100 0418 4502 0005 1332')).toBe(
      'ES9121000418450200051332',
    );
    expect(inSpain('taxRegistryCode', 'a-82018474')).toBe('A82018474');
    const inMexico = await loadFieldCanonicalizer(brandIn('MX'), rules);
    expect(inMexico('clabe', '002 010 07777777777 1')).toBe('002010077777777771');
    expect(inMexico('bankAccount', '002 010 07777777777 1')).toBe('002010077777777771');
  });

  test('a Polish identity card and account number go without their spaces', async () => {
    const rules = new Set(['polishIdCardNumber', 'polishBankAccount'] as const);
    const inPoland = await loadFieldCanonicalizer(brandIn('PL'), rules);
    expect(inPoland('polishIdCardNumber', 'aba 300000')).toBe('ABA300000');
    expect(inPoland('polishBankAccount', 'PL61 1090 1014 0000 0712 1981 2874')).toBe(
      '61109010140000071219812874',
    );
  });

  test('loads the phone module only when a phone rule is asked for', async () => {
    const canonical = await loadFieldCanonicalizer(brandIn('ES'), new Set(['name']));
    expect(canonical('phoneNumber', ' 612  345 678 ')).toBe('612 345 678');
  });
});
