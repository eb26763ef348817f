import * as z from 'zod/mini';

/**
 * The application (lead) data points of spec section 3, by dotted path.
 * Types only: the per-brand format rules live with the steps, the server checks shapes.
 * Objects are strict so that a misspelt field is an error, not silently dropped data.
 */
const text = z.string().check(z.maxLength(500));
const optionalText = z.optional(text);
const optionalBoolean = z.optional(z.boolean());
/** Money in the brand's currency: Vietnamese dong and Colombian pesos run into the millions. */
const MAX_MONEY = 1_000_000_000_000;
const optionalMoney = z.optional(z.number().check(z.gte(0), z.lte(MAX_MONEY)));
const isoDate = z.string().check(z.maxLength(40));

export const PeriodScaleSchema = z.enum(['days', 'months']);

export const GoogleClickSchema = z.strictObject({
  gclid: optionalText,
  gclidAt: optionalText,
  gbraid: optionalText,
  wbraid: optionalText,
});

export const PosthogParametersSchema = z.strictObject({
  isLeadPrefilled: optionalBoolean,
  leadPrefilledFields: z.optional(z.array(text).check(z.maxLength(50))),
  leadPreviouslyRedirected: optionalBoolean,
});

export const AffiliateReferenceSchema = z.strictObject({
  attribute: optionalText,
  subId: optionalText,
  transactionId: optionalText,
  setAt: z.optional(isoDate),
});

export const DeviceDataSchema = z.strictObject({
  timezoneOffset: z.optional(z.number()),
  deviceMemory: z.optional(z.number()),
  language: optionalText,
  screenResolution: optionalText,
  loadingTime: z.optional(z.number()),
});

export const PersonalDetailsSchema = z.strictObject({
  firstName: optionalText,
  middleName: optionalText,
  lastName: optionalText,
  secondLastName: optionalText,
  gender: optionalText,
  dateOfBirth: z.optional(isoDate),
  personalCode: optionalText,
});

export const ContactDetailsSchema = z.strictObject({
  email: optionalText,
  marketingConsents: z.optional(z.record(z.string(), z.boolean())),
  phoneNumber: optionalText,
  postalCode: optionalText,
  province: optionalText,
  district: optionalText,
  city: optionalText,
  street: optionalText,
  blockNumber: optionalText,
  houseNumber: optionalText,
  floor: optionalText,
  flatNumber: optionalText,
  municipality: optionalText,
  suburb: optionalText,
});

export const OtherDetailsSchema = z.strictObject({
  loanPurpose: optionalText,
  isPoliticallyExposed: optionalBoolean,
  connectedToPep: optionalBoolean,
  maritalStatus: optionalText,
  education: optionalText,
  housingTenure: optionalText,
  housingTenureSinceDate: z.optional(isoDate),
  hasVehicleDownPayment: optionalBoolean,
  vehicleOwnership: optionalText,
  vehicleLicensePlateNumber: optionalText,
  isVehicleFinanced: optionalBoolean,
  ibanConsent: optionalBoolean,
  negativeCreditHistory: optionalBoolean,
  numberOfDependants: z.optional(z.int().check(z.gte(0), z.lte(50))),
  countryOfBirth: optionalText,
  livingArea: optionalText,
  citizenship: optionalText,
  secondCitizenship: optionalText,
  cityOfBirth: optionalText,
  idCardNumber: optionalText,
  idCardIssuedAt: z.optional(isoDate),
  idCardIssuedAuthority: optionalText,
  overdueDebtAmount: optionalMoney,
  provinceOfBirth: optionalText,
  isInterestedInDebtConsolidation: optionalBoolean,
  hasBankAccount: optionalBoolean,
  hasProofOfIncome: optionalBoolean,
});

export const IncomeDetailsSchema = z.strictObject({
  monthlyIncome: optionalMoney,
  incomeSource: optionalText,
  incomeContractStartedAt: z.optional(isoDate),
  incomeContractExpiresAt: z.optional(isoDate),
  incomePayday: z.optional(z.int().check(z.gte(1), z.lte(31))),
  jobArea: optionalText,
  jobTitle: optionalText,
  iban: optionalText,
  usingOnlineBanking: optionalBoolean,
  positionType: optionalText,
  monthlyExtraIncome: optionalMoney,
  workPhone: optionalText,
  spouseMonthlyIncome: optionalMoney,
  salaryCycle: optionalText,
  salaryCycleValue: optionalText,
});

export const ExpensesSchema = z.strictObject({
  mortgageAmount: optionalMoney,
  rentAmount: optionalMoney,
  monthlyExpenses: optionalMoney,
  creditCommitments: optionalBoolean,
  monthlyCreditCommitments: optionalMoney,
  hasOtherLoans: optionalBoolean,
  totalDebtAmount: optionalMoney,
});

export const EmployerSchema = z.strictObject({
  name: optionalText,
  taxRegistryCode: optionalText,
  postalCode: optionalText,
  province: optionalText,
  city: optionalText,
  street: optionalText,
  houseNumber: optionalText,
});

export const ReferenceDetailsSchema = z.strictObject({
  type: optionalText,
  name: optionalText,
  phoneNumber: optionalText,
});

export const MetaPixelSchema = z.strictObject({ fbp: optionalText, fbc: optionalText });
export const TikTokPixelSchema = z.strictObject({ ttp: optionalText, ttclid: optionalText });

/** Every data point an application may carry. All optional: a lead fills up step by step. */
export const LeadDataSchema = z.strictObject({
  leadStatus: z.optional(z.int()),
  expiresAt: z.optional(isoDate),
  sessionStartedAt: z.optional(isoDate),
  sessionId: z.optional(z.uuid()),
  deviceData: z.optional(DeviceDataSchema),
  amount: z.optional(z.number().check(z.positive(), z.lte(MAX_MONEY))),
  period: z.optional(z.int().check(z.positive(), z.lte(3650))),
  periodScale: z.optional(PeriodScaleSchema),
  tags: z.optional(z.array(text).check(z.maxLength(50))),
  affiliateReferenceParams: z.optional(AffiliateReferenceSchema),
  googleClick: z.optional(GoogleClickSchema),
  posthogParameters: z.optional(PosthogParametersSchema),
  metaPixel: z.optional(MetaPixelSchema),
  tikTokPixel: z.optional(TikTokPixelSchema),
  sellingTierGlobalId: optionalText,
  financingOption: optionalText,
  monthlyPaymentDay: z.optional(z.int().check(z.gte(1), z.lte(31))),
  generalPolicies: optionalBoolean,
  policies: z.optional(z.record(z.string(), z.boolean())),
  leadSource: optionalText,
  googleCaptchaToken: z.optional(z.string().check(z.maxLength(4000))),
  recaptchalabel: optionalText,
  personalDetails: z.optional(PersonalDetailsSchema),
  contactDetails: z.optional(ContactDetailsSchema),
  otherDetails: z.optional(OtherDetailsSchema),
  incomeDetails: z.optional(IncomeDetailsSchema),
  expenses: z.optional(ExpensesSchema),
  employer: z.optional(EmployerSchema),
  referenceDetails: z.optional(ReferenceDetailsSchema),
});
export type LeadData = z.infer<typeof LeadDataSchema>;
