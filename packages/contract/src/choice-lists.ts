import type { LookupCountry } from './lookups.js';
import { RegionCodes } from './region-codes.js';

/*
 * The choice lists a data point's entry names (`choices.list`, data-points.ts): the web app
 * offers them (translated as `options>{list}>{value}`), the lead API refuses an answer no list of
 * the product's country has (decision 0042).
 */

/** A choice's values: a default, and the list a lender in a country uses where it differs. */
export interface ChoiceList {
  values: readonly string[];
  byCountry?: Partial<Record<LookupCountry, readonly string[]>>;
}

/** Countries: ISO 3166-1 alpha-2 codes, one list with the lead API's (the contract's). */
export { RegionCodes };

/** Countries: the same list everywhere (the brand's own country is shown first). */
export const Countries: ChoiceList = { values: RegionCodes };

/**
 * The first-level divisions of each country, by their proper names (`labels: 'names'`): Spain's
 * 50 provinces with Ceuta and Melilla, Romania's 41 counties and Bucharest, Poland's 16
 * voivodeships, Germany's 16 Länder, Mexico's 32 states, Colombia's 32 departments and Bogotá,
 * the Philippines' 18 regions (with the Negros Island Region, re-created in 2024) in their
 * official order, and Vietnam's 34 provinces and cities since the merger of 1 July 2025.
 */
