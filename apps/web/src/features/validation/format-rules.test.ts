import { describe, expect, test } from 'vitest';
// Tests may walk the real resolved brands (house style: configs are fixtures); the feature itself
// only ever receives a resolved BrandConfig.
// eslint-disable-next-line import/no-restricted-paths
import { Brands, resolveBrand } from '../../app/brand-registry';
import type { ValidationFormats } from '../../config/brand-config-schema';
import { createFieldRules, PostalCodeExamples, type FieldRuleName } from './field-rules';

/** Spec section 5, format by format: answers that must pass and answers that must not. */
const FormatCases: Record<
  Exclude<keyof ValidationFormats, 'postalCode'>,
  { valid: readonly string[]; invalid: readonly string[] }
> = {
  name: {
    valid: [
      'Ana',
      'María José',
      'Jean-Luc',
      'Núñez García',
      'Łukasz Żółć',
      'Ștefan Țăranu',
      'Иван Петров',
      'Nguyễn Thị Minh Khai',
      'Γιώργος Παπαδόπουλος',
      'Müller-Lüdenscheidt',
      'Jose\u0301', // typed as e + combining accent, read as one letter
      '  Ana  ',
      "O'Brien", // an apostrophe between letters (decision record 0007)
      "D'Angelo",
      'D’Angelo', // the typographic apostrophe phone keyboards type
      "Mary-Jane O'Connor",
      'Ma. Cristina', // the Philippine abbreviation of María
      'Ma. Cristina Reyes-Santos',
      // A full stop after a short form, as Philippine IDs write names (walker w8), and initials.
      'Jose Ma.',
      'Sta. Maria',
      'Dela Peña Jr.',
      'Santos Jr.',
      'Jose P. Rizal',
      'A. Smith',
      'ＡＮＡ', // full-width letters, read as ASCII
      'Ana  María', // two spaces, which the applicant cannot see: read, and sent, as one
    ],
    invalid: [
      'Ana2',
      '-Ana',
      'Ana-',
      'Ana--María',
      'Ana--María',
      'Ana - María',
      'Ana_María',
      "'Brien", // an apostrophe only between letters
      "O'",
      "O''Brien",
      "O' Brien",
      'Ma.', // a short form alone is no name
      'Ma.Cristina',
      'Garcia.', // a full stop only after a short form (three letters at most)
      'Jr.-Smith',
      'Ana .María',
      '1234',
    ],
  },
  jobTitle: {
    valid: [
      'Nurse',
      'Software engineer',
      'Sr. developer',
      'C1 driver',
      'Level 2 technician',
      'Técnico de mantenimiento',
      'Bác sĩ',
      'Инженер-конструктор',
      'X',
    ],
    invalid: [
      '5',
      'Driver C1',
      'Manager.',
      'Manager-',
      '-Manager',
      '.NET developer',
      'Chef!',
      'Cook/chef',
    ],
  },
  street: {
    valid: [
      'Calle Mayor',
      'C/ Alcalá, 45',
      'Gran Via de les Corts Catalanes 585',
      'Strada Mihai Eminescu 12',
      'ul. Marszałkowska 10/12',
      "Rue de l'Église",
      'Rue d’Alsace', // typographic apostrophe, as phones type it
      '5th Avenue',
      'Đường Lê Lợi',
      'Johnson & Sons Lane',
      '12 de Octubre',
      // A short form's full stop ends many a street as written (walked on pesolend-ph).
      'Padre Faura St.',
      'Hauptstr.',
      'Bd. Unirii',
    ],
    invalid: [
      '-Calle Mayor',
      'Calle Mayor 5.',
      'Main St..',
      'Main St ,.',
      ',Calle Mayor',
      'Calle Mayor,',
      'Calle Mayor 5-',
      'Calle Mayor 5/',
      'Calle Mayor #5',
      'Calle (Mayor)',
      '@home',
    ],
  },
  houseNumber: {
    // A comma is one of the separators the spec allows: "Blk 5, Lot 12", as Philippine addresses
    // write a subdivision's block and lot; "Unit 12B, 3/F Tower 1" and "Bl. A3, Sc. 2" likewise.
    valid: ['12', '12B', '12-14', '4/2', 'S/N', '7 bis', '12.3', 'A', 'Blk 5, Lot 12'],
    invalid: ['12-', '/12', '12/ ', '#12', '12,', '-', '12!'],
  },
  flatNumber: {
    valid: ['3', '3A', '2-1', 'Bajo B', '4/2', 'Unit 12B, 3/F Tower 1', 'Piso 3, Int. 301-B'],
    invalid: ['3-', '3,', '.3', '3A!', ',3'],
  },
  blockNumber: {
    valid: ['B', 'A1', 'Bl. A', '2-3', 'C/2', 'Bl. A3, Sc. 2'],
    invalid: ['B.', 'A!', '-2', '2/'],
  },
  city: {
    valid: [
      'Madrid',
      'San Sebastián de los Reyes',
      "L'Hospitalet de Llobregat",
      'București Sector 1',
      'Frankfurt am Main',
      'Hà Nội',
      'Saint-Étienne',
      'Łódź',
      'Ciudad de México (CDMX)',
      'Santa Cruz de Tenerife.',
    ],
    invalid: ['28013', 'Madrid-', '-', '1234-', 'Madrid!', '---'],
  },
  companyName: {
    valid: [
      'Acme',
      'Johnson & Johnson',
      "McDonald's",
      'O’Reilly Media',
      'AT&T',
      'C+ Consulting',
      'Banco Santander, S.A.',
      'Zakład Usług Leśnych',
      'Công ty TNHH ABC',
      '3M',
      'Ministerio de Defensa - ISFAS',
    ],
    invalid: ['Acme/Co', 'Acme (Spain)', '---', '&', '...', 'Acme!', 'Acme@home', 'Acme_Co'],
  },
  email: {
    valid: [
      'ana@example.com',
      'josé@correo.es',
      '用户@例子.广告',
      'ana.maria+loans@sub.example.co.uk',
      'иван@почта.рф',
      "o'brien@example.ie",
      'nguyễn@ví-dụ.vn',
    ],
    invalid: [
      'a@b',
      'a@@b.com',
      'ana @example.com',
      'ana@exa mple.com',
      'ana@',
      '@example.com',
      'ana@-example.com',
      'ana@example..com',
      'ana.example.com',
      'ana@example.com.',
      'ana..b@x.es', // dots only between characters of the local part
      '.ana@x.es',
      'ana.@x.es',
      'ana.b..c@x.es',
    ],
  },
};

