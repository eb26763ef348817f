import * as z from 'zod/mini';
import {
  DataPoints,
  type DataPointKind,
  type DataPointLeafSpec,
  type DataPointLeafTable,
} from './data-points.js';
import { LaterSectionLeaves, LaterTopLevelLeaves } from './later-data-point-leaves.js';
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

/** The schema of a data point of each kind, as stored. */
const kindLeaves = {
  text,
  email: text,
  tel: text,
  choice: text,
  money,
  count: z.int(),
  yesNo,
  consent: yesNo,
  date: isoDate,
  consents,
  policies: consents,
  captcha: storableText(4000),
} satisfies Record<DataPointKind, z.ZodMiniType>;
type KindLeaves = typeof kindLeaves;

/** A whole number within the data point's bounds. */
const countsOf = new Map<string, z.ZodMiniType>();
function countLeaf({ min, max }: { min: number; max: number }): z.ZodMiniType {
  const key = `${min}:${max}`;
  let leaf = countsOf.get(key);
  if (!leaf) {
    leaf = z.int().check(z.gte(min), z.lte(max));
    countsOf.set(key, leaf);
  }
  return leaf;
}

/** The leaves of a section (`personalDetails`) whose data points `table` defines, by leaf name. */
export type LeavesOf<T extends DataPointLeafTable, S extends string> = {
  [P in keyof T as P extends `${S}.${infer L}` ? L : never]: KindLeaves[T[P]['kind']];
};

/** The leaves at the top of the lead whose data points `table` defines (paths without a dot). */
export type TopLevelLeavesOf<T extends DataPointLeafTable> = {
  [P in keyof T as P extends `${string}.${string}` ? never : P]: KindLeaves[T[P]['kind']];
};

/** A section's leaves, each its data point's kind's schema (a count's within its bounds). */
export function leavesOf<T extends DataPointLeafTable, S extends string>(
  table: T,
  sectionKey: S,
): LeavesOf<T, S> {
  return leavesWhere(table, (path) =>
    path.startsWith(`${sectionKey}.`) ? path.slice(sectionKey.length + 1) : undefined,
  ) as LeavesOf<T, S>;
}

/** The leaves of the data points at the top of the lead (`period`, `policies`). */
export function topLevelLeavesOf<T extends DataPointLeafTable>(table: T): TopLevelLeavesOf<T> {
  return leavesWhere(table, (path) =>
    path.includes('.') ? undefined : path,
  ) as TopLevelLeavesOf<T>;
}

function leavesWhere(
  table: DataPointLeafTable,
  leafOf: (path: string) => string | undefined,
): Record<string, z.ZodMiniType> {
  const leaves: Record<string, z.ZodMiniType> = {};
  for (const [path, { kind, bounds }] of Object.entries(table)) {
    const leaf = leafOf(path);
    if (leaf !== undefined) defineLeaf(leaves, leaf, kind, bounds);
  }
  return leaves;
}

/** A leaf's schema: its kind's; a count's, within its bounds, made when first read. */
function defineLeaf(
  leaves: Record<string, z.ZodMiniType>,
  leaf: string,
  kind: DataPointKind,
  bounds?: { min: number; max: number },
): void {
  if (kind === 'count' && bounds) {
    // Made when first read, as the wrappers are: the first page checks no lead.
    const made = once(() => countLeaf(bounds));
    Object.defineProperty(leaves, leaf, { enumerable: true, configurable: true, get: made });
  } else leaves[leaf] = kindLeaves[kind];
}

type SpecKind<S> = S extends readonly [infer K, number, number] ? K : S;
/** The leaves of specs as written (later-data-point-leaves.ts), by name. */
export type SpecLeaves<T extends Readonly<Record<string, DataPointLeafSpec>>> = {
  [K in keyof T]: KindLeaves[SpecKind<T[K]> & DataPointKind];
};

/** Leaves from their specs as written for the first page: a kind, or a count's kind and bounds. */
export function specLeaves<T extends Readonly<Record<string, DataPointLeafSpec>>>(
  specs: T,
): SpecLeaves<T> {
  const leaves: Record<string, z.ZodMiniType> = {};
  for (const [leaf, spec] of Object.entries(specs)) {
    if (typeof spec === 'string') defineLeaf(leaves, leaf, spec);
    else defineLeaf(leaves, leaf, spec[0], { min: spec[1], max: spec[2] });
  }
  return leaves as SpecLeaves<T>;
}

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