export const Provinces: ChoiceList = {
  values: [],
  byCountry: {
    ES: [
      'A Coruña',
      'Álava',
      'Albacete',
      'Alicante',
      'Almería',
      'Asturias',
      'Ávila',
      'Badajoz',
      'Barcelona',
      'Bizkaia',
      'Burgos',
      'Cáceres',
      'Cádiz',
      'Cantabria',
      'Castellón',
      'Ceuta',
      'Ciudad Real',
      'Córdoba',
      'Cuenca',
      'Gipuzkoa',
      'Girona',
      'Granada',
      'Guadalajara',
      'Huelva',
      'Huesca',
      'Illes Balears',
      'Jaén',
      'La Rioja',
      'Las Palmas',
      'León',
      'Lleida',
      'Lugo',
      'Madrid',
      'Málaga',
      'Melilla',
      'Murcia',
      'Navarra',
      'Ourense',
      'Palencia',
      'Pontevedra',
      'Salamanca',
      'Santa Cruz de Tenerife',
      'Segovia',
      'Sevilla',
      'Soria',
      'Tarragona',
      'Teruel',
      'Toledo',
      'Valencia',
      'Valladolid',
      'Zamora',
      'Zaragoza',
    ],
    RO: [
      'Alba',
      'Arad',
      'Argeș',
      'Bacău',
      'Bihor',
      'Bistrița-Năsăud',
      'Botoșani',
      'Brașov',
      'Brăila',
      'București',
      'Buzău',
      'Caraș-Severin',
      'Călărași',
      'Cluj',
      'Constanța',
      'Covasna',
      'Dâmbovița',
      'Dolj',
      'Galați',
      'Giurgiu',
      'Gorj',
      'Harghita',
      'Hunedoara',
      'Ialomița',
      'Iași',
      'Ilfov',
      'Maramureș',
      'Mehedinți',
      'Mureș',
      'Neamț',
      'Olt',
      'Prahova',
      'Satu Mare',
      'Sălaj',
      'Sibiu',
      'Suceava',
      'Teleorman',
      'Timiș',
      'Tulcea',
      'Vaslui',
      'Vâlcea',
      'Vrancea',
    ],
    PL: [
      'dolnośląskie',
      'kujawsko-pomorskie',
      'lubelskie',
      'lubuskie',
      'łódzkie',
      'małopolskie',
      'mazowieckie',
      'opolskie',
      'podkarpackie',
      'podlaskie',
      'pomorskie',
      'śląskie',
      'świętokrzyskie',
      'warmińsko-mazurskie',
      'wielkopolskie',
      'zachodniopomorskie',
    ],
    DE: [
      'Baden-Württemberg',
      'Bayern',
      'Berlin',
      'Brandenburg',
      'Bremen',
      'Hamburg',
      'Hessen',
      'Mecklenburg-Vorpommern',
      'Niedersachsen',
      'Nordrhein-Westfalen',
      'Rheinland-Pfalz',
      'Saarland',
      'Sachsen',
      'Sachsen-Anhalt',
      'Schleswig-Holstein',
      'Thüringen',
    ],
    MX: [
      'Aguascalientes',
      'Baja California',
      'Baja California Sur',
      'Campeche',
      'Chiapas',
      'Chihuahua',
      'Ciudad de México',
      'Coahuila',
      'Colima',
      'Durango',
      'Estado de México',
      'Guanajuato',
      'Guerrero',
      'Hidalgo',
      'Jalisco',
      'Michoacán',
      'Morelos',
      'Nayarit',
      'Nuevo León',
      'Oaxaca',
      'Puebla',
      'Querétaro',
      'Quintana Roo',
      'San Luis Potosí',
      'Sinaloa',
      'Sonora',
      'Tabasco',
      'Tamaulipas',
      'Tlaxcala',
      'Veracruz',
      'Yucatán',
      'Zacatecas',
    ],
    CO: [
      'Amazonas',
      'Antioquia',
      'Arauca',
      'Archipiélago de San Andrés, Providencia y Santa Catalina',
      'Atlántico',
      'Bogotá D.C.',
      'Bolívar',
      'Boyacá',
      'Caldas',
      'Caquetá',
      'Casanare',
      'Cauca',
      'Cesar',
      'Chocó',
      'Córdoba',
      'Cundinamarca',
      'Guainía',
      'Guaviare',
      'Huila',
      'La Guajira',
      'Magdalena',
      'Meta',
      'Nariño',
      'Norte de Santander',
      'Putumayo',
      'Quindío',
      'Risaralda',
      'Santander',
      'Sucre',
      'Tolima',
      'Valle del Cauca',
      'Vaupés',
      'Vichada',
    ],
    PH: [
      'National Capital Region (NCR)',
      'Cordillera Administrative Region (CAR)',
      'Ilocos Region (Region I)',
      'Cagayan Valley (Region II)',
      'Central Luzon (Region III)',
      'Calabarzon (Region IV-A)',
      'Mimaropa (Region IV-B)',
      'Bicol Region (Region V)',
      'Western Visayas (Region VI)',
      'Negros Island Region (NIR)',
      'Central Visayas (Region VII)',
      'Eastern Visayas (Region VIII)',
      'Zamboanga Peninsula (Region IX)',
      'Northern Mindanao (Region X)',
      'Davao Region (Region XI)',
      'Soccsksargen (Region XII)',
      'Caraga (Region XIII)',
      'Bangsamoro Autonomous Region in Muslim Mindanao (BARMM)',
    ],
    VN: [
      'An Giang',
      'Bắc Ninh',
      'Cà Mau',
      'Cao Bằng',
      'Cần Thơ',
      'Đà Nẵng',
      'Đắk Lắk',
      'Điện Biên',
      'Đồng Nai',
      'Đồng Tháp',
      'Gia Lai',
      'Hà Nội',
      'Hà Tĩnh',
      'Hải Phòng',
      'Hồ Chí Minh',
      'Huế',
      'Hưng Yên',
      'Khánh Hòa',
      'Lai Châu',
      'Lạng Sơn',
      'Lào Cai',
      'Lâm Đồng',
      'Nghệ An',
      'Ninh Bình',
      'Phú Thọ',
      'Quảng Ngãi',
      'Quảng Ninh',
      'Quảng Trị',
      'Sơn La',
      'Tây Ninh',
      'Thái Nguyên',
      'Thanh Hóa',
      'Tuyên Quang',
      'Vĩnh Long',
    ],
  } satisfies Record<LookupCountry, readonly string[]>,
};