const MessageKeys: Record<keyof typeof FormatCases, string> = {
  name: 'validation>nameFormat',
  jobTitle: 'validation>jobTitleFormat',
  street: 'validation>streetFormat',
  houseNumber: 'validation>houseNumberFormat',
  flatNumber: 'validation>flatNumberFormat',
  blockNumber: 'validation>blockNumberFormat',
  city: 'validation>cityFormat',
  companyName: 'validation>companyNameFormat',
  email: 'validation>emailFormat',
};

const spain = createFieldRules(resolveBrand('default-es'));
const formatRules = Object.keys(FormatCases) as (keyof typeof FormatCases)[];

describe.each(formatRules)('the %s format (Spanish default brand)', (rule) => {
  test.each(FormatCases[rule].valid)('accepts %j', (value) => {
    expect(spain(rule)(value)).toBeNull();
  });
  test.each(FormatCases[rule].invalid)('refuses %j, saying how to fix it', (value) => {
    expect(spain(rule)(value)).toEqual({ key: MessageKeys[rule] });
  });
});

describe('suburb, district and municipality', () => {
  test('use the city format', () => {
    expect(spain('city')('Chamberí')).toBeNull();
    expect(spain('city')('Distrito 3')).toBeNull();
    expect(spain('city')('08001')).toEqual({ key: 'validation>cityFormat' });
  });
});

describe('the Spanish postal code', () => {
  // Five digits with a space or dash among them are sent as the five digits, so taken.
  test.each(['28013', '08001', ' 28013 ', '28 013', '28-013'])(
    'accepts %j (exactly 5 digits)',
    (value) => {
      expect(spain('postalCode')(value)).toBeNull();
    },
  );
  test.each(['2801', '280133', 'A8013', '28 0133'])('refuses %j', (value) => {
    expect(spain('postalCode')(value)).toEqual({
      key: 'validation>postalCodeFormat',
      values: { example: '28013' },
    });
  });
});

describe('the Vietnamese postcode', () => {
  const vietnam = createFieldRules(resolveBrand('vay-nhanh-vn'));
  test.each(['10000', '11106', '70000', '１１１０６'])(
    'accepts %j (5 digits, since 2018)',
    (value) => {
      expect(vietnam('postalCode')(value)).toBeNull();
    },
  );
  test.each(['100000', '1110', 'A1106'])('refuses %j', (value) => {
    expect(vietnam('postalCode')(value)).toEqual({
      key: 'validation>postalCodeFormat',
      values: { example: '10000' },
    });
  });
});

