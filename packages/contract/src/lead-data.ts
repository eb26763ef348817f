import * as z from 'zod/mini';
import { consentRecord, storableText } from './storable-text.js';

/**
 * The application (lead) data points of spec section 3, by dotted path.
 * Types only: the per-brand format rules live with the steps, the server checks shapes.
 * Objects are strict so that a misspelt field is an error, not silently dropped data.
 *
 * Each data point is declared once, as a leaf, and two schemas are made from the leaves:
 * - `LeadDataSchema` (`LeadData`): a lead as stored and answered; every leaf optional, never `null`.
 * - `LeadDataPatchSchema` (`LeadDataPatch`): what a create or an update sends; every leaf may
 *   also be `null`, meaning "remove this answer" (an optional field the applicant cleared).
 *   A section (`personalDetails` ...) is never `null`, nor is an entry of a list or of a set of
 *   consents: those are shapes, not answers.
 */
const text = storableText(500);
const yesNo = z.boolean();
/** Money in the brand's currency: Vietnamese dong and Colombian pesos run into the millions. */
const MAX_MONEY = 1_000_000_000_000;
const money = z.number().check(z.gte(0), z.lte(MAX_MONEY));
const isoDate = storableText(40);
const textList = z.array(text).check(z.maxLength(50));
const consents = consentRecord();

/**
 * A session id (spec section 5): 8-4-4-4-12 hex digits, in either case, of any UUID version and
 * variant (not only RFC 9562 UUIDs).
 */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SessionIdSchema = z.string().check(z.regex(SESSION_ID_PATTERN));

export const PeriodScaleSchema = z.enum(['days', 'months']);

type Leaves = Readonly<Record<string, z.ZodMiniType>>;
type OptionalLeaves<T extends Leaves> = { -readonly [K in keyof T]: z.ZodMiniOptional<T[K]> };
type ClearableLeaves<T extends Leaves> = {
  -readonly [K in keyof T]: z.ZodMiniOptional<z.ZodMiniNullable<T[K]>>;
};

/*
 * Most leaves are one of a few shared schemas (`text`, `yesNo`, `money`, `isoDate`), so each
 * wrapper is made once per leaf schema and shared: zod's schemas are immutable, and a wrapper
 * made a few hundred times over was most of the time this module took to load in the browser,
 * where the first page evaluates it (issue 13).
 */
const optionalOf = new Map<z.ZodMiniType, z.ZodMiniType>();
const clearableOf = new Map<z.ZodMiniType, z.ZodMiniType>();

function wrappedOnce(
  made: Map<z.ZodMiniType, z.ZodMiniType>,
  leaf: z.ZodMiniType,
  wrap: (leaf: z.ZodMiniType) => z.ZodMiniType,
): z.ZodMiniType {
  let wrapped = made.get(leaf);
  if (!wrapped) {
    wrapped = wrap(leaf);
    made.set(leaf, wrapped);
  }
  return wrapped;
}

function optionalLeaves<T extends Leaves>(leaves: T): OptionalLeaves<T> {
  const entries = Object.entries(leaves).map(([key, leaf]) => [
    key,
    wrappedOnce(optionalOf, leaf, z.optional),
  ]);
  // Object.fromEntries loses the keys' types; the map above keeps every key and wraps each leaf.
  return Object.fromEntries(entries) as OptionalLeaves<T>;
}

function clearableLeaves<T extends Leaves>(leaves: T): ClearableLeaves<T> {
  const entries = Object.entries(leaves).map(([key, leaf]) => [
    key,
    wrappedOnce(clearableOf, leaf, (clearable) => z.optional(z.nullable(clearable))),
  ]);
  return Object.fromEntries(entries) as ClearableLeaves<T>;
}

/** A section of the lead: as stored (leaves optional) and as sent (leaves may also be null). */
function section<T extends Leaves>(leaves: T) {
  return {
    stored: z.strictObject(optionalLeaves(leaves)),
    patch: z.strictObject(clearableLeaves(leaves)),
  };
}

const googleClick = section({ gclid: text, gclidAt: text, gbraid: text, wbraid: text });

const posthogParameters = section({
  isLeadPrefilled: yesNo,
  leadPrefilledFields: textList,
  leadPreviouslyRedirected: yesNo,
});

const affiliateReference = section({
  attribute: text,
  subId: text,
  transactionId: text,
  setAt: isoDate,
});

const deviceData = section({
  timezoneOffset: z.number(),
  deviceMemory: z.number(),
  language: text,
  screenResolution: text,
  loadingTime: z.number(),
});

const personalDetails = section({
  firstName: text,
  middleName: text,
  lastName: text,
  secondLastName: text,
  gender: text,
  dateOfBirth: isoDate,
  personalCode: text,
});