export const Genders: ChoiceList = { values: ['female', 'male'] };

/**
 * Highest level of education, as each country's school system names its stages: Romania's
 * gimnaziu, școală profesională, liceu, postliceal, licență, master, doctorat; Germany's
 * Hauptschule, Realschule, Abitur, Ausbildung, Meister; Colombia's técnico and tecnólogo and its
 * postgraduate especialización; Vietnam's cao đẳng ...
 */
export const EducationLevels: ChoiceList = {
  values: [
    'primary',
    'lowerSecondary',
    'upperSecondary',
    'vocational',
    'bachelor',
    'master',
    'doctorate',
  ],
  byCountry: {
    ES: [
      'none',
      'primary',
      'lowerSecondary',
      'upperSecondary',
      'vocational',
      'bachelor',
      'master',
      'doctorate',
    ],
    RO: [
      'lowerSecondary',
      'vocational',
      'upperSecondary',
      'postSecondary',
      'bachelor',
      'master',
      'doctorate',
    ],
    DE: [
      'lowerSecondary',
      'intermediateSecondary',
      'upperSecondary',
      'vocational',
      'masterCraftsman',
      'bachelor',
      'master',
      'doctorate',
    ],
    PL: [
      'primary',
      'lowerSecondary',
      'vocational',
      'upperSecondary',
      'postSecondary',
      'bachelor',
      'master',
      'doctorate',
    ],
    MX: [
      'none',
      'primary',
      'lowerSecondary',
      'upperSecondary',
      'vocational',
      'bachelor',
      'master',
      'doctorate',
    ],
    CO: [
      'none',
      'primary',
      'upperSecondary',
      'vocational',
      'technologist',
      'bachelor',
      'specialisation',
      'master',
      'doctorate',
    ],
    PH: [
      'primary',
      'lowerSecondary',
      'upperSecondary',
      'vocational',
      'collegeUndergraduate',
      'bachelor',
      'master',
      'doctorate',
    ],
    VN: [
      'primary',
      'lowerSecondary',
      'upperSecondary',
      'vocational',
      'college',
      'bachelor',
      'master',
      'doctorate',
    ],
  },
};

/**
 * Marital status as each country's law knows it: registered partnerships (Spain, Germany),
 * living together unmarried (unión libre, konkubinat), legal separation, and in the Philippines,
 * which has no divorce, annulment.
 */
export const MaritalStatuses: ChoiceList = {
  values: ['single', 'married', 'partnership', 'divorced', 'widowed'],
  byCountry: {
    ES: ['single', 'married', 'partnership', 'separated', 'divorced', 'widowed'],
    RO: ['single', 'married', 'cohabiting', 'divorced', 'widowed'],
    DE: ['single', 'married', 'partnership', 'separated', 'divorced', 'widowed'],
    PL: ['single', 'married', 'cohabiting', 'separated', 'divorced', 'widowed'],
    MX: ['single', 'married', 'cohabiting', 'separated', 'divorced', 'widowed'],
    CO: ['single', 'married', 'cohabiting', 'separated', 'divorced', 'widowed'],
    PH: ['single', 'married', 'cohabiting', 'separated', 'annulled', 'widowed'],
    // Chung sống như vợ chồng: living together unregistered, which the classic page offers too.
    VN: ['single', 'married', 'cohabiting', 'divorced', 'widowed'],
  },
};