describe('the Romanian brand flat number', () => {
  const romania = createFieldRules(resolveBrand('lei-rapid-ro'));
  test.each(['12', '12A', '7bis', '3ă'])('accepts %j (digits, then optional letters)', (value) => {
    expect(romania('flatNumber')(value)).toBeNull();
  });
  test.each(['A12', '12-A', '12 A', '12A3', 'B'])('refuses %j', (value) => {
    expect(romania('flatNumber')(value)).toEqual({ key: 'validation>flatNumberFormat' });
  });
});

describe('debt amounts', () => {
  const overdue = spain('overdueDebtAmount');
  const total = spain('totalDebtAmount');

  // Spain writes a thousand "1.000" (issue 37): read as its locale writes it.
  test.each(['0', '1000', '999.99', '500,50', '1 000', '1.000', '€100', '1.000 €', '100 EUR'])(
    'overdue debt accepts %j',
    (value) => {
      expect(overdue(value)).toBeNull();
    },
  );
  test.each(['1000.01', '1001', '5000'])('overdue debt refuses %j: above 1000', (value) => {
    expect(overdue(value)).toEqual({
      key: 'validation>amountRange',
      values: { min: '0\u00a0€', max: '1000\u00a0€' },
    });
  });
  test.each(['0', '500000', '250 000', '123456,78', '250.000', '1.234,56'])(
    'total debt accepts %j',
    (value) => {
      expect(total(value)).toBeNull();
    },
  );
  test.each(['500000.01', '500001', '1000000'])('total debt refuses %j: above 500000', (value) => {
    expect(total(value)).toEqual({
      key: 'validation>amountRange',
      values: { min: '0\u00a0€', max: '500.000\u00a0€' },
    });
  });
  // Not Spain's grouping ("1,234", "1.0000"): one or a thousand, so neither ("1,000,000", the
  // sign twice, can only be a million). Its own "€" may come with the amount ("€100" is 100),
  // another currency's sign may not.
  test.each(['-1', 'abc', '10e2', '1.0000', '1,234', '$100', '100 zł'])(
    'refuses %j: not an amount in digits',
    (value) => {
      expect(overdue(value)).toEqual({ key: 'validation>amountFormat' });
      expect(total(value)).toEqual({ key: 'validation>amountFormat' });
    },
  );
});

// Colombia's "# 12-34" (the cross street's number, then the distance), Mexico's "#222" and the
// Philippines' "#12", as addresses there are written: the sign may lead.
describe.each([
  ['credito-agil-co', ['# 12-34', '#12-34', 'No. 12-34', '12-34', '12']],
  ['presta-ya-mx', ['#222', '# 222', '222', '222-B', 'S/N', 'Mz 4 Lt 12']],
  // Walker w8: "#12", the usual Philippine way, was refused where Mexico's "#45" went through.
  ['pesolend-ph', ['#12', '# 12', 'No. 12', 'Blk 5 Lot 7', '12-B']],
])('a house number in %s', (id, accepted) => {
  const rules = createFieldRules(resolveBrand(id));
  test.each(accepted)('accepts %j', (value) => {
    expect(rules('houseNumber')(value)).toBeNull();
  });
  test.each(['#', '# ', '## 12', '12-'])('refuses %j', (value) => {
    expect(rules('houseNumber')(value)).toEqual({ key: 'validation>houseNumberFormat' });
  });
});

// A street written with the number sign, as addresses are written in these countries: "#7 Mabini"
// (walker w8 on pesolend-ph), Colombia's "Calle 10 # 5-20" (the cross street's number, then the
// distance), Mexico's "Av. Reforma #222". The sign leads a number or a name; never two, never last.
describe.each([
  ['credito-agil-co', ['Calle 10 # 5-20', 'Carrera 7 #32-16', 'Calle 10']],
  ['presta-ya-mx', ['Av. Reforma #222', 'Av. Juárez # 14', '#14 Av. Juárez']],
  ['pesolend-ph', ['#7 Mabini', '# 7 Mabini St.', 'Mabini St. #7', 'Padre Faura St.']],
])('a street in %s', (id, accepted) => {
  const rules = createFieldRules(resolveBrand(id));
  test.each(accepted)('accepts %j', (value) => {
    expect(rules('street')(value)).toBeNull();
  });
  test.each(['#', '# ', '## 7 Mabini', 'Calle 10 ##5', 'Calle 10 #', 'Calle 10 # ', '#-5 Calle'])(
    'refuses %j',
    (value) => {
      expect(rules('street')(value)).toEqual({ key: 'validation>streetFormat' });
    },
  );
});