const contactDetails = section({
  email: text,
  marketingConsents: consents,
  phoneNumber: text,
  postalCode: text,
  province: text,
  district: text,
  city: text,
  street: text,
  blockNumber: text,
  houseNumber: text,
  floor: text,
  flatNumber: text,
  municipality: text,
  suburb: text,
});

const otherDetails = section({
  loanPurpose: text,
  isPoliticallyExposed: yesNo,
  connectedToPep: yesNo,
  maritalStatus: text,
  education: text,
  housingTenure: text,
  housingTenureSinceDate: isoDate,
  hasVehicleDownPayment: yesNo,
  vehicleOwnership: text,
  vehicleLicensePlateNumber: text,
  isVehicleFinanced: yesNo,
  ibanConsent: yesNo,
  negativeCreditHistory: yesNo,
  numberOfDependants: z.int().check(z.gte(0), z.lte(50)),
  countryOfBirth: text,
  livingArea: text,
  citizenship: text,
  secondCitizenship: text,
  cityOfBirth: text,
  idCardNumber: text,
  idCardIssuedAt: isoDate,
  idCardIssuedAuthority: text,
  overdueDebtAmount: money,
  provinceOfBirth: text,
  isInterestedInDebtConsolidation: yesNo,
  hasBankAccount: yesNo,
  hasProofOfIncome: yesNo,
});

const incomeDetails = section({
  monthlyIncome: money,
  incomeSource: text,
  incomeContractStartedAt: isoDate,
  incomeContractExpiresAt: isoDate,
  incomePayday: z.int().check(z.gte(1), z.lte(31)),
  jobArea: text,
  jobTitle: text,
  iban: text,
  usingOnlineBanking: yesNo,
  positionType: text,
  monthlyExtraIncome: money,
  workPhone: text,
  spouseMonthlyIncome: money,
  salaryCycle: text,
  salaryCycleValue: text,
});

const expenses = section({
  mortgageAmount: money,
  rentAmount: money,
  monthlyExpenses: money,
  creditCommitments: yesNo,
  monthlyCreditCommitments: money,
  hasOtherLoans: yesNo,
  totalDebtAmount: money,
});

const employer = section({
  name: text,
  taxRegistryCode: text,
  postalCode: text,
  province: text,
  city: text,
  street: text,
  houseNumber: text,
});

const referenceDetails = section({ type: text, name: text, phoneNumber: text });
/*
 * After the offer (spec section 2's state-driven pages): what a partner asks for once the lead
 * has an offer. Each page sends its own section to its own call (offer-stage.ts); the lead keeps
 * them so a returning link restores them too.
 */
const count = z.int().check(z.gte(0), z.lte(99));
const additionalEmployment = section({
  employedSince: isoDate,
  contractType: text,
  industry: text,
  employerPhone: text,
  previousEmployerName: text,
});
const additionalPersonalDetails = section({
  placeOfBirth: text,
  nationality: text,
  residentSince: isoDate,
  previousPostalCode: text,
  previousCity: text,
});
const maritalDetails = section({
  maritalStatus: text,
  spouseFirstName: text,
  spouseLastName: text,
  spouseDateOfBirth: isoDate,
  spouseMonthlyIncome: money,
});
const aide = section({
  receivesAid: yesNo,
  housingAidAmount: money,
  familyAllowanceAmount: money,
  otherAidAmount: money,
});
const creditDetails = section({
  numberOfCredits: count,
  monthlyCreditRepayments: money,
  outstandingCreditAmount: money,
  hasMortgage: yesNo,
});
const professionalDetails = section({
  profession: text,
  sector: text,
  contractType: text,
  employedSince: isoDate,
});
const customerDebts = section({
  hasDebts: yesNo,
  numberOfDebts: count,
  totalDebtAmount: money,
  monthlyDebtRepayments: money,
  hasArrears: yesNo,
});
const wniosek = section({
  idCardNumber: text,
  idCardExpiresAt: isoDate,
  mothersMaidenName: text,
  householdSize: count,
  monthlyHouseholdExpenses: money,
  bankAccountNumber: text,
  employerName: text,
  employerPhone: text,
});
const santanderComperia = section({
  householdSize: count,
  monthlyHouseholdExpenses: money,
  hasCreditCard: yesNo,
  creditCardLimit: money,
});
const vehicle = section({
  make: text,
  model: text,
  year: z.int().check(z.gte(1900), z.lte(2100)),
  registrationNumber: text,
  mileage: z.int().check(z.gte(0), z.lte(5_000_000)),
});
const bankAccount = section({ accountNumber: text, holderName: text });

const metaPixel = section({ fbp: text, fbc: text });
const tikTokPixel = section({ ttp: text, ttclid: text });