/** What the loan is for: Romania's "nevoi personale", bills and small businesses in Latin America ... */
export const LoanPurposes: ChoiceList = {
  values: ['unexpectedExpense', 'car', 'home', 'travel', 'education', 'debtConsolidation', 'other'],
  byCountry: {
    ES: [
      'unexpectedExpense',
      'car',
      'home',
      'furniture',
      'travel',
      'education',
      'health',
      'debtConsolidation',
      'other',
    ],
    RO: [
      'personalNeeds',
      'unexpectedExpense',
      'car',
      'home',
      'travel',
      'education',
      'health',
      'debtConsolidation',
      'other',
    ],
    DE: [
      'unexpectedExpense',
      'car',
      'home',
      'furniture',
      'travel',
      'education',
      'debtConsolidation',
      'other',
    ],
    PL: [
      'unexpectedExpense',
      'bills',
      'car',
      'home',
      'travel',
      'education',
      'health',
      'debtConsolidation',
      'other',
    ],
    MX: [
      'unexpectedExpense',
      'bills',
      'business',
      'car',
      'home',
      'education',
      'health',
      'debtConsolidation',
      'other',
    ],
    CO: [
      'unexpectedExpense',
      'bills',
      'business',
      'car',
      'home',
      'education',
      'health',
      'debtConsolidation',
      'other',
    ],
    PH: ['unexpectedExpense', 'bills', 'business', 'education', 'health', 'home', 'car', 'other'],
    VN: [
      'unexpectedExpense',
      'business',
      'education',
      'health',
      'home',
      'motorbike',
      'electronics',
      'other',
    ],
  },
};

/**
 * Main source of income: civil servants (funcionario, Beamter, công chức), Romania's childcare
 * allowance, Poland's disability pension (renta), money sent from abroad (remesas) and the
 * Philippines' overseas workers.
 */
export const IncomeSources: ChoiceList = {
  values: ['employed', 'selfEmployed', 'pensioner', 'unemployed', 'student'],
  byCountry: {
    ES: ['employed', 'civilServant', 'selfEmployed', 'pensioner', 'unemployed', 'student'],
    RO: [
      'employed',
      'civilServant',
      'selfEmployed',
      'pensioner',
      'childcareAllowance',
      'unemployed',
      'student',
    ],
    DE: [
      'employed',
      'civilServant',
      'selfEmployed',
      'apprentice',
      'pensioner',
      'unemployed',
      'student',
    ],
    PL: ['employed', 'selfEmployed', 'pensioner', 'disabilityPension', 'unemployed', 'student'],
    MX: [
      'employed',
      'selfEmployed',
      'businessOwner',
      'pensioner',
      'remittances',
      'student',
      'unemployed',
    ],
    CO: ['employed', 'selfEmployed', 'businessOwner', 'pensioner', 'student', 'unemployed'],
    PH: [
      'employed',
      'selfEmployed',
      'businessOwner',
      'overseasWorker',
      'remittances',
      'pensioner',
      'student',
      'unemployed',
    ],
    VN: [
      'employed',
      'civilServant',
      'selfEmployed',
      'businessOwner',
      'pensioner',
      'student',
      'unemployed',
    ],
  },
};

const jobAreas = [
  'agriculture',
  'manufacturing',
  'construction',
  'retail',
  'transport',
  'hospitality',
  'finance',
  'informationTechnology',
  'education',
  'health',
  'publicAdministration',
  'security',
  'cleaning',
] as const;

/** The sector of the applicant's work: Germany's trades (Handwerk), domestic work, call centres. */
export const JobAreas: ChoiceList = {
  values: [...jobAreas, 'other'],
  byCountry: {
    DE: [...jobAreas, 'crafts', 'other'],
    MX: [...jobAreas, 'domesticWork', 'other'],
    CO: [...jobAreas, 'domesticWork', 'other'],
    PH: [...jobAreas, 'bpo', 'domesticWork', 'other'],
  },
};

/**
 * The kind of employment contract: Spain's fijo discontinuo, Germany's Minijob, Poland's umowa
 * zlecenie, umowa o dzieło and B2B contracts, Mexico's honorarios, Colombia's prestación de
 * servicios and obra o labor, the probation periods of Germany, the Philippines and Vietnam.
 */
