import { describe, expect, test } from 'vitest';
import {
  BankAccountRules,
  canonicalBankAccount,
  canonicalIban,
  canonicalPolishBankAccount,
  checkAccountNumber,
  checkBankAccount,
  checkClabe,
  checkIban,
  checkPolishBankAccount,
  clabeControlDigit,
  IbanExamples,
  IbanLengths,
} from './bank-account.js';

/** Examples of the SWIFT IBAN registry (ISO 13616), as printed there. */
const RegistryExamples = [
  'ES91 2100 0418 4502 0005 1332',
  'RO49 AAAA 1B31 0075 9384 0000',
  'DE89 3704 0044 0532 0130 00',
  'PL61 1090 1014 0000 0712 1981 2874',
  'GB29 NWBK 6016 1331 9268 19',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'AT61 1904 3002 3457 3201',
  'CH93 0076 2011 6238 5295 7',
  'IT60 X054 2811 1010 0000 0123 456',
  'NO93 8601 1117 947',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
];

describe('IBAN', () => {
  test.each(RegistryExamples)('%s is taken, typed with or without its spaces', (iban) => {
    expect(checkIban(iban, 'ES')).toBeNull();
    expect(checkIban(iban.replace(/ /g, '').toLowerCase(), 'ES')).toBeNull();
  });

  test('the product’s IBAN countries have their registry lengths', () => {
    expect([IbanLengths.ES, IbanLengths.RO, IbanLengths.DE, IbanLengths.PL]).toEqual([
      24, 24, 22, 28,
    ]);
    for (const [country, example] of Object.entries(IbanExamples)) {
      expect(canonicalIban(example)).toHaveLength(IbanLengths[country] ?? 0);
      expect(checkIban(example, 'ES'), example).toBeNull();
    }
  });

  test('a mistyped character is caught by the check digits', () => {
    expect(checkIban('ES91 2100 0418 4502 0005 1333', 'ES')).toEqual({
      key: 'validation>ibanCheckDigit',
    });
    expect(checkIban('DE89 3704 0044 0532 0103 00', 'DE')).toEqual({
      key: 'validation>ibanCheckDigit',
    });
  });

  test('a missing or extra character is named as the wrong length', () => {
    expect(checkIban('ES91 2100 0418 4502 0005 133', 'ES')).toEqual({
      key: 'validation>ibanLength',
      values: { length: 24 },
    });
    expect(checkIban('PL61 1090 1014 0000 0712 1981 28745', 'PL')).toEqual({
      key: 'validation>ibanLength',
      values: { length: 28 },
    });
  });

  test('a country without IBANs, or no country code, is refused with an example', () => {
    expect(checkIban('US12 3456 7890 1234 5678', 'RO')).toEqual({
      key: 'validation>ibanCountry',
      values: { example: IbanExamples.RO },
    });
    expect(checkIban('2100 0418 4502 0005 1332', 'ES')).toEqual({
      key: 'validation>ibanFormat',
      values: { example: IbanExamples.ES },
    });
    expect(checkIban('ES91 2100 0418 4502 0005 133!', 'ES')?.key).toBe('validation>ibanFormat');
  });

  test('is sent in upper case without spaces', () => {
    expect(canonicalIban(' es91 2100 0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
  });

  // Walker w4: pasted as a bank statement prints it, with its label, it was refused.
  test.each(['IBAN ES91 2100 0418 4502 0005 1332', 'iban: ES91 2100 0418 4502 0005 1332'])(
    'pasted with its label (%s), is the IBAN',
    (pasted) => {
      expect(canonicalIban(pasted)).toBe('ES9121000418450200051332');
      expect(checkIban(pasted, 'ES')).toBeNull();
    },
  );
});

describe('CLABE', () => {
  test.each(['002010077777777771', '002 010 07777777777 1', '032180000118359719'])(
    '%s is taken',
    (clabe) => {
      expect(checkClabe(clabe)).toBeNull();
    },
  );

  test('the control digit weighs the digits 3, 7, 1 (Banco de México)', () => {
    expect(clabeControlDigit('00201007777777777')).toBe(1);
    expect(clabeControlDigit('03218000011835971')).toBe(9);
  });

  test('a wrong control digit or length is refused', () => {
    expect(checkClabe('002010077777777772')).toEqual({ key: 'validation>clabeCheckDigit' });
    expect(checkClabe('00201007777777777')).toEqual({ key: 'validation>clabeFormat' });
    expect(checkClabe('00201007777777777A')).toEqual({ key: 'validation>clabeFormat' });
  });
});

describe('account number', () => {
  test('takes 6 to 20 digits, grouped as typed', () => {
    expect(checkAccountNumber('123456')).toBeNull();
    expect(checkAccountNumber('0123-4567-8901')).toBeNull();
    expect(checkAccountNumber('12345678901234567890')).toBeNull();
    expect(checkAccountNumber('12345')).toEqual({ key: 'validation>accountNumberFormat' });
    expect(checkAccountNumber('123456789012345678901')).toEqual({
      key: 'validation>accountNumberFormat',
    });
    expect(checkAccountNumber('12345A')).toEqual({ key: 'validation>accountNumberFormat' });
  });
});

describe('bank account of the brand’s country', () => {
  test('is an IBAN in Europe, a CLABE in Mexico, a plain account number elsewhere', () => {
    expect(BankAccountRules).toEqual({
      ES: 'iban',
      RO: 'iban',
      DE: 'iban',
      PL: 'iban',
      MX: 'clabe',
      CO: 'accountNumber',
      PH: 'accountNumber',
      VN: 'accountNumber',
    });
    expect(checkBankAccount('DE89 3704 0044 0532 0130 00', 'DE')).toBeNull();
    expect(checkBankAccount('002010077777777771', 'MX')).toBeNull();
    expect(checkBankAccount('002010077777777772', 'MX')?.key).toBe('validation>clabeCheckDigit');
    expect(checkBankAccount('0123 4567 8901', 'CO')).toBeNull();
    expect(checkBankAccount('0123 4567 8901', 'ES')?.key).toBe('validation>ibanFormat');
  });

  test('in Poland, the 26-digit number banking apps show (its NRB) is its IBAN without PL, and taken so', () => {
    // A walker typed the NRB on the Wenance account page: refused for an IBAN, while the same
    // brand's wniosek takes those very digits.
    expect(checkBankAccount('61 1090 1014 0000 0712 1981 2874', 'PL')).toBeNull();
    expect(checkBankAccount('61 1090 1014 0000 0712 1981 2875', 'PL')?.key).toBe(
      'validation>ibanCheckDigit',
    );
    expect(canonicalBankAccount('61 1090 1014 0000 0712 1981 2874', 'PL')).toBe(
      'PL61109010140000071219812874',
    );
    // Elsewhere a number without its country's letters is no IBAN (Spain's 22 digits with the
    // check digits first are what no one writes): refused as before.
    expect(checkBankAccount('91 2100 0418 4502 0005 1332', 'ES')?.key).toBe(
      'validation>ibanFormat',
    );
  });

  test('is sent as the country keeps it', () => {
    expect(canonicalBankAccount('de89 3704 0044 0532 0130 00', 'DE')).toBe(
      'DE89370400440532013000',
    );
    expect(canonicalBankAccount('002 010 07777777777 1', 'MX')).toBe('002010077777777771');
    expect(canonicalBankAccount('0123-4567-8901', 'VN')).toBe('012345678901');
  });
});

describe('Polish account number (NRB)', () => {
  test('takes its 26 digits as printed, or with PL in front', () => {
    expect(checkPolishBankAccount('61 1090 1014 0000 0712 1981 2874')).toBeNull();
    expect(checkPolishBankAccount('61109010140000071219812874')).toBeNull();
    expect(checkPolishBankAccount('pl61 1090 1014 0000 0712 1981 2874')).toBeNull();
  });

  test('a mistyped digit is caught by its check digits', () => {
    expect(checkPolishBankAccount('61 1090 1014 0000 0712 1981 2875')).toEqual({
      key: 'validation>polishBankAccountCheckDigit',
    });
  });

  test.each(['61 1090 1014 0000 0712 1981 287', 'DE89 3704 0044 0532 0130 00', 'abc'])(
    '%s is not an NRB',
    (value) => {
      expect(checkPolishBankAccount(value)).toEqual({ key: 'validation>polishBankAccountFormat' });
    },
  );

  test('is sent as its 26 digits', () => {
    expect(canonicalPolishBankAccount('PL61 1090 1014 0000 0712 1981 2874')).toBe(
      '61109010140000071219812874',
    );
  });
});
