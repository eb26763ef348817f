import * as z from 'zod/mini';
import { consentRecord } from './storable-text.js';
import { ApplicationState } from './application-state.js';
import { LeadAnswerSchema } from './lead-api.js';
import { LeadDataPatchSchema, type LeadDataPatch } from './lead-data.js';

/**
 * The calls of the state-driven pages (spec sections 2 and 7): mobile verification, every
 * after-offer stage, returning customers' consents, unsubscribe, partner logos and password.
 * Spec section 7 names the paths; methods, bodies and answers are ours (decision record 0012).
 * Every call that moves the lead answers a `LeadAnswer`, so the navigator routes to the state
 * the server chose exactly as after a lead update.
 */
const id = (leadId: string) => encodeURIComponent(leadId);

export const OfferStagePaths = {
  /** GET `?id=`: where the code went and when another may be sent. */
  mobileVerification: '/lead/mobile/verification',
  /** POST `{ id, code }`. */
  mobileVerify: '/v2/customer/mobile/verify',
  /** POST `{ id }`: sends a new code, after the cool-down. */
  mobileResendCode: '/v2/customer/mobile/resend-code',
  /** POST `{ id, phoneNumber }`: a new number, and a code sent to it. */
  mobileChange: '/v2/customer/mobile',
  /** POST, no body: the applicant leaves out an optional stage. */
  skip: (leadId: string) => `/lead/skip/${id(leadId)}`,
  /** POST, no body: the applicant finished a stage done elsewhere (a partner, an upload). */
  continue: (leadId: string) => `/lead/continue/${id(leadId)}`,
  /** GET `?purpose=`: the partner's page for a bank link (Instantor, Tink). */
  redirect: (leadId: string) => `/lead/${id(leadId)}/redirect`,
  /** POST `{ id }`: starts the card check (Moneyman's Paylands) and answers its page. */
  sale: '/lead/sale',
  /** POST `{ id, documentType }`: answers the document's id for the uploads. */
  documentId: '/lead/documentId',
  /** POST `?id=&documentId=&side=`, the file itself as the body (image/jpeg, image/png, application/pdf). */
  idUpload: '/lead/idUpload',
  /** POST `{ id }`. */
  skipDocumentUpload: '/lead/offer/skip-document-upload',
  /** GET: makes and models, for the vehicle page. */
  vehicleModels: '/data/vehicleModels.json',
  /** GET `?id=`: the partners' offers; POST `{ id, offerId }`: the one chosen (IPF). */
  offerPayment: '/lead/offer/payment',
  /** POST `{ id, offerId, decision }` (Cofidis, Instabank). */
  acceptOffer: '/lead/offer/accept-creditea-offer',
  /** POST `{ id, offerId, decision, amount?, period? }`. */
  updateProvidentOffer: '/lead/offer/update-provident-offer',
  /** POST `{ id, offerId, decision }`. */
  proficreditOffer: '/lead/offer/proficredit',
  /** POST `{ id, scope: 'offer', policies }`. */
  offerPolicy: '/lead/offer/policy',
  /** POST `{ id, scope, policies }` for the partner scopes. */
  offerDynamicPolicy: '/lead/offer/dynamic-policy',
  /** GET and PUT `{ consents }`: a returning customer's marketing consents. */
  customerConsents: (leadId: string) => `/customer/${id(leadId)}/consents`,
  /** POST `{ id, password }`. */
  customerPassword: '/lead/customer/password',
  /** GET: the partners this marketplace works with. */
  partnerLogos: '/partner/logos',
  /** POST: spec section 7 puts the address in the query; nothing else carries it. */
  unsubscribe: (email: string) => `/customer/email/unsubscribe?email=${encodeURIComponent(email)}`,
} as const;

/** A lead's id, as the lead API gives it (and as a continue link carries it). */
export const LeadIdSchema = z.uuid();

/**
 * Pages that send a section of the lead (a form): the state, its call and the sections it may
 * carry. The sandbox stores them as a lead update would; the same call may serve two states
 * (the wniosek and its completion), the lead's state tells them apart.
 */
export interface OfferStageSave {
  readonly state: ApplicationState;
  readonly path: string;
  readonly sections: readonly (keyof LeadDataPatch & string)[];
}