export const GoogleClickSchema = googleClick.stored;
export const PosthogParametersSchema = posthogParameters.stored;
export const AffiliateReferenceSchema = affiliateReference.stored;
export const DeviceDataSchema = deviceData.stored;
export const PersonalDetailsSchema = personalDetails.stored;
export const ContactDetailsSchema = contactDetails.stored;
export const OtherDetailsSchema = otherDetails.stored;
export const IncomeDetailsSchema = incomeDetails.stored;
export const ExpensesSchema = expenses.stored;
export const EmployerSchema = employer.stored;
export const ReferenceDetailsSchema = referenceDetails.stored;
export const MetaPixelSchema = metaPixel.stored;
export const TikTokPixelSchema = tikTokPixel.stored;

/** The data points at the top of a lead, outside any section. */
const topLevel = {
  leadStatus: z.int(),
  expiresAt: isoDate,
  sessionStartedAt: isoDate,
  sessionId: SessionIdSchema,
  amount: z.number().check(z.positive(), z.lte(MAX_MONEY)),
  period: z.int().check(z.positive(), z.lte(3650)),
  periodScale: PeriodScaleSchema,
  tags: textList,
  sellingTierGlobalId: text,
  financingOption: text,
  monthlyPaymentDay: z.int().check(z.gte(1), z.lte(31)),
  generalPolicies: yesNo,
  policies: consents,
  leadSource: text,
  googleCaptchaToken: storableText(4000),
  recaptchalabel: text,
};

/** Every data point a lead may hold. All optional: a lead fills up step by step. */
export const LeadDataSchema = z.strictObject({
  ...optionalLeaves(topLevel),
  deviceData: z.optional(deviceData.stored),
  affiliateReferenceParams: z.optional(affiliateReference.stored),
  googleClick: z.optional(googleClick.stored),
  posthogParameters: z.optional(posthogParameters.stored),
  metaPixel: z.optional(metaPixel.stored),
  tikTokPixel: z.optional(tikTokPixel.stored),
  personalDetails: z.optional(personalDetails.stored),
  contactDetails: z.optional(contactDetails.stored),
  otherDetails: z.optional(otherDetails.stored),
  incomeDetails: z.optional(incomeDetails.stored),
  expenses: z.optional(expenses.stored),
  employer: z.optional(employer.stored),
  referenceDetails: z.optional(referenceDetails.stored),
  additionalEmployment: z.optional(additionalEmployment.stored),
  additionalPersonalDetails: z.optional(additionalPersonalDetails.stored),
  maritalDetails: z.optional(maritalDetails.stored),
  aide: z.optional(aide.stored),
  creditDetails: z.optional(creditDetails.stored),
  professionalDetails: z.optional(professionalDetails.stored),
  customerDebts: z.optional(customerDebts.stored),
  wniosek: z.optional(wniosek.stored),
  santanderComperia: z.optional(santanderComperia.stored),
  vehicle: z.optional(vehicle.stored),
  bankAccount: z.optional(bankAccount.stored),
});
/** A lead's data as stored and kept: never a `null`. */
export type LeadData = z.infer<typeof LeadDataSchema>;

/**
 * The data a create or an update sends: the same data points, each of which may be `null` to
 * remove that answer from the lead. A key left out keeps what is stored.
 */
export const LeadDataPatchSchema = z.strictObject({
  ...clearableLeaves(topLevel),
  deviceData: z.optional(deviceData.patch),
  affiliateReferenceParams: z.optional(affiliateReference.patch),
  googleClick: z.optional(googleClick.patch),
  posthogParameters: z.optional(posthogParameters.patch),
  metaPixel: z.optional(metaPixel.patch),
  tikTokPixel: z.optional(tikTokPixel.patch),
  personalDetails: z.optional(personalDetails.patch),
  contactDetails: z.optional(contactDetails.patch),
  otherDetails: z.optional(otherDetails.patch),
  incomeDetails: z.optional(incomeDetails.patch),
  expenses: z.optional(expenses.patch),
  employer: z.optional(employer.patch),
  referenceDetails: z.optional(referenceDetails.patch),
  additionalEmployment: z.optional(additionalEmployment.patch),
  additionalPersonalDetails: z.optional(additionalPersonalDetails.patch),
  maritalDetails: z.optional(maritalDetails.patch),
  aide: z.optional(aide.patch),
  creditDetails: z.optional(creditDetails.patch),
  professionalDetails: z.optional(professionalDetails.patch),
  customerDebts: z.optional(customerDebts.patch),
  wniosek: z.optional(wniosek.patch),
  santanderComperia: z.optional(santanderComperia.patch),
  vehicle: z.optional(vehicle.patch),
  bankAccount: z.optional(bankAccount.patch),
});
/** What a lead request carries: `LeadData` whose every answer may also be `null` ("remove it"). */
export type LeadDataPatch = z.infer<typeof LeadDataPatchSchema>;
