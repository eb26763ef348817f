import type { LeadAnswer } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';

const REQUEST_FIELD = 'phoneNumber';
const LEAD_FIELD = 'contactDetails.phoneNumber';

/**
 * The change of number's refusals, named by the lead's data point (`phoneNumber` of the request
 * is `contactDetails.phoneNumber` of the lead), so the form shows them by its phone field.
 */
export function toLeadFieldErrors(result: ApiResult<LeadAnswer>): ApiResult<LeadAnswer> {
  if (result.ok) return result;
  const rename = (name: string | undefined) => (name === REQUEST_FIELD ? LEAD_FIELD : name);
  const { field, fieldErrors } = result.error;
  return {
    ...result,
    error: {
      ...result.error,
      ...(field === undefined ? {} : { field: rename(field) }),
      ...(fieldErrors
        ? {
            fieldErrors: fieldErrors.map((error) => ({
              ...error,
              fieldName: rename(error.fieldName) ?? error.fieldName,
            })),
          }
        : {}),
    },
  };
}
