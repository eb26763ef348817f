import { describe, expect, test } from 'vitest';
import type { Locale } from '../../config/brand-config-schema';
import { formatMoney } from '../../config/format-money';
import { comparablePhoneNumber } from './phone-number';
import {
  createPlausibilityCheck,
  MIN_WORKING_AGE,
  type PlausibilityBrand,
  type PlausibilityCheck,
} from './plausibility';

const spain: PlausibilityBrand = {
  country: 'ES',
  phonePrefix: '+34',
  currency: { code: 'EUR', symbol: '€' },
  monthlyAmountLimits: { income: 50_000, expenses: 50_000 },
};

/** Spain's rules, with the phone module the page loads for a phone field. */
const check: PlausibilityCheck = createPlausibilityCheck(spain, (value) =>
  comparablePhoneNumber(value, spain),
);

/** The application as it stands: the answers given so far, by lead path. */
const given =
  (answers: Record<string, unknown>, locale: Locale = 'es') =>
  () => ({ answerAt: (path: string) => answers[path], locale });

const bornIn1988 = given({ 'personalDetails.dateOfBirth': '1988-11-23' });

describe('a date since when something holds (moved in)', () => {
  test('living at the address since 1970 when born in 1988 is refused (issue 37)', () => {
    expect(check('notBeforeBirth', '1970-01-01', bornIn1988())).toEqual({
      key: 'validation>dateBeforeBirth',
    });
    expect(check('notBeforeBirth', '1988-11-22', bornIn1988())).toEqual({
      key: 'validation>dateBeforeBirth',
    });
  });

  test('from the day of birth on, it passes', () => {
    expect(check('notBeforeBirth', '1988-11-23', bornIn1988())).toBeNull();
    expect(check('notBeforeBirth', '2019-04-01', bornIn1988())).toBeNull();
  });

  test('without a date of birth given yet, there is nothing to compare', () => {
    expect(check('notBeforeBirth', '1970-01-01', given({})())).toBeNull();
    expect(
      check('notBeforeBirth', '1970-01-01', given({ 'personalDetails.dateOfBirth': '' })()),
    ).toBeNull();
  });
});

describe('the date an identity card was issued', () => {
  const romania: PlausibilityBrand = {
    ...spain,
    country: 'RO',
    phonePrefix: '+40',
    currency: { code: 'RON', symbol: 'lei' },
  };
  const romanianCheck = createPlausibilityCheck(romania);
  // CNP 2850302400019: born 2 March 1985.
  const bornIn1985 = given({ 'personalDetails.dateOfBirth': '1985-03-02' }, 'ro');
  const fromFourteen = { key: 'validation>idCardIssuedBeforeAge', values: { count: 14 } };

  test.each(['1985-03-02', '1990-01-01', '1999-03-01'])(
    'in Romania, before the applicant turned 14 (%s), is refused: the card is issued from 14',
    (issuedAt) => {
      expect(romanianCheck('notBeforeIdCardAge', issuedAt, bornIn1985())).toEqual(fromFourteen);
    },
  );

  test.each(['1999-03-02', '2003-03-01', '2019-04-01'])(
    'in Romania, on or after the 14th birthday (%s), passes',
    (issuedAt) => {
      expect(romanianCheck('notBeforeIdCardAge', issuedAt, bornIn1985())).toBeNull();
    },
  );

  test('without a date of birth given yet, there is nothing to compare', () => {
    expect(romanianCheck('notBeforeIdCardAge', '1990-01-01', given({}, 'ro')())).toBeNull();
  });

  test('where no issue age is known, it is held to the birth date alone', () => {
    expect(check('notBeforeIdCardAge', '1985-03-01', bornIn1985())).toEqual({
      key: 'validation>dateBeforeBirth',
    });
    expect(check('notBeforeIdCardAge', '1985-03-02', bornIn1985())).toBeNull();
  });
});

describe('a date a job or contract started', () => {
  test(`is refused before the applicant's ${MIN_WORKING_AGE}th birthday, with the age`, () => {
    const tooYoung = { key: 'validation>dateBeforeWorkingAge', values: { count: 14 } };
    expect(check('notBeforeWorkingAge', '2002-11-22', bornIn1988())).toEqual(tooYoung);
    expect(check('notBeforeWorkingAge', '1970-01-01', bornIn1988())).toEqual(tooYoung);
  });

  test('passes from that birthday on, and on 1 March for a birthday on 29 February', () => {
    expect(check('notBeforeWorkingAge', '2002-11-23', bornIn1988())).toBeNull();
    expect(check('notBeforeWorkingAge', '2017-09-01', bornIn1988())).toBeNull();
    const leapling = given({ 'personalDetails.dateOfBirth': '2000-02-29' })();
    expect(check('notBeforeWorkingAge', '2014-02-28', leapling)).not.toBeNull();
    expect(check('notBeforeWorkingAge', '2014-03-01', leapling)).toBeNull();
  });
});