export const OfferStageSaves: readonly OfferStageSave[] = [
  {
    state: ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS,
    path: '/lead/offer/employment-details',
    sections: ['additionalEmployment'],
  },
  {
    state: ApplicationState.ADDITIONAL_PERSONAL_DETAILS,
    path: '/lead/offer/personal-details',
    sections: ['additionalPersonalDetails'],
  },
  {
    state: ApplicationState.MARITAL_DETAILS,
    path: '/lead/marital-details',
    sections: ['maritalDetails'],
  },
  { state: ApplicationState.AIDE, path: '/lead/aide', sections: ['aide'] },
  {
    state: ApplicationState.YOUNITED_CREDIT_DETAILS,
    path: '/lead/offer/credit-details',
    sections: ['creditDetails'],
  },
  {
    state: ApplicationState.YOUNITED_PROFESSIONAL_DETAILS,
    path: '/lead/offer/professional-details',
    sections: ['professionalDetails'],
  },
  { state: ApplicationState.CNP, path: '/lead/cnp', sections: ['personalDetails'] },
  {
    state: ApplicationState.CUSTOMER_DEBTS,
    path: '/lead/offer/customer-debts',
    sections: ['customerDebts'],
  },
  {
    state: ApplicationState.REFERENCE_DETAILS,
    path: '/lead/offer/reference-details',
    sections: ['referenceDetails'],
  },
  { state: ApplicationState.WNIOSEK, path: '/lead/wniosek', sections: ['wniosek'] },
  { state: ApplicationState.WNIOSEK_UZUPELNIENIE, path: '/lead/wniosek', sections: ['wniosek'] },
  {
    state: ApplicationState.SANTANDER_COMPERIA,
    path: '/lead/santander-comperia',
    sections: ['santanderComperia'],
  },
  { state: ApplicationState.VEHICLE, path: '/lead/vehicle', sections: ['vehicle'] },
  { state: ApplicationState.WENANCE_ACCOUNT, path: '/lead/account', sections: ['bankAccount'] },
];

/** The body of a save: the lead's id and the call's sections (at least one). */
export function offerStageSaveRequestSchema(save: Pick<OfferStageSave, 'sections'>) {
  const patchShape = LeadDataPatchSchema._zod.def.shape;
  return z.strictObject({
    id: LeadIdSchema,
    ...Object.fromEntries(save.sections.map((key) => [key, patchShape[key]])),
  });
}
export type OfferStageSaveRequest = { id: string } & LeadDataPatch;

/** POST bodies that carry only the lead's id (sale, skip-document-upload). */
export const LeadIdRequestSchema = z.strictObject({ id: LeadIdSchema });

// Mobile verification -------------------------------------------------------------------------

export const VERIFICATION_CODE_LENGTH = 6;
export const VerificationCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)));

export const MobileVerificationStatusSchema = z.object({
  /** The number the code went to, all but its last three digits hidden (`+34 ••• ••• 678`). */
  maskedPhoneNumber: z.string(),
  codeLength: z.int(),
  /** When another code may be asked for (ISO date-time). */
  resendAvailableAt: z.string(),
  /** Wrong codes still allowed before the number is locked. */
  attemptsLeft: z.int(),
});
export type MobileVerificationStatus = z.infer<typeof MobileVerificationStatusSchema>;

export const MobileVerifyRequestSchema = z.strictObject({
  id: LeadIdSchema,
  code: VerificationCodeSchema,
});
export const MobileResendRequestSchema = LeadIdRequestSchema;
export const MobileChangeRequestSchema = z.strictObject({
  id: LeadIdSchema,
  phoneNumber: z.string().check(z.minLength(1), z.maxLength(250)),
});

// Partners' pages ------------------------------------------------------------------------------

/** The bank links an applicant is sent to the partner for. */
export const PartnerPurposes = ['instantor', 'wenance-tink', 'moneyman-paylands'] as const;
export const PartnerPurposeSchema = z.enum(PartnerPurposes);
export type PartnerPurpose = z.infer<typeof PartnerPurposeSchema>;

/** Any http(s) host: the sandbox's stand-in pages are on 127.0.0.1 in tests (z.httpUrl refuses it). */
export const PartnerPageAnswerSchema = z.object({ redirectUrl: z.url({ protocol: /^https?$/ }) });
export type PartnerPageAnswer = z.infer<typeof PartnerPageAnswerSchema>;