export const PositionTypes: ChoiceList = {
  values: ['permanent', 'fixedTerm', 'temporaryAgency', 'probation', 'other'],
  byCountry: {
    ES: ['permanent', 'fixedDiscontinuous', 'fixedTerm', 'temporaryAgency', 'other'],
    RO: ['permanent', 'fixedTerm', 'temporaryAgency', 'other'],
    DE: ['permanent', 'fixedTerm', 'probation', 'temporaryAgency', 'miniJob', 'other'],
    PL: ['permanent', 'fixedTerm', 'civilContract', 'specificTaskContract', 'b2bContract', 'other'],
    MX: ['permanent', 'fixedTerm', 'fees', 'other'],
    CO: ['permanent', 'fixedTerm', 'projectBased', 'serviceContract', 'other'],
    PH: ['permanent', 'probation', 'fixedTerm', 'projectBased', 'other'],
    VN: ['permanent', 'fixedTerm', 'probation', 'seasonal', 'other'],
  },
};

const livingWithFamily = ['owner', 'mortgage', 'rent', 'family', 'other'] as const;

/** Where the applicant lives: with parents in Europe, with the wider family elsewhere. */
export const HousingTenures: ChoiceList = {
  values: ['owner', 'mortgage', 'rent', 'parents', 'other'],
  byCountry: {
    MX: livingWithFamily,
    CO: livingWithFamily,
    PH: livingWithFamily,
    VN: livingWithFamily,
  },
};

/** The vehicle the applicant owns: motorbikes first in Vietnam, tricycles in the Philippines. */
export const VehicleOwnership: ChoiceList = {
  values: ['car', 'motorbike', 'carAndMotorbike', 'none'],
  byCountry: {
    PH: ['car', 'motorbike', 'tricycle', 'none'],
    VN: ['motorbike', 'car', 'carAndMotorbike', 'none'],
  },
};

/**
 * How often the salary is paid: Mexico's semanal, catorcenal, quincenal and mensual; Colombia's
 * quincena; the Philippines' 15th and 30th and daily wages; Romania's advance and settlement.
 */
export const SalaryCycles: ChoiceList = {
  values: ['monthly', 'semiMonthly', 'biweekly', 'weekly'],
  byCountry: {
    RO: ['monthly', 'semiMonthly'],
    MX: ['weekly', 'biweekly', 'semiMonthly', 'monthly'],
    CO: ['weekly', 'semiMonthly', 'monthly'],
    PH: ['daily', 'weekly', 'semiMonthly', 'monthly'],
    VN: ['monthly', 'semiMonthly', 'weekly'],
  },
};

const closeFamily = ['spouse', 'parent', 'sibling', 'friend', 'colleague'] as const;

/** Who the reference person is: lenders in Latin America and Asia ask which relative. */
export const ReferenceTypes: ChoiceList = {
  values: ['family', 'friend', 'colleague'],
  byCountry: { MX: closeFamily, CO: closeFamily, PH: closeFamily, VN: closeFamily },
};

/** Where the applicant lives: a town or city, or the countryside (decision 0041's addendum). */
export const LivingAreas: ChoiceList = { values: ['urban', 'rural'] };

/**
 * A Bucharest address's sector: Romania's capital alone is divided so, into six, each written
 * "Sector 3" in an address (spec: a district holds a letter).
 */
export const BucharestSectors: ChoiceList = {
  values: ['Sector 1', 'Sector 2', 'Sector 3', 'Sector 4', 'Sector 5', 'Sector 6'],
};

/** The shipped lists by the name a data point's choices give (packages/contract data-points.ts). */
export const ChoiceListsByName: Readonly<Record<string, ChoiceList>> = {
  country: Countries,
  province: Provinces,
  bucharestSector: BucharestSectors,
  gender: Genders,
  education: EducationLevels,
  maritalStatus: MaritalStatuses,
  loanPurpose: LoanPurposes,
  incomeSource: IncomeSources,
  jobArea: JobAreas,
  positionType: PositionTypes,
  housingTenure: HousingTenures,
  vehicleOwnership: VehicleOwnership,
  salaryCycle: SalaryCycles,
  referenceType: ReferenceTypes,
  livingArea: LivingAreas,
};
