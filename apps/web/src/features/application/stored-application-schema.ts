import * as z from 'zod/mini';
import {
  ApplicationStateSchema,
  FieldErrorSchema,
  LeadDataSchema,
  RevisionSchema,
  WriteSecretSchema,
} from '@lf/contract';
import { isPlainObject } from '../../lib/is-plain-object';

/**
 * Storage revives ISO times with milliseconds as Dates (spec section 9); the lead contract
 * carries them as ISO text. Dates anywhere in a stored value go back to the text they came from.
 */
export function datesToIsoText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (Array.isArray(value)) return value.map(datesToIsoText);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, datesToIsoText(item)]),
    );
  }
  return value;
}

/** Accepts a date field as a Date or as text and gives it as ISO text. */
function withIsoDates<T extends z.core.$ZodType<unknown, unknown>>(schema: T) {
  return z.pipe(z.transform(datesToIsoText), schema);
}

/** Every lead data point, and the application's own three (each lazy schema below makes its own). */
function applicationDataFields() {
  return z.extend(LeadDataSchema, {
    id: z.optional(z.uuid()),
    amount: z.optional(z.number()),
    period: z.optional(z.number()),
  });
}

/*
 * The schemas below are made when first used (`z.lazy`): this module is evaluated for the first
 * page, where nothing is stored on a first visit, and making them was a fifth of the schemas
 * made before that page was React's (issue 13).
 */

/** The application data as kept in this tab's session state: every lead data point, checked. */
export const StoredApplicationDataSchema = z.lazy(() => withIsoDates(applicationDataFields()));
export type StoredApplicationData = z.infer<typeof StoredApplicationDataSchema>;

/** The fields of the stored loan application (spec section 3, `applicationData`). */
export const StoredLoanApplicationFields = [
  'id',
  'amount',
  'period',
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'expenses',
  'otherDetails',
  'employer',
  'affiliateReferenceParams',
  'sessionId',
  'sessionStartedAt',
  'generalPolicies',
  'policies',
  'leadSource',
  'googleCaptchaToken',
] as const satisfies readonly (keyof StoredApplicationData)[];

/** A part that does not parse falls back to its empty value; it does not sink the others. */
function orEmpty<T extends z.core.SomeType>(schema: T, empty: z.core.output<T>) {
  return z.catch(schema, empty);
}

/** The answers typed and not yet kept by a Continue, by lead path (`typed-answers.ts`). */
const typedAnswersSchema = () =>
  orEmpty(
    z
      .array(z.string().check(z.regex(/^[A-Za-z]\w*(\.[A-Za-z]\w*)?$/), z.maxLength(100)))
      .check(z.maxLength(300)),
    [],
  );

/**
 * `storedLoanApplication` in local storage: the application data of spec section 3 with the lead
 * status and the expiry that decide whether it is stale.
 */
export const StoredLoanApplicationSchema = z.lazy(() =>
  withIsoDates(
    z.object({
      // Top-level fields this version does not keep are dropped, not fatal.
      applicationData: z.object(
        z.pick(applicationDataFields(), {
          id: true,
          amount: true,
          period: true,
          personalDetails: true,
          contactDetails: true,
          incomeDetails: true,
          expenses: true,
          otherDetails: true,
          employer: true,
          affiliateReferenceParams: true,
          sessionId: true,
          sessionStartedAt: true,
          generalPolicies: true,
          policies: true,
          leadSource: true,
          googleCaptchaToken: true,
        }).shape,
      ),
      leadStatus: z.optional(z.int()),
      expiresAt: z.optional(z.string()),
      typedAnswers: z.optional(typedAnswersSchema()),
      earlierLeadId: orEmpty(z.optional(z.uuid()), undefined),
    }),
  ),
);
export type StoredLoanApplication = z.infer<typeof StoredLoanApplicationSchema>;

const applicationResultSchema = () =>
  z.object({
    application: z.object({ status: z.string().check(z.maxLength(100)) }),
    offerId: z.optional(z.string().check(z.maxLength(100))),
    partner: z.optional(z.object({ name: z.string().check(z.maxLength(200)) })),
    // The figures of the offer taken, read through the contract's offer schema where they are
    // shown (features/offers, `OfferTaken`): that schema is 1.4 KB the first page does not load.
    offer: z.optional(z.unknown()),
  });

/** `state` in session storage: this tab's session state, so a reload loses nothing. */
export const SessionSnapshotSchema = z.lazy(() =>
  withIsoDates(
    z.object({
      applicationData: applicationDataFields(),
      progressState: orEmpty(
        z.union([ApplicationStateSchema, z.array(ApplicationStateSchema).check(z.maxLength(50))]),
        0,
      ),
      applicationResult: orEmpty(z.nullable(applicationResultSchema()), null),
      customerConsents: orEmpty(z.nullable(z.record(z.string(), z.boolean())), null),
      routeChange: orEmpty(
        z.nullable(
          z.object({
            method: z.enum(['push', 'replace']),
            redirectTo: z.string().check(z.regex(/^\/[\w/-]*$/), z.maxLength(100)),
          }),
        ),
        null,
      ),
      visited: orEmpty(
        z.array(z.string().check(z.regex(/^\/[\w/-]*$/), z.maxLength(100))).check(z.maxLength(100)),
        [],
      ),
      lastOperationTimestamp: orEmpty(z.nullable(z.number()), null),
      errors: orEmpty(
        z.record(z.string().check(z.maxLength(100)), z.optional(z.array(FieldErrorSchema))),
        {},
      ),
      erroredFormPath: orEmpty(z.nullable(z.string().check(z.maxLength(100))), null),
      createKey: orEmpty(z.nullable(z.uuid()), null),
      writeSecret: orEmpty(z.nullable(WriteSecretSchema), null),
      leadRevision: orEmpty(z.nullable(RevisionSchema), null),
      typedAnswers: typedAnswersSchema(),
      earlierLeadId: orEmpty(z.nullable(z.uuid()), null),
      saveNotSent: orEmpty(z.boolean(), false),
    }),
  ),
);
export type SessionSnapshot = z.infer<typeof SessionSnapshotSchema>;