/**
 * How long a partner's page link works: as long as the way back's token
 * (RESUME_TOKEN_LIFETIME_MS). Approve or Cancel ends it at once; a link is used once.
 */
export const PARTNER_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The application state whose page sends the applicant to each partner. */
export const PartnerStages: Readonly<Record<PartnerPurpose, ApplicationState>> = {
  instantor: ApplicationState.INSTANTOR,
  'wenance-tink': ApplicationState.WENANCE_TINK,
  'moneyman-paylands': ApplicationState.MONEYMAN_PAYLANDS,
};

/** The bank links `GET /lead/{id}/redirect` answers; Paylands' card check is `POST /lead/sale`. */
export const BankLinkPurposes = ['instantor', 'wenance-tink'] as const;
export const BankLinkPurposeSchema = z.enum(BankLinkPurposes);
export type BankLinkPurpose = z.infer<typeof BankLinkPurposeSchema>;
export const RedirectQuerySchema = z.object({ purpose: BankLinkPurposeSchema });

/** `/lead/{id}/redirect?purpose=instantor`. */
export function partnerRedirectPath(leadId: string, purpose: BankLinkPurpose): string {
  return `${OfferStagePaths.redirect(leadId)}?purpose=${purpose}`;
}

/**
 * How the applicant came back from a partner's page: the returning link carries
 * `?partner=finished` (the partner says its part is done; `POST /lead/continue/{id}` then moves
 * the lead on) or `?partner=cancelled` (they left without finishing).
 */
export const PARTNER_RETURN_PARAM = 'partner';
export const PartnerReturnSchema = z.enum(['finished', 'cancelled']);
export type PartnerReturn = z.infer<typeof PartnerReturnSchema>;

// Identity document ----------------------------------------------------------------------------

export const DocumentTypes = ['idCard', 'passport', 'residencePermit'] as const;
export const DocumentTypeSchema = z.enum(DocumentTypes);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;
export const DocumentSides = ['front', 'back'] as const;
export const DocumentSideSchema = z.enum(DocumentSides);
export type DocumentSide = z.infer<typeof DocumentSideSchema>;

/** The sides each document needs: a passport has its photo page only. */
export const DocumentSidesNeeded: Readonly<Record<DocumentType, readonly DocumentSide[]>> = {
  idCard: ['front', 'back'],
  passport: ['front'],
  residencePermit: ['front', 'back'],
};

export const ID_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/**
 * The largest file `POST /lead/idUpload` takes. The upload declares its length
 * (`content-length`, else 411 `invalid_body`) and is checked before a byte of it is read: over
 * this, 413 `payload_too_large`; without the lead's write secret, 403 `write_secret_refused`.
 */
export const ID_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

export const DocumentIdRequestSchema = z.strictObject({
  id: LeadIdSchema,
  documentType: DocumentTypeSchema,
});
export const DocumentIdAnswerSchema = z.object({ documentId: z.uuid() });
export const IdUploadQuerySchema = z.object({
  id: LeadIdSchema,
  documentId: z.uuid(),
  side: DocumentSideSchema,
});
export const IdUploadAnswerSchema = z.object({
  documentId: z.uuid(),
  /** The sides received so far. */
  sides: z.array(DocumentSideSchema),
});
export type IdUploadAnswer = z.infer<typeof IdUploadAnswerSchema>;

/** `/lead/idUpload?id=…&documentId=…&side=front` (ids, never personal data). */
export function idUploadPath(leadId: string, documentId: string, side: DocumentSide): string {
  return `${OfferStagePaths.idUpload}?id=${id(leadId)}&documentId=${id(documentId)}&side=${side}`;
}

// Vehicle --------------------------------------------------------------------------------------

export const VehicleModelsSchema = z.object({
  makes: z.array(z.object({ make: z.string(), models: z.array(z.string()) })),
});
export type VehicleModels = z.infer<typeof VehicleModelsSchema>;

// Offers ---------------------------------------------------------------------------------------