/**
 * Each leaf's wrapper is made when zod first reads its key, as the sections' schemas are: zod
 * reads an object's shape through its getters when it first checks a value. The first page
 * evaluates this module and checks no lead (decision 0034).
 */
function wrappedLeaves(
  leaves: Leaves,
  made: Map<z.ZodMiniType, z.ZodMiniType>,
  wrap: (leaf: z.ZodMiniType) => z.ZodMiniType,
): Record<string, z.ZodMiniType> {
  const shape: Record<string, z.ZodMiniType> = {};
  // Keys only: a leaf itself may be made when first read (a count's, leavesOf).
  for (const key of Object.keys(leaves)) {
    const wrapped = once(() => wrappedOnce(made, leaves[key] as z.ZodMiniType, wrap));
    Object.defineProperty(shape, key, { enumerable: true, configurable: true, get: wrapped });
  }
  return shape;
}

function optionalLeaves<T extends Leaves>(leaves: T): OptionalLeaves<T> {
  // The getters above give every key of `leaves`, each leaf wrapped as optional.
  return wrappedLeaves(leaves, optionalOf, z.optional) as OptionalLeaves<T>;
}

function clearableLeaves<T extends Leaves>(leaves: T): ClearableLeaves<T> {
  return wrappedLeaves(leaves, clearableOf, (clearable) =>
    z.optional(z.nullable(clearable)),
  ) as ClearableLeaves<T>;
}

