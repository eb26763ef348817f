import type { FieldError, FieldErrorCode } from '@lf/contract';
import { message, type ValidationMessage } from './validation-message';

/** Codes whose message names the bound the value missed, when the server gave it. */
function withLimit(error: FieldError, build: (limit: number) => ValidationMessage) {
  return error.limit === undefined ? null : build(error.limit);
}

const ServerFieldMessages: Record<FieldErrorCode, (error: FieldError) => ValidationMessage> = {
  required: () => message('validation>required'),
  invalid_type: () => message('validation>serverInvalidType'),
  invalid_format: () => message('validation>serverInvalidFormat'),
  invalid_choice: () => message('validation>serverInvalidChoice'),
  too_short: (error) =>
    withLimit(error, (limit) => message('validation>serverTooShort', { limit })) ??
    message('validation>serverInvalidFormat'),
  too_long: (error) =>
    withLimit(error, (count) => message('validation>textTooLong', { count })) ??
    message('validation>serverInvalidFormat'),
  too_small: (error) =>
    withLimit(error, (limit) => message('validation>serverTooSmall', { limit })) ??
    message('validation>serverOutOfRange'),
  too_large: (error) =>
    withLimit(error, (limit) => message('validation>serverTooLarge', { limit })) ??
    message('validation>serverOutOfRange'),
  unknown_field: () => message('validation>serverUnknownField'),
  not_accepted: () => message('validation>serverNotAccepted'),
};

/**
 * What to show an applicant for a field the lead API refused: a translated message saying what
 * to enter, chosen by the error's code (and bound). The server's own `message` is English for
 * operators and is never shown; an error without a code reads as a format problem.
 */
export function serverFieldMessage(error: FieldError): ValidationMessage {
  return error.code
    ? ServerFieldMessages[error.code](error)
    : message('validation>serverInvalidFormat');
}