export const OfferSchema = z.object({
  offerId: z.string().check(z.minLength(1), z.maxLength(100)),
  partner: z.string(),
  amount: z.number(),
  period: z.int(),
  periodScale: z.enum(['days', 'months']),
  monthlyPayment: z.number(),
  totalCost: z.number(),
  /** Annual percentage rate, in per cent. */
  apr: z.number(),
  /** ISO 4217 (EUR, PLN, RON ...). */
  currency: z.string().check(z.length(3)),
  /**
   * Present when the applicant may take less (Provident): any whole amount from `minAmount` up to
   * `amount`, any whole term from `minPeriod` up to `period`, each in the offer's units.
   */
  adjustable: z.optional(z.object({ minAmount: z.number(), minPeriod: z.int() })),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OffersAnswerSchema = z.object({ offers: z.array(OfferSchema) });
export type OffersAnswer = z.infer<typeof OffersAnswerSchema>;

export const OfferDecisionSchema = z.enum(['accept', 'decline']);
export type OfferDecision = z.infer<typeof OfferDecisionSchema>;

/** IPF: the offer chosen, or `decision: 'decline'` (and no offer) to take none of them. */
export const OfferChoiceRequestSchema = z.union([
  z.strictObject({
    id: LeadIdSchema,
    offerId: OfferSchema.shape.offerId,
    decision: z.optional(z.enum(['accept'])),
  }),
  z.strictObject({ id: LeadIdSchema, decision: z.enum(['decline']) }),
]);
export type OfferChoiceRequest = z.infer<typeof OfferChoiceRequestSchema>;
export const OfferDecisionRequestSchema = z.strictObject({
  id: LeadIdSchema,
  offerId: OfferSchema.shape.offerId,
  decision: OfferDecisionSchema,
});
/** Provident lets the applicant take a smaller amount or a shorter term than offered. */
export const ProvidentOfferRequestSchema = z.strictObject({
  id: LeadIdSchema,
  offerId: OfferSchema.shape.offerId,
  decision: OfferDecisionSchema,
  amount: z.optional(z.number().check(z.positive())),
  period: z.optional(z.int().check(z.positive())),
});

/** `/partner/logos?id=…`: the partners who may contact the applicant of that lead. */
export function partnerLogosPath(leadId: string): string {
  return `${OfferStagePaths.partnerLogos}?id=${id(leadId)}`;
}

/** `/lead/offer/payment?id=…`. */
export function offersPath(leadId: string): string {
  return `${OfferStagePaths.offerPayment}?id=${id(leadId)}`;
}

// Consents and policies ------------------------------------------------------------------------

/**
 * Which policies `GET /policy?scope=` answers: the brand's general ones (no scope), those of the
 * offer (`POLICY_CONSENTS`), the partner's dynamic ones, Advanzia's and TF Bank's.
 */
export const PolicyScopes = ['offer', 'dynamic', 'advanzia', 'tfbank'] as const;
export const PolicyScopeSchema = z.enum(PolicyScopes);
export type PolicyScope = z.infer<typeof PolicyScopeSchema>;

export const PolicyConsentsRequestSchema = z.strictObject({
  id: LeadIdSchema,
  scope: PolicyScopeSchema,
  policies: consentRecord(),
});
export type PolicyConsentsRequest = z.infer<typeof PolicyConsentsRequestSchema>;

/** A customer's marketing consents by id (the same ids as the form's marketing consents). */
export const CustomerConsentsSchema = z.object({
  consents: consentRecord(),
});
export type CustomerConsents = z.infer<typeof CustomerConsentsSchema>;

// Password, unsubscribe, partner logos --------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PasswordRequestSchema = z.strictObject({
  id: LeadIdSchema,
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export const PasswordAnswerSchema = z.object({ saved: z.boolean() });

export const UnsubscribeAnswerSchema = z.object({ unsubscribed: z.boolean() });
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswerSchema>;

/**
 * `GET /partner/logos?id=`: the partners who may contact the applicant of that lead, as the
 * server knows them (the brand's, of its country, less any whose offer was declined).
 */
export const PartnerLogosAnswerSchema = z.object({
  logos: z.array(
    z.object({
      name: z.string(),
      /** http(s) addresses; any host, as the sandbox serves them from 127.0.0.1 in tests. */
      logoUrl: z.url({ protocol: /^https?$/ }),
      /** The logo's size in CSS pixels: the page keeps its place before it loads. */
      width: z.int().check(z.positive()),
      height: z.int().check(z.positive()),
    }),
  ),
});
export type PartnerLogosAnswer = z.infer<typeof PartnerLogosAnswerSchema>;

/** What every call that moves the lead answers. */
export const OfferStageAnswerSchema = LeadAnswerSchema;
