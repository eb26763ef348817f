import type { FieldError, FieldErrorCode } from '@lf/contract';
import * as z from 'zod/mini';

/** A field error as the sandbox sends it: always with its code. */
export type CodedFieldError = FieldError & { code: FieldErrorCode };

const zodEnglish = z.locales.en().localeError;

/** The message of a missing value, which `toFieldErrors` reads as the code `required`. */
export const REQUIRED_MESSAGE = 'Required';

/**
 * zod/mini loads no locale, so its messages read "Invalid input". Passing the English messages
 * per parse keeps them clear without changing zod's global configuration. A missing value reads
 * "Required": zod drops an issue's input once it is made, so this is where absence is seen.
 */
export const englishMessages: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_MESSAGE : zodEnglish(issue);

function dotted(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** A bound as a number (zod gives bigints for bigint schemas, which the contract has none of). */
function limitOf(bound: number | bigint, inclusive: boolean | undefined): { limit?: number } {
  return inclusive === false ? {} : { limit: Number(bound) };
}

/** The stable code (and bound) of one zod issue. */
function codeOf(issue: z.core.$ZodIssue): { code: FieldErrorCode; limit?: number } {
  switch (issue.code) {
    case 'invalid_type':
      return { code: issue.message === REQUIRED_MESSAGE ? 'required' : 'invalid_type' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { code: 'required' };
      return {
        code: ['string', 'array', 'set'].includes(issue.origin) ? 'too_short' : 'too_small',
        ...limitOf(issue.minimum, issue.inclusive),
      };
    case 'too_big':
      return {
        code: ['string', 'array', 'set'].includes(issue.origin) ? 'too_long' : 'too_large',
        ...limitOf(issue.maximum, issue.inclusive),
      };
    case 'invalid_value':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'invalid_union':
      return { code: 'invalid_type' };
    default:
      // invalid_format, not_multiple_of, invalid_key, invalid_element, custom.
      return { code: 'invalid_format' };
  }
}

/**
 * One entry per field at fault, `fieldName` being the dotted path (`personalDetails.firstName`,
 * `tags.0`), with the stable `code` the front end translates; `message` stays English for
 * operators. An unknown key is reported at its own path rather than at its parent object.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): CodedFieldError[] {
  return issues.flatMap((issue): CodedFieldError[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          fieldName: dotted([...issue.path, key]),
          message: `Unknown field "${key}"`,
          code: 'unknown_field' as const,
        }))
      : [{ fieldName: dotted(issue.path), message: issue.message, ...codeOf(issue) }],
  );
}
