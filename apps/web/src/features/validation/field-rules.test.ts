import { describe, expect, test, vi } from 'vitest';
import type { CountryCode } from '../../config/brand-config-schema';
import { DefaultSettings } from '../../config/default-settings';
import {
  createOwnFormatCheck,
  createFieldRules,
  normalizeFieldText,
  prepareRule,
  ValidationSetupError,
  type FieldRuleName,
  type FieldRulesBrand,
} from './field-rules';
import { numberMarks } from '../../config/format-money';
import { amountText, parseAmount, parseWholeNumber } from './answer-text';

const formats = DefaultSettings.validationFormats as FieldRulesBrand['validationFormats'];
const brandIn = (country: CountryCode): FieldRulesBrand => ({
  country,
  defaultLocale: 'es',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+34',
  validationFormats: { ...formats, postalCode: '^\\d{5}$' },
  debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
});

describe('field rules', () => {
  test('read answers composed, trimmed and with plain apostrophes', () => {
    expect(normalizeFieldText('  Jose\u0301 ')).toBe('José');
    expect(normalizeFieldText('O’Reilly ‘n’ Sons')).toBe("O'Reilly 'n' Sons");
  });

  // Walked on credisol-es: "García  López", two spaces as a phone keyboard's suggestions type
  // them, was refused as a name, with nothing the applicant could see to put right. The answer
  // is sent with one space (field-canonicalizer.ts), so it is read with one.
  test('read white space inside an answer as one space, as it is sent', () => {
    expect(normalizeFieldText('García  López')).toBe('García López');
    expect(normalizeFieldText('Calle\u00a0Mayor \t 5')).toBe('Calle Mayor 5');
    const rules = createFieldRules(brandIn('ES'));
    expect(rules('name')('García  López')).toBeNull();
    expect(rules('street')('Calle  Mayor')).toBeNull();
    expect(rules('city')('San  Sebastián')).toBeNull();
  });

  test('read digits of any script, and full-width letters, as ASCII', () => {
    expect(normalizeFieldText(' １２３４５６７８Ｚ ')).toBe('12345678Z');
    expect(normalizeFieldText('\u0662\u0668\u0660\u0661\u0663')).toBe('28013');
    // A full-width letter with an accent typed after it is composed once it is ASCII.
    expect(normalizeFieldText('Ｊｏｓｅ\u0301')).toBe('José');
    expect(createFieldRules(brandIn('ES'))('personalCode')('１２３４５６７８Ｚ')).toBeNull();
    expect(
      createFieldRules(brandIn('ES'))('postalCode')('\u06f2\u06f8\u06f0\u06f1\u06f3'),
    ).toBeNull();
  });

  test('read amounts of digits in any script, never an exponent', () => {
    expect(parseAmount('\u0661\u0662\u0663')).toBe(123);
    expect(parseAmount('１２３,５')).toBe(123.5);
    for (const text of ['1e1', '1E3', '0x10', 'Infinity', '+5', '-5', '1_000']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  test('read whole numbers such as a count of dependants or a mileage, as people type them', () => {
    expect(parseWholeNumber('2')).toBe(2);
    expect(parseWholeNumber(' 10 ')).toBe(10);
    expect(parseWholeNumber('０')).toBe(0);
    expect(parseWholeNumber('\u0663')).toBe(3);
    expect(parseWholeNumber('007')).toBe(7);
    // Thousands grouped as each language groups them (walked: 85.000 km refused on default-es).
    expect(parseWholeNumber('85.000')).toBe(85_000);
    expect(parseWholeNumber('85,000')).toBe(85_000);
    expect(parseWholeNumber('1 250 000')).toBe(1_250_000);
    expect(parseWholeNumber('85\u00a0000')).toBe(85_000);
    expect(parseWholeNumber('85\u202f000')).toBe(85_000);
    expect(parseWholeNumber('１２.０００')).toBe(12_000);
    for (const text of [
      '1e1',
      '1E1',
      '-1',
      '+1',
      '1.5',
      '1,0',
      '1.0',
      '',
      ' ',
      '0x1',
      'two',
      '1 2',
      '1.000,5',
      '300,50',
      '1.000,000',
      '12.34',
      '1.000.00',
      '1,000.000',
      '1000.000',
    ]) {
      expect(parseWholeNumber(text), text).toBeNull();
    }
    expect(parseWholeNumber('9'.repeat(16))).toBeNull();
  });

  test('read amounts in digits with up to two decimals', () => {
    expect(parseAmount('1 234,5')).toBe(1234.5);
    expect(parseAmount('0.99')).toBe(0.99);
    expect(parseAmount('1.000')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  test('read amounts the way the brand’s locale writes them (issue 37)', () => {
    expect(parseAmount('1.500', numberMarks('es'))).toBe(1500);
    expect(parseAmount('2.800', numberMarks('de'))).toBe(2800);
    expect(parseAmount('15,000', numberMarks('mx'))).toBe(15_000);
    expect(parseAmount('15.000.000', numberMarks('vn'))).toBe(15_000_000);
    expect(parseAmount('1500,50', numberMarks('es'))).toBe(1500.5);
    expect(parseAmount('1.500,50', numberMarks('es'))).toBe(1500.5);
    expect(parseAmount('1\u00a0234\u00a0567,5', numberMarks('pl'))).toBe(1_234_567.5);
    expect(parseAmount('２.８００', numberMarks('de'))).toBe(2800);
    expect(parseAmount('12,345.67', numberMarks('ph'))).toBe(12_345.67);
    // Not the locale's grouping: one or a thousand, so neither.
    for (const [text, locale] of [
      ['1.500', 'mx'],
      ['1,500', 'es'],
      ['1.50.0', 'es'],
      ['1.5000', 'es'],
      ['.500', 'es'],
      ['1.500.', 'es'],
      ['1.500,505', 'es'],
      ['1.234.567.890.123', 'es'],
    ] as const) {
      expect(parseAmount(text, numberMarks(locale)), `${text} in ${locale}`).toBeNull();
    }
  });

  test('read an amount grouped with the other sign, when that sign comes twice', () => {
    // Walked on credito-agil-co: "3,000,000" (as phones and banking apps often write it) was
    // refused as "not an amount" in Colombia, which groups with "." and writes decimals with ",".
    // A sign written twice cannot be the decimals: it can only group the thousands.
    const peso = { code: 'COP', symbol: '$' };
    expect(parseAmount('3,000,000', numberMarks('co'), peso)).toBe(3_000_000);
    expect(parseAmount('$ 3,000,000', numberMarks('co'), peso)).toBe(3_000_000);
    expect(parseAmount('1,500,000', numberMarks('es'))).toBe(1_500_000);
    expect(parseAmount('1.500.000', numberMarks('mx'))).toBe(1_500_000);
    expect(parseAmount('15,000,000', numberMarks('vn'))).toBe(15_000_000);
    // Once, it may be the decimals: still neither. Mixed with the locale's own grouping, or
    // grouped unevenly: not an amount.
    for (const [text, locale] of [
      ['3,000', 'co'],
      ['1,500,000.50', 'es'],
      ['1.500,000,5', 'es'],
      ['1,50,000', 'es'],
      ['1,500,00', 'co'],
    ] as const) {
      expect(parseAmount(text, numberMarks(locale)), `${text} in ${locale}`).toBeNull();
    }
  });

  test('read an amount typed with the brand’s own currency before or after it', () => {
    const euro = { code: 'EUR', symbol: '€' };
    const zloty = { code: 'PLN', symbol: 'zł' };
    const peso = { code: 'MXN', symbol: '$' };
    expect(parseAmount('2.450,50 €', numberMarks('de'), euro)).toBe(2450.5);
    expect(parseAmount('€2450', numberMarks('es'), euro)).toBe(2450);
    expect(parseAmount('1.500 eur', numberMarks('es'), euro)).toBe(1500);
    expect(parseAmount('4\u00a0500 zł', numberMarks('pl'), zloty)).toBe(4500);
    expect(parseAmount('4500 PLN', numberMarks('pl'), zloty)).toBe(4500);
    expect(parseAmount('4500ZŁ', numberMarks('pl'), zloty)).toBe(4500);
    expect(parseAmount('$ 15,000', numberMarks('mx'), peso)).toBe(15_000);
    expect(parseAmount('１５,０００ ＭＸＮ', numberMarks('mx'), peso)).toBe(15_000);
    // Another currency, a sign twice or inside the number, or a sign alone: not an amount here.
    for (const [text, locale, currency] of [
      ['4500 €', 'pl', zloty],
      ['4500 zł', 'pl', undefined],
      ['€ 100 €', 'es', euro],
      ['€€100', 'es', euro],
      ['1€500', 'es', euro],
      ['€', 'es', euro],
      ['€-100', 'es', euro],
      ['$1e3', 'mx', peso],
    ] as const) {
      expect(parseAmount(text, numberMarks(locale), currency), text).toBeNull();
    }
  });

  test('read an amount with its currency as people write it, not only as the brand shows it', () => {
    // Walked on vay-nhanh-vn: "5.000.000 đ" and "5.000.000 VNĐ", the ways a Vietnamese applicant
    // writes dong, were refused; so was "1.500 euros" in Spain.
    const dong = { code: 'VND', symbol: '₫' };
    const euro = { code: 'EUR', symbol: '€' };
    expect(parseAmount('5.000.000 đ', numberMarks('vn'), dong)).toBe(5_000_000);
    expect(parseAmount('5.000.000đ', numberMarks('vn'), dong)).toBe(5_000_000);
    expect(parseAmount('5.000.000 VNĐ', numberMarks('vn'), dong)).toBe(5_000_000);
    expect(parseAmount('5.000.000 vnđ', numberMarks('vn'), dong)).toBe(5_000_000);
    expect(parseAmount('5.000.000 đồng', numberMarks('vn'), dong)).toBe(5_000_000);
    // The same word typed with a combining accent, as some keyboards send it.
    expect(parseAmount('5.000.000 \u0111o\u0302\u0300ng', numberMarks('vn'), dong)).toBe(5_000_000);
    expect(parseAmount('1.500 euros', numberMarks('es'), euro)).toBe(1500);
    expect(parseAmount('1.500 Euro', numberMarks('de'), euro)).toBe(1500);
    // Walked on pesolend-ph: "P25,000", the peso as Filipinos type it (few keyboards have "₱"),
    // was refused as "not in numbers only"; "Php 25,000" was taken.
    const philippinePeso = { code: 'PHP', symbol: '₱' };
    expect(parseAmount('P25,000', numberMarks('ph'), philippinePeso)).toBe(25_000);
    expect(parseAmount('P 25,000.50', numberMarks('ph'), philippinePeso)).toBe(25_000.5);
    expect(parseAmount('25,000 p', numberMarks('ph'), philippinePeso)).toBe(25_000);
    expect(parseAmount('Php25,000', numberMarks('ph'), philippinePeso)).toBe(25_000);
    expect(parseAmount('P25,000', numberMarks('mx'), { code: 'MXN', symbol: '$' })).toBeNull();
    // Only the brand's currency, once, and never inside the number.
    for (const [text, locale, currency] of [
      ['1.500 đ', 'es', euro],
      ['5.000.000 euros', 'vn', dong],
      ['5.000đ000', 'vn', dong],
      ['đ 5.000.000 đ', 'vn', dong],
    ] as const) {
      expect(parseAmount(text, numberMarks(locale), currency), text).toBeNull();
    }
  });

  test('read an amount with no more decimals than its currency has: none for the dong', () => {
    // Walked on vay-nhanh-vn: "15000000,5" was sent as 15000000.5 đồng, a coin that is none.
    const dong = { code: 'VND', symbol: '₫' };
    for (const text of ['15000000,5', '15.000.000,50', '15000000.5']) {
      expect(parseAmount(text, numberMarks('vn'), dong), text).toBeNull();
    }
    expect(parseAmount('15.000.000', numberMarks('vn'), dong)).toBe(15_000_000);
    expect(parseAmount('1850,50', numberMarks('es'), { code: 'EUR', symbol: '€' })).toBe(1850.5);
  });

  test('read whole units written with a dash for the cents, as in "2.500,- €"', () => {
    // Walked on kredit-klar-de: "2.500,- €", how German prices and wages are often written, was
    // refused as "not in numbers".
    const euro = { code: 'EUR', symbol: '€' };
    expect(parseAmount('2.500,- €', numberMarks('de'), euro)).toBe(2500);
    expect(parseAmount('2500,–', numberMarks('de'), euro)).toBe(2500);
    expect(parseAmount('€ 1.200,—', numberMarks('es'), euro)).toBe(1200);
    expect(parseAmount('15,000.-', numberMarks('mx'))).toBe(15_000);
    for (const text of [',-', '2.500-', '2.500,-,-', '2.500,--', '-2.500']) {
      expect(parseAmount(text, numberMarks('de'), euro), text).toBeNull();
    }
  });

  test('write an amount back as the brand’s locale writes it, which reads back the same', () => {
    expect(amountText(1500.5, numberMarks('es'))).toBe('1500,50');
    expect(amountText(15_000_000, numberMarks('vn'))).toBe('15.000.000');
    expect(amountText(15_000, numberMarks('mx'))).toBe('15,000');
    expect(amountText(2800, numberMarks('de'))).toBe('2.800');
    for (const locale of ['es', 'de', 'mx', 'vn', 'pl', 'ro', 'en', 'ph', 'co'] as const) {
      for (const value of [0, 7, 1500, 1500.5, 12_345.67, 15_000_000]) {
        const marks = numberMarks(locale);
        expect(parseAmount(amountText(value, marks), marks), `${value} in ${locale}`).toBe(value);
      }
    }
  });

  test('a debt amount is read with the brand’s grouping and checked against its bounds', () => {
    const rules = createFieldRules({ ...brandIn('ES'), defaultLocale: 'es' });
    expect(rules('overdueDebtAmount')('1.000')).toBeNull();
    expect(rules('overdueDebtAmount')('1.500')).toMatchObject({ key: 'validation>amountRange' });
    expect(rules('overdueDebtAmount')('1.000 €')).toBeNull();
    expect(rules('overdueDebtAmount')('1.000 $')).toEqual({ key: 'validation>amountFormat' });
  });

  test('cap the length of text answers, saying the limit', () => {
    const rules = createFieldRules(brandIn('ES'));
    expect(rules('name')('A'.repeat(100))).toBeNull();
    expect(rules('name')('A'.repeat(101))).toEqual({
      key: 'validation>textTooLong',
      values: { count: 100 },
    });
    expect(rules('street')(`Calle ${'a'.repeat(250)}`)).toEqual({
      key: 'validation>textTooLong',
      values: { count: 250 },
    });
  });

  // Walked on credisol-es and lei-rapid-ro: 500 characters pasted in the DNI, the CNP, the IBAN
  // or the postcode were told "usa 250 caracteres como máximo", as if 250 would do; the field's
  // own format says what it takes. A free text keeps its limit's message.
  test.each<{ country: CountryCode; rule: FieldRuleName; value: string; key: string }>([
    { country: 'ES', rule: 'personalCode', value: '1'.repeat(500), key: 'validation>dniNieFormat' },
    { country: 'RO', rule: 'personalCode', value: '1'.repeat(500), key: 'validation>cnpFormat' },
    { country: 'ES', rule: 'iban', value: `ES${'1'.repeat(498)}`, key: 'validation>ibanFormat' },
    {
      country: 'ES',
      rule: 'postalCode',
      value: '1'.repeat(500),
      key: 'validation>postalCodeFormat',
    },
    { country: 'ES', rule: 'name', value: 'Ana'.repeat(200), key: 'validation>textTooLong' },
  ])('$country $rule, 500 characters: $key', ({ country, rule, value, key }) => {
    expect(createFieldRules(brandIn(country))(rule)(value)?.key).toBe(key);
  });

  test.each<[CountryCode, string, string]>([
    ['ES', '1234567Z', 'validation>dniNieFormat'],
    ['RO', '123', 'validation>cnpFormat'],
    ['PL', '123', 'validation>peselFormat'],
    ['MX', '123', 'validation>curpFormat'],
    ['DE', '123', 'validation>germanIdCardFormat'],
    ['CO', '0123456', 'validation>cedulaFormat'],
    ['VN', '123', 'validation>cccdFormat'],
    ['PH', '123', 'validation>philSysFormat'],
  ])('describe the personal code of %s when its shape is wrong', (country, value, key) => {
    expect(createFieldRules(brandIn(country))('personalCode')(value)).toEqual({ key });
  });

  test('say what else is wrong with a personal code', () => {
    expect(createFieldRules(brandIn('ES'))('personalCode')('12345678A')).toEqual({
      key: 'validation>personalCodeCheckDigit',
    });
    expect(createFieldRules(brandIn('PL'))('personalCode')('44133101359')).toEqual({
      key: 'validation>personalCodeBirthDate',
    });
    expect(createFieldRules(brandIn('VN'))('personalCode')('003099012345')).toEqual({
      key: 'validation>personalCodeProvince',
    });
    expect(createFieldRules(brandIn('ES'))('personalCode')('12345678z')).toBeNull();
  });

  test('check a bank account as the brand’s country numbers it', () => {
    const iban = 'ES91 2100 0418 4502 0005 1332';
    expect(createFieldRules(brandIn('ES'))('bankAccount')(iban)).toBeNull();
    expect(createFieldRules(brandIn('ES'))('iban')(iban)).toBeNull();
    expect(createFieldRules(brandIn('MX'))('bankAccount')(iban)).toEqual({
      key: 'validation>clabeFormat',
    });
    expect(createFieldRules(brandIn('MX'))('clabe')('002010077777777771')).toBeNull();
    expect(createFieldRules(brandIn('CO'))('bankAccount')('0123 4567 8901')).toBeNull();
    expect(createFieldRules(brandIn('CO'))('accountNumber')('123')).toEqual({
      key: 'validation>accountNumberFormat',
    });
  });

  test('check an employer’s tax id, an id card and a plate, and pass them empty', () => {
    expect(createFieldRules(brandIn('RO'))('taxRegistryCode')('RO14399840')).toBeNull();
    expect(createFieldRules(brandIn('PL'))('taxRegistryCode')('5272525994')).toEqual({
      key: 'validation>taxRegistryCodeCheckDigit',
    });
    expect(createFieldRules(brandIn('RO'))('idCardNumber')('XV 123456')).toBeNull();
    expect(createFieldRules(brandIn('DE'))('licensePlateNumber')('M-AB 1234')).toBeNull();
    for (const rule of ['iban', 'clabe', 'taxRegistryCode', 'idCardNumber'] as const) {
      expect(createFieldRules(brandIn('ES'))(rule)('  ')).toBeNull();
    }
  });

  test('check a Polish identity card number and a Polish account number (NRB)', () => {
    const rules = createFieldRules(brandIn('PL'));
    expect(rules('polishIdCardNumber')('aba 300000')).toBeNull();
    expect(rules('polishIdCardNumber')('ABA300001')).toEqual({
      key: 'validation>polishIdCardNumberCheckDigit',
    });
    expect(rules('polishIdCardNumber')('123456789')).toEqual({
      key: 'validation>polishIdCardNumberFormat',
    });
    expect(rules('polishBankAccount')('PL61 1090 1014 0000 0712 1981 2874')).toBeNull();
    expect(rules('polishBankAccount')('61 1090 1014 0000 0712 1981 2875')).toEqual({
      key: 'validation>polishBankAccountCheckDigit',
    });
    expect(rules('polishBankAccount')('DE89 3704 0044 0532 0130 00')).toEqual({
      key: 'validation>polishBankAccountFormat',
    });
  });

  test('an answer is required until it holds more than spaces', () => {
    const required = createFieldRules(brandIn('ES'))('required');
    expect(required('Ana')).toBeNull();
    expect(required('  ')).toEqual({ key: 'validation>required' });
  });

  test('a debt amount outside its bounds says the bounds', () => {
    const overdue = createFieldRules(brandIn('ES'))('overdueDebtAmount');
    expect(overdue('1000')).toBeNull();
    expect(overdue('0')).toBeNull();
    expect(overdue('1001')).toEqual({
      key: 'validation>amountRange',
      values: { min: '0\u00a0€', max: '1000\u00a0€' },
    });
  });

  test('a total debt is taken up to its bound, as the locale writes it, and refused beyond', () => {
    const total = createFieldRules(brandIn('ES'))('totalDebtAmount');
    expect(total('500.000')).toBeNull();
    expect(total('0')).toBeNull();
    expect(total('500.000,01')).toEqual({
      key: 'validation>amountRange',
      values: { min: '0\u00a0€', max: '500.000\u00a0€' },
    });
    expect(total('quinientos')).toEqual({ key: 'validation>amountFormat' });
    expect(total('-5')).toEqual({ key: 'validation>amountFormat' });
    expect(total('50000000000000')).toEqual({ key: 'validation>amountTooLong' });
  });

  // Walked on pozyczka-plus-pl: "00697", typed without its dash, was refused though it is sent
  // as "00-697"; so were "00 697" and Romania's "010 011", which the lead gets as typed less its
  // space. A postcode is checked as it is sent.
  test('a postcode is checked as it is sent: Poland’s dash added, spaces taken out', () => {
    const poland = createFieldRules({
      ...brandIn('PL'),
      validationFormats: { ...formats, postalCode: '^\\d{2}-\\d{3}$' },
    })('postalCode');
    expect(poland('00697')).toBeNull();
    expect(poland('00 697')).toBeNull();
    expect(poland('00-697')).toBeNull();
    expect(poland('0069')).toEqual({
      key: 'validation>postalCodeFormat',
      values: { example: '00-950' },
    });
    const romania = createFieldRules({
      ...brandIn('RO'),
      validationFormats: { ...formats, postalCode: '^\\d{6}$' },
    })('postalCode');
    expect(romania('010 011')).toBeNull();
  });

  test('a postcode in the wrong shape is shown with a real one of the brand’s country', () => {
    expect(createFieldRules(brandIn('DE'))('postalCode')('1234')).toEqual({
      key: 'validation>postalCodeFormat',
      values: { example: '10115' },
    });
    expect(createFieldRules(brandIn('ES'))('name')('4n4')).toEqual({
      key: 'validation>nameFormat',
    });
  });

  test('a rule the app does not know, or a phone rule without its module, is a named setup error', () => {
    const rules = createFieldRules(brandIn('ES'));
    expect(() => rules('mobilePhoneNumber')).toThrow(
      'The mobilePhoneNumber rule needs the phone module: build the rules with loadFieldRules()',
    );
    expect(() => rules('noSuchRule' as Parameters<typeof rules>[0])).toThrow(
      'Unknown field rule "noSuchRule"',
    );
    let thrown: unknown;
    try {
      rules('phoneNumber');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ name: 'ValidationSetupError' });
  });

  test('need the phone module for the phone number rule, and fail loudly without it', () => {
    expect(() => createFieldRules(brandIn('ES'))('phoneNumber')).toThrow(ValidationSetupError);
    const rules = createFieldRules(brandIn('ES'), {
      phoneNumber: (value) => (value === '600' ? null : { key: 'validation>phoneNumberFormat' }),
    });
    expect(rules('phoneNumber')('600')).toBeNull();
    expect(rules('phoneNumber')('601')).toEqual({ key: 'validation>phoneNumberFormat' });
    expect(rules('phoneNumber')('  ')).toBeNull();
  });
});

describe('compiling the formats', () => {
  /** The patterns compiled while `run` runs, through the global RegExp constructor. */
  function patternsCompiledBy(run: () => void): string[] {
    const compiled: string[] = [];
    const Real = globalThis.RegExp;
    vi.stubGlobal(
      'RegExp',
      new Proxy(Real, {
        construct(target, args: ConstructorParameters<RegExpConstructor>) {
          compiled.push(String(args[0]));
          return Reflect.construct(target, args) as RegExp;
        },
      }),
    );
    try {
      run();
    } finally {
      vi.unstubAllGlobals();
    }
    return compiled;
  }

  // Each page makes its rules afresh; a Unicode pattern costs 10 to 40 ms to compile on a cheap
  // phone, and the idle-time preparation warmed patterns no page used (issue 13).
  test('a format is compiled once for the page’s life, when first used, whichever rules use it', () => {
    const brand = { ...brandIn('ES'), validationFormats: { ...formats, name: '^[\\p{L} ]+$' } };
    const compiled = patternsCompiledBy(() => {
      const first = createFieldRules(brand);
      const second = createFieldRules(brand);
      expect(first('name')('Ana')).toBeNull();
      expect(second('name')('Ana 2')).not.toBeNull();
      expect(second('name')('Ana María')).toBeNull();
    });
    expect(compiled.filter((source) => source === '^[\\p{L} ]+$')).toHaveLength(1);
    // The rules not used compiled nothing.
    expect(compiled).not.toContain(formats.email);
  });
});

describe('prepareRule', () => {
  test('readies a rule for typed answers too, which reach it as text beyond Latin-1', () => {
    // V8 compiles a regular expression once for one-byte (Latin-1) text and once more for
    // two-byte text, and a field's typed value is two-byte: readied on a Latin-1 sample alone,
    // the first Continue of a page of new fields still compiled each of its formats (23 to 37 ms
    // each at 4x CPU, measured in Chromium).
    const checked: string[] = [];
    prepareRule(
      () => (value) => {
        checked.push(value);
        return null;
      },
      'email',
    );
    const beyondLatin1 = (text: string) =>
      [...normalizeFieldText(text)].some((character) => (character.codePointAt(0) ?? 0) > 0xff);
    expect(checked.filter(beyondLatin1)).toHaveLength(2);
    expect(checked.filter((text) => !beyondLatin1(text))).toHaveLength(2);
  });
});

describe('a data point’s own format (the check the lead API runs too)', () => {
  const plate = {
    format: {
      pattern: '^\\d{4}[A-Z]{3}$',
      byCountry: { RO: '^[A-Z]{1,2}\\d{2,3}[A-Z]{3}$' },
      message: 'validation>plateFormat',
    },
  };

  test('the brand’s country’s pattern when it has one, else the data point’s own; a blank passes', () => {
    const spanish = createOwnFormatCheck(brandIn('ES'));
    expect(spanish(plate, '1234ABC')).toBeNull();
    expect(spanish(plate, 'B123ABC')).toBe('validation>plateFormat');
    expect(spanish(plate, '  ')).toBeNull();
    const romanian = createOwnFormatCheck(brandIn('RO'));
    expect(romanian(plate, 'B123ABC')).toBeNull();
    expect(romanian(plate, '1234ABC')).toBe('validation>plateFormat');
  });
});
