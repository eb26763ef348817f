import { AllDataPoints, DefaultFormats, dataPointFaults, type DataPointTable } from '@lf/contract';
import { fieldErrorsError } from '../http/parse-request.js';
import { sandboxProduct } from '../products/sandbox-products.js';
import type { CodedFieldError } from './field-errors.js';

/**
 * The answers of a lead request that do not match their data point's format in the product's
 * country (the formats its brand's web app checks with, resolved from the same layers), one field
 * error each: `invalid_format` at the data point's path, with the message key the web app shows
 * as `message`. The check is the contract's `dataPointFaults`, the one the web app runs
 * (decision 0042). A product the sandbox does not know is checked against the default formats.
 */
export function dataPointErrors(
  product: string,
  data: unknown,
  table: DataPointTable = AllDataPoints,
): CodedFieldError[] {
  const known = sandboxProduct(product);
  return dataPointFaults(table, data, known?.formats ?? DefaultFormats, known?.country).map(
    ({ path, message }) => ({
      fieldName: path,
      message: `Does not match its format (${message})`,
      code: 'invalid_format',
    }),
  );
}

/** Before a create or an update is stored: 422 `invalid_body` naming each answer at fault. */
export function requireDataPointsMatch(product: string, data: unknown): void {
  const fieldErrors = dataPointErrors(product, data);
  if (fieldErrors.length > 0) {
    throw fieldErrorsError(422, fieldErrors, 'An answer does not match its format.');
  }
}