describe('a reference person', () => {
  const fullName = { key: 'validation>fullName' };

  test.each(['Luis', ' Luis ', 'Jean-Luc', "O'Brien"])(
    'with one name (%j) is refused: a first and a last name are asked for',
    (name) => {
      expect(check('fullName', name, given({})())).toEqual(fullName);
    },
  );

  test.each(['Luis García', 'Ana  María López', 'Nguyễn Văn An', 'Ma. Cristina Santos'])(
    '%j is a full name',
    (name) => {
      expect(check('fullName', name, given({})())).toBeNull();
    },
  );

  // Walked on kredit-klar-de: the applicant named themselves ("Anna Müller") as the person the
  // lender may call; only their own phone was refused.
  const anna = given({ 'personalDetails.firstName': 'Anna', 'personalDetails.lastName': 'Müller' });

  test.each(['Anna Müller', 'anna muller', ' ANNA  MÜLLER ', 'Müller Anna'])(
    "with the applicant's own name (%j) is refused, however it is written",
    (name) => {
      expect(check('fullName', name, anna())).toEqual({ key: 'validation>ownName' });
    },
  );

  test.each(['Hans Müller', 'Anna Schmidt', 'Anna Maria Müller'])(
    '%j, a relative with a name in common, is taken',
    (name) => {
      expect(check('fullName', name, anna())).toBeNull();
    },
  );

  const ownPhone = given({ 'contactDetails.phoneNumber': '+34612345678' });

  test.each(['612345678', '612 34 56 78', '+34 612 345 678', '0034612345678'])(
    "with the applicant's own phone (%j) is refused, however it is written",
    (phone) => {
      expect(check('notOwnPhone', phone, ownPhone())).toEqual({ key: 'validation>ownPhoneNumber' });
    },
  );

  test('with the own phone kept as typed, before it was saved, is refused too', () => {
    const typed = given({ 'contactDetails.phoneNumber': '612 345 678' })();
    expect(check('notOwnPhone', '+34612345678', typed)).toEqual({
      key: 'validation>ownPhoneNumber',
    });
  });

  test('with another phone, or none given by the applicant yet, passes', () => {
    expect(check('notOwnPhone', '698765432', ownPhone())).toBeNull();
    expect(check('notOwnPhone', '612345678', given({})())).toBeNull();
  });
});

describe('a second citizenship', () => {
  test('equal to the first is refused', () => {
    expect(check('otherCitizenship', 'ES', given({ 'otherDetails.citizenship': 'ES' })())).toEqual({
      key: 'validation>sameCitizenship',
    });
  });

  test('another one, or one without a first, passes', () => {
    expect(
      check('otherCitizenship', 'MD', given({ 'otherDetails.citizenship': 'RO' })()),
    ).toBeNull();
    expect(check('otherCitizenship', 'ES', given({})())).toBeNull();
  });
});

describe('a monthly income or expense', () => {
  test.each([
    ['monthlyIncome', 'income'],
    ['monthlyExpenses', 'expenses'],
  ] as const)(
    '%s of 99,999,999 € is refused, naming the bound as the page writes money',
    (rule, limit) => {
      const max = formatMoney(spain.monthlyAmountLimits[limit], 'es', 'EUR');
      expect(max).toMatch(/^50\.000\s€$/u);
      expect(check(rule, 99_999_999, given({})())).toEqual({
        key: 'validation>monthlyAmountTooHigh',
        values: { max },
      });
      expect(check(rule, 50_001, given({}, 'en')())).toEqual({
        key: 'validation>monthlyAmountTooHigh',
        values: { max: '€50,000' },
      });
    },
  );

  test('up to the bound, it passes', () => {
    expect(check('monthlyIncome', 50_000, given({})())).toBeNull();
    expect(check('monthlyIncome', 1850, given({})())).toBeNull();
    expect(check('monthlyExpenses', 0, given({})())).toBeNull();
  });
});