// Spec section 5's bounds are euros: a country with another currency takes the same sums in its
// own money, written as the page writes money. Found on presta-ya-mx: an overdue debt of 1,500
// pesos (some 75 €) was refused as "entre 0 y 1000".
describe.each([
  ['presta-ya-mx', '1,500', '20,001', { min: '$0', max: '$20,000' }],
  ['vay-nhanh-vn', '2.000.000', '27.000.001', { min: '0\u00a0₫', max: '27.000.000\u00a0₫' }],
  ['pozyczka-plus-pl', '1500', '4301', { min: '0\u00a0zł', max: '4300\u00a0zł' }],
])('an overdue debt in %s', (id, taken, over, bounds) => {
  const overdue = createFieldRules(resolveBrand(id))('overdueDebtAmount');
  test(`takes ${taken} and refuses ${over}, naming the bounds in the country's money`, () => {
    expect(overdue(taken)).toBeNull();
    expect(overdue(over)).toEqual({ key: 'validation>amountRange', values: bounds });
  });
});

describe('every brand and country', () => {
  const pairs = Brands.flatMap((brand) =>
    brand.countries.map((country) => [brand.id, country] as const),
  );

  test.each(pairs)('%s in %s: its postcode example fits its postcode format', (id, country) => {
    const config = resolveBrand(id, country);
    expect(
      new RegExp(config.validationFormats.postalCode, 'u').test(PostalCodeExamples[country]),
    ).toBe(true);
    expect(createFieldRules(config)('postalCode')(PostalCodeExamples[country])).toBeNull();
  });

  test.each(pairs)('%s in %s: the shared formats hold', (id, country) => {
    const rules = createFieldRules(resolveBrand(id, country));
    // Romania's flat numbers have their own tests, and so has the number sign in the house numbers
    // and streets of Colombia, Mexico and the Philippines ("# 12-34", "#7 Mabini").
    const shared = formatRules.filter((rule) => !(rule === 'flatNumber' && country === 'RO'));
    const writesTheSign = country === 'CO' || country === 'MX' || country === 'PH';
    const signed = (value: string) => writesTheSign && value.includes('#');
    for (const rule of shared) {
      for (const value of FormatCases[rule].valid) expect(rules(rule)(value), value).toBeNull();
      for (const value of FormatCases[rule].invalid.filter((case_) => !signed(case_))) {
        expect(rules(rule)(value), value).not.toBeNull();
      }
    }
  });

  test.each(pairs)('%s in %s: an empty answer is left to "required"', (id, country) => {
    const rules = createFieldRules(resolveBrand(id, country));
    const names: FieldRuleName[] = [
      ...formatRules,
      'postalCode',
      'personalCode',
      'totalDebtAmount',
    ];
    for (const rule of names) expect(rules(rule)('  '), rule).toBeNull();
    expect(rules('required')('  ')).toEqual({ key: 'validation>required' });
  });
});

describe('the new data points of issue 38 item 2 (spec section 5)', () => {
  const mexico = createFieldRules(resolveBrand('presta-ya-mx'));
  test.each(['Roma Norte', 'Cuauhtémoc', 'San Pedro Garza García', 'Barangay 123'])(
    'a colonia, municipio or barangay %j passes the place format',
    (value) => {
      expect(mexico('city')(value)).toBeNull();
    },
  );
  test.each(['12345', 'Roma-', 'Roma!'])('%j is refused as a place', (value) => {
    expect(mexico('city')(value)).toEqual({ key: 'validation>cityFormat' });
  });
  test.each(['IMSS', 'Caja de Pensiones S.A.', 'Pensiones & Rentas'])(
    'the pension payer %j passes the company name format',
    (value) => {
      expect(mexico('companyName')(value)).toBeNull();
    },
  );
  test.each(['IMSS!', '<b>', '--'])('the pension payer %j is refused', (value) => {
    expect(mexico('companyName')(value)).toEqual({ key: 'validation>companyNameFormat' });
  });

  test.each(['Hernández', 'De la Cruz'])(
    'the second surname %j passes the name format',
    (value) => {
      expect(mexico('name')(value)).toBeNull();
    },
  );
});
