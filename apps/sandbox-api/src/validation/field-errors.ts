import type { FieldError } from '@lf/contract';
import * as z from 'zod/mini';

/**
 * zod/mini loads no locale, so its messages read "Invalid input". Passing the English messages
 * per parse keeps them clear without changing zod's global configuration.
 */
export const englishMessages = z.locales.en().localeError;

function dotted(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * One entry per field at fault, `fieldName` being the dotted path (`personalDetails.firstName`,
 * `tags.0`). An unknown key is reported at its own path rather than at its parent object.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          fieldName: dotted([...issue.path, key]),
          message: `Unknown field "${key}"`,
        }))
      : [{ fieldName: dotted(issue.path), message: issue.message }],
  );
}