describe("a Spanish address's province", () => {
  /** The home address as the page gives it: its postcode, kept or on this page. */
  const at = (postalCode: string) => given({ 'contactDetails.postalCode': postalCode })();
  const elsewhere = (postalCode: string, province: string) => ({
    key: 'validation>postcodeProvince',
    values: { postalCode, province },
  });

  test.each([
    ['08001', 'Madrid', 'Barcelona'],
    ['28013', 'A Coruña', 'Madrid'],
    ['48001', 'Álava', 'Bizkaia'],
    ['07001', 'Baleares', undefined],
    ['35001', 'santa cruz de tenerife', 'Las Palmas'],
    ['52001', ' ceuta ', 'Melilla'],
  ])(
    'another than its postcode %s names (%j) is refused, naming the right one',
    (code, chosen, right) => {
      if (right === undefined) expect(check('postcodeProvince', chosen, at(code))).toBeNull();
      else expect(check('postcodeProvince', chosen, at(code))).toEqual(elsewhere(code, right));
    },
  );

  test.each([
    ['08001', 'Barcelona'],
    ['28013', 'Madrid'],
    ['01001', 'Álava'],
    ['15001', 'A Coruña'],
    ['20001', 'Gipuzkoa'],
    ['38001', 'Santa Cruz de Tenerife'],
    // Typed, as the classic contact page asks it: any case, with or without accents.
    ['29001', 'malaga'],
    ['05001', 'AVILA'],
  ])('the province postcode %s names (%j) passes', (code, chosen) => {
    expect(check('postcodeProvince', chosen, at(code))).toBeNull();
  });

  test('a name the list does not have, a postcode not given or not one, leaves nothing to compare', () => {
    // Other names of a province (Vizcaya, Gerona) are not refused on a guess.
    expect(check('postcodeProvince', 'Vizcaya', at('48001'))).toBeNull();
    expect(check('postcodeProvince', 'Madrid', given({})())).toBeNull();
    expect(check('postcodeProvince', 'Madrid', at(''))).toBeNull();
    expect(check('postcodeProvince', 'Madrid', at('0800'))).toBeNull();
    expect(check('postcodeProvince', 'Madrid', at('99001'))).toBeNull();
    expect(check('postcodeProvince', '', at('08001'))).toBeNull();
  });

  test('outside Spain, a province is not checked against the postcode', () => {
    const romania = createPlausibilityCheck({ ...spain, country: 'RO', phonePrefix: '+40' });
    expect(romania('postcodeProvince', 'Cluj', at('010011'))).toBeNull();
    expect(romania('postcodeProvince', 'Madrid', at('08001'))).toBeNull();
  });
});

describe('what is owed in all, by someone who says they are in debt', () => {
  const inDebt = (answer: unknown) => given({ 'customerDebts.hasDebts': answer })();
  test('nothing (0) is refused, as the lead and as the page keep the answer', () => {
    // Walked: "Sí, tengo deudas", 2 debts, a total of 0 € went to the lead API.
    expect(check('owedWhenInDebt', 0, inDebt(true))).toEqual({ key: 'validation>nothingOwed' });
    expect(check('owedWhenInDebt', 0, inDebt('yes'))).toEqual({ key: 'validation>nothingOwed' });
  });

  test('an amount owed passes, and so does 0 without the answer that says there are debts', () => {
    expect(check('owedWhenInDebt', 0.01, inDebt(true))).toBeNull();
    expect(check('owedWhenInDebt', 3500, inDebt('yes'))).toBeNull();
    expect(check('owedWhenInDebt', 0, inDebt(false))).toBeNull();
    expect(check('owedWhenInDebt', 0, given({})())).toBeNull();
  });
});

describe('the aid received, by someone who says they receive aid', () => {
  const aid = (amounts: Record<string, unknown>, receives: unknown = 'yes') =>
    given({ 'aide.receivesAid': receives, ...amounts })();
  test('nothing (0 or none) in all three amounts is refused, on the last one', () => {
    // Walked (credito-agil-co): "Sí" with 0, 0 and 0 went on without a word.
    const none = { 'aide.housingAidAmount': 0, 'aide.familyAllowanceAmount': 0 };
    expect(check('aidWhenReceiving', 0, aid(none))).toEqual({ key: 'validation>noAidAmount' });
    expect(check('aidWhenReceiving', undefined, aid({}, true))).toEqual({
      key: 'validation>noAidAmount',
    });
  });

  test('one amount received passes; so does nothing received by someone who said "No"', () => {
    expect(check('aidWhenReceiving', 0, aid({ 'aide.housingAidAmount': 250 }))).toBeNull();
    expect(check('aidWhenReceiving', 120, aid({}))).toBeNull();
    expect(check('aidWhenReceiving', 0, aid({}, 'no'))).toBeNull();
    expect(check('aidWhenReceiving', 0, aid({}, false))).toBeNull();
  });

  test('the last amount is held to the monthly bound too', () => {
    expect(check('aidWhenReceiving', 50_001, aid({}))).toMatchObject({
      key: 'validation>monthlyAmountTooHigh',
    });
  });
});