/** Made the first time it is asked for, then kept. */
function once<R>(make: () => R): () => R {
  let made: { value: R } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * A section of the lead: as stored (leaves optional) and as sent (leaves may also be null), each
 * made the first time it is used. The browser evaluates this module for the first page, which
 * checks no lead: the sections' schemas were a third of the schemas the contract made on import
 * (issue 13).
 */
function section<T extends Leaves>(leaves: T) {
  const stored = once(() => z.strictObject(optionalLeaves(leaves)));
  const patch = once(() => z.strictObject(clearableLeaves(leaves)));
  return {
    leaves,
    get stored() {
      return stored();
    },
    get patch() {
      return patch();
    },
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

/*
 * The sections whose data points are defined in data-points.ts: each leaf is the schema of its
 * data point's kind (decision 0042).
 */
const personalDetails = section(leavesOf(DataPoints, 'personalDetails'));
const contactDetails = section(leavesOf(DataPoints, 'contactDetails'));

/*
 * The sections of the data points no first page asks (later-data-points.ts): their leaves, written
 * from that table, so that the first page has their kinds without the rest of their entries.
 */
const otherDetails = section(specLeaves(LaterSectionLeaves.otherDetails));

const incomeDetails = section(specLeaves(LaterSectionLeaves.incomeDetails));

const expenses = section(specLeaves(LaterSectionLeaves.expenses));

const employer = section(specLeaves(LaterSectionLeaves.employer));

const referenceDetails = section(specLeaves(LaterSectionLeaves.referenceDetails));
/*
 * After the offer (spec section 2's state-driven pages): what a partner asks for once the lead
 * has an offer. Each page sends its own section to its own call (offer-stage.ts); the lead keeps
 * them so a returning link restores them too. Their data points are later-data-points.ts's.
 */
const additionalEmployment = section(specLeaves(LaterSectionLeaves.additionalEmployment));
const additionalPersonalDetails = section(specLeaves(LaterSectionLeaves.additionalPersonalDetails));
const maritalDetails = section(specLeaves(LaterSectionLeaves.maritalDetails));
const aide = section(specLeaves(LaterSectionLeaves.aide));
const creditDetails = section(specLeaves(LaterSectionLeaves.creditDetails));
const professionalDetails = section(specLeaves(LaterSectionLeaves.professionalDetails));
const customerDebts = section(specLeaves(LaterSectionLeaves.customerDebts));
const wniosek = section(specLeaves(LaterSectionLeaves.wniosek));
const santanderComperia = section(specLeaves(LaterSectionLeaves.santanderComperia));
const vehicle = section(specLeaves(LaterSectionLeaves.vehicle));
const bankAccount = section(specLeaves(LaterSectionLeaves.bankAccount));

const metaPixel = section({ fbp: text, fbc: text });
const tikTokPixel = section({ ttp: text, ttclid: text });

export const AffiliateReferenceSchema = affiliateReference.stored;

/**
 * The data points at the top of a lead, outside any section: the loan's amount and its scale (a
 * positive sum, one of two scales: of no data point kind), what the app sets (session, attribution,
 * the captcha's label), and the table's (`period`, `policies` …, decision 0042), whose leaves are
 * copied as they are (a count's is made when first read).
 */
const ownTopLevel = {
  leadStatus: z.int(),
  expiresAt: isoDate,
  sessionStartedAt: isoDate,
  sessionId: SessionIdSchema,
  amount: z.number().check(z.positive(), z.lte(MAX_MONEY)),
  periodScale: PeriodScaleSchema,
  tags: textList,
  sellingTierGlobalId: text,
  leadSource: text,
  recaptchalabel: text,
};
const topLevel = Object.defineProperties(ownTopLevel, {
  ...Object.getOwnPropertyDescriptors(topLevelLeavesOf(DataPoints)),
  ...Object.getOwnPropertyDescriptors(specLeaves(LaterTopLevelLeaves)),
}) as typeof ownTopLevel &
  TopLevelLeavesOf<typeof DataPoints> &
  SpecLeaves<typeof LaterTopLevelLeaves>;

/** The lead's sections, by the key each has in a lead. */
const sections = {
  deviceData,
  affiliateReferenceParams: affiliateReference,
  googleClick,
  posthogParameters,
  metaPixel,
  tikTokPixel,
  personalDetails,
  contactDetails,
  otherDetails,
  incomeDetails,
  expenses,
  employer,
  referenceDetails,
  additionalEmployment,
  additionalPersonalDetails,
  maritalDetails,
  aide,
  creditDetails,
  professionalDetails,
  customerDebts,
  wniosek,
  santanderComperia,
  vehicle,
  bankAccount,
};
type Sections = typeof sections;

/**
 * Every data point's dotted path (`amount`, `personalDetails.firstName`), read from the leaves,
 * so that listing them makes no schema. `lead-paths.ts` gives them their type.
 */
export const LEAD_DATA_PATH_LIST: readonly string[] = [
  ...Object.keys(topLevel),
  ...Object.entries(sections).flatMap(([key, { leaves }]) =>
    Object.keys(leaves).map((leaf) => `${key}.${leaf}`),
  ),
];

/**
 * The top-level leaves with every section as an optional key, the section's schema (`stored` or
 * `patch`) made when zod first reads the key: zod reads an object's shape through its getters
 * when it first checks a value, not when the object is made.
 */
function withSections<T extends Record<string, unknown>, K extends 'stored' | 'patch'>(
  leaves: T,
  kind: K,
): T & { -readonly [S in keyof Sections]: z.ZodMiniOptional<Sections[S][K]> } {
  const shape: Record<string, unknown> = leaves;
  for (const [key, part] of Object.entries(sections)) {
    const optional = once(() => z.optional(part[kind]));
    Object.defineProperty(shape, key, { enumerable: true, configurable: true, get: optional });
  }
  return shape as T & { -readonly [S in keyof Sections]: z.ZodMiniOptional<Sections[S][K]> };
}

/** Every data point a lead may hold. All optional: a lead fills up step by step. */
export const LeadDataSchema = z.strictObject(withSections(optionalLeaves(topLevel), 'stored'));
/** A lead's data as stored and kept: never a `null`. */
export type LeadData = z.infer<typeof LeadDataSchema>;

/**
 * The data a create or an update sends: the same data points, each of which may be `null` to
 * remove that answer from the lead. A key left out keeps what is stored.
 */
export const LeadDataPatchSchema = z.strictObject(withSections(clearableLeaves(topLevel), 'patch'));
/** What a lead request carries: `LeadData` whose every answer may also be `null` ("remove it"). */
export type LeadDataPatch = z.infer<typeof LeadDataPatchSchema>;
