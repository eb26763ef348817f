import type { ApiErrorBody, FieldError, ServerErrorCodes } from '@lf/contract';

export type ServerErrorCode = (typeof ServerErrorCodes)[number];

/** An error answered to the client as `{ error: { code, message, field?, fieldErrors? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly field?: string,
    readonly fieldErrors?: readonly FieldError[],
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return errorBody(this.code, this.message, this.field, this.fieldErrors);
  }
}

export function errorBody(
  code: ServerErrorCode,
  message: string,
  field?: string,
  fieldErrors?: readonly FieldError[],
): ApiErrorBody {
  return {
    error: {
      code,
      message,
      ...(field === undefined ? {} : { field }),
      ...(fieldErrors === undefined ? {} : { fieldErrors: [...fieldErrors] }),
    },
  };
}
