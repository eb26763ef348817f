import * as z from 'zod/mini';
import type { BrandConfig } from '../../config/brand-config-schema';
import { clampToBounds } from '../../config/clamp-to-bounds';
import { validEmail, validName, validPhoneNumber } from './prefill-formats';

/**
 * The query parameters of spec section 2 that the first page reads. The affiliate reference
 * (refName, refSubId, refTransactionId, s_id) and the campaign fields are read after the first
 * page, by features/attribution.
 */
export const UrlParameterNames = [
  'amount',
  'period',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'sellingTierGlobalId',
  'sessionId',
] as const;
export type UrlParameterName = (typeof UrlParameterNames)[number];

/** Personal data that must not stay in the address bar or the history once read. */
export const PersonalUrlParameters = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

export type UrlIntakeRules = Pick<BrandConfig, 'loan' | 'validationFormats' | 'phonePrefix'>;

/** Affiliate and tier ids: letters, digits and a few separators; no quotes, brackets or spaces. */
export const IDENTIFIER = /^[\p{L}\p{N}_.:~@+/=|-]+$/u;
export const MAX_IDENTIFIER_LENGTH = 255;
/**
 * A plain number with at most two decimals after "." or ",", as a person or a partner link
 * writes an amount. Three digits after the mark ("1.000", "1,000") are refused, not guessed: a
 * thousand in Spain, one in England. A refused value leaves the brand's default in place.
 * Exponents ("1e1"), hexadecimal and grouping never pass, though `Number()` would read them.
 * Up to 15 digits, all a number holds exactly: a larger amount is capped at the brand's maximum
 * like any other above it (a dong amount has ten digits).
 */
const DECIMAL = /^-?[0-9]{1,15}(?:[.,][0-9]{1,2})?$/;
/** A UUID has 36 characters: a longer value is cut (it stays invalid) before the session checks it. */
const MAX_SESSION_ID_LENGTH = 37;

/** Each parameter stands alone: a bad value is dropped (undefined) without touching the others. */
function dropInvalid<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

const identifier = () =>
  dropInvalid(z.string().check(z.trim(), z.maxLength(MAX_IDENTIFIER_LENGTH), z.regex(IDENTIFIER)));

function decimalWithin(bounds: UrlIntakeRules['loan']['amount']) {
  return dropInvalid(
    z.pipe(
      z.string().check(z.trim(), z.regex(DECIMAL)),
      z.transform((text: string) => clampToBounds(Number(text.replace(',', '.')), bounds)),
    ),
  );
}

function validated(check: (text: string) => string | null) {
  return dropInvalid(
    z.pipe(
      z.string(),
      z.transform((text: string, context) => {
        const value = check(text);
        if (value === null) {
          context.issues.push({ code: 'custom', message: 'Invalid prefill value', input: text });
          return z.NEVER;
        }
        return value;
      }),
    ),
  );
}

/** The zod/mini schema that parses the address's query parameters at the edge, per brand. */
export function urlParametersSchema({ loan, validationFormats, phonePrefix }: UrlIntakeRules) {
  return z.object({
    amount: decimalWithin(loan.amount),
    period: decimalWithin(loan.period),
    firstName: validated((text) => validName(text, validationFormats.name)),
    lastName: validated((text) => validName(text, validationFormats.name)),
    email: validated((text) => validEmail(text, validationFormats.email)),
    phoneNumber: validated((text) => validPhoneNumber(text, phonePrefix)),
    sellingTierGlobalId: identifier(),
    /** Kept as given (cut short): the session decides whether it is a valid UUID (spec section 4). */
    sessionId: dropInvalid(
      z.string().check(z.overwrite((text) => text.slice(0, MAX_SESSION_ID_LENGTH))),
    ),
  });
}
export type UrlParameters = z.infer<ReturnType<typeof urlParametersSchema>>;

/** The first value of each known parameter; unknown parameters are not read. */
export function readUrlParameters(search: string, rules: UrlIntakeRules): UrlParameters {
  const params = new URLSearchParams(search);
  // An address with none of them (most visits) is not checked: the page starts sooner.
  if (!UrlParameterNames.some((name) => params.has(name))) return {};
  const raw = Object.fromEntries(
    UrlParameterNames.map((name) => [name, params.get(name) ?? undefined]),
  );
  const parsed = urlParametersSchema(rules).safeParse(raw);
  return parsed.success ? parsed.data : {};
}
