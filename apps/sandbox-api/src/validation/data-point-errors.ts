import {
  AllDataPoints,
  DefaultFormats,
  dataPointFaults,
  isAnswerGiven,
  ruledOutBy,
  valueAt,
  type DataPointTable,
  type LookupCountry,
} from '@lf/contract';
import { ChoiceListsByName } from '@lf/contract/choice-lists';
import { dataPointProblems, type PhoneChecks } from '@lf/contract/field-checks';
import { createMobilePhoneNumberCheck } from '@lf/contract/mobile-phone-checks';
import { comparablePhoneNumber, createPhoneNumberCheck } from '@lf/contract/phone-checks';
import { PositionValues } from '../choices/position-choices.js';
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

/**
 * The values any page may offer for a list in `country` (every country's without one): the
 * list's default values (the classic pages offer those everywhere), the country's own, and for the
 * contract kinds those `GET /choices/position` serves (Spain's training contract). Undefined for a
 * list the contract does not ship (vehicle makes and models come from the server's catalogue).
 */
function offeredValues(list: string, country: LookupCountry | undefined): Set<string> | undefined {
  const shipped = ChoiceListsByName[list];
  if (!shipped) return undefined;
  const byCountry = shipped.byCountry ?? {};
  const served = list === 'positionType' ? PositionValues : {};
  const pick = <T>(lists: Partial<Record<LookupCountry, readonly T[]>>): readonly T[] =>
    country ? (lists[country] ?? []) : Object.values(lists).flat();
  return new Set([...shipped.values, ...pick(byCountry), ...pick<string>(served)]);
}

/**
 * The answers of a lead request to a choice that no list of the product's country offers, one
 * field error each: `invalid_choice` at the data point's path. An empty answer passes (whether one
 * is needed is the page's), and so does any text for a data point a page asks as text.
 */
export function choiceErrors(
  product: string,
  data: unknown,
  table: DataPointTable = AllDataPoints,
): CodedFieldError[] {
  const country = sandboxProduct(product)?.country;
  return Object.entries(table).flatMap(([path, { choices }]): CodedFieldError[] => {
    if (!choices || choices.alsoText) return [];
    const value = valueAt(data, path);
    if (typeof value !== 'string' || value === '') return [];
    const offered = offeredValues(choices.list, country);
    if (!offered || offered.has(value)) return [];
    return [
      {
        fieldName: path,
        message: `Is not one of its list's values (${choices.list})`,
        code: 'invalid_choice',
      },
    ];
  });
}

/**
 * The answers of a lead request that their data point's rule refuses in the product's country
 * (a personal code's check digit, an IBAN, a phone number of another country, a tax id, a debt
 * over its bound: `invalid_format`), or that its plausibility rule refuses beside the lead's other
 * answers (`lead`: the stored lead with the request merged in; a job begun before the applicant
 * was 14, a reference's phone that is the applicant's own: `not_accepted`), or a birth date
 * outside its age bounds on every calendar (an applicant of 17: `not_accepted`). The message names the
 * web app's message key. The checks are the contract's, the ones the web app runs (decision 0042).
 * A product the sandbox does not know has no country to check by: nothing is refused.
 */
export function dataPointCheckErrors(
  product: string,
  request: unknown,
  lead: unknown,
  table: DataPointTable = AllDataPoints,
): CodedFieldError[] {
  const known = sandboxProduct(product);
  if (!known) return [];
  const brand = {
    country: known.country,
    phonePrefix: known.phonePrefix,
    monthlyAmountLimits: known.monthlyAmountLimits,
    debtAmountLimits: known.debtAmountLimits,
  };
  const phone: PhoneChecks = {
    phoneNumber: createPhoneNumberCheck(brand),
    mobilePhoneNumber: createMobilePhoneNumberCheck(brand),
    comparablePhone: (value) => comparablePhoneNumber(value, brand),
  };
  return dataPointProblems(table, request, lead, brand, phone).map(
    ({ path, message, check }): CodedFieldError => ({
      fieldName: path,
      message: `${ProblemWords[check]} (${message.key})`,
      code: check === 'rule' ? 'invalid_format' : 'not_accepted',
    }),
  );
}

/** How each kind of problem is told to an operator, in the error's English `message`. */
const ProblemWords = {
  rule: 'Fails its check',
  bounds: 'Outside its age bounds',
  plausibility: "Cannot be true with the lead's other answers",
} as const;

/**
 * The answers of a lead request to a data point this applicant is not asked, as the brand's pages
 * decide it from the contract's table (decision 0042): one of another country (a colonia in
 * Spain), or one whose condition the lead's answers rule out (`lead`: a Bucharest sector with
 * another province, an employer of a pensioner). `not_accepted` each. An answer sent removed
 * passes: that is how a page says it is asked no more.
 */
export function notAskedErrors(
  product: string,
  request: unknown,
  lead: unknown,
  table: DataPointTable = AllDataPoints,
): CodedFieldError[] {
  const country = sandboxProduct(product)?.country;
  return Object.entries(table).flatMap(([path, { countries, when }]): CodedFieldError[] => {
    // An answer sent removed (null, blank) is how a page drops it.
    if (!isAnswerGiven(valueAt(request, path))) return [];
    if (country !== undefined && countries !== undefined && !countries.includes(country)) {
      return [{ fieldName: path, message: `Is not asked in ${country}`, code: 'not_accepted' }];
    }
    const ruledOut = when && ruledOutBy(when, lead, valueAt);
    if (ruledOut) {
      return [
        {
          fieldName: path,
          message: `Is not asked with this answer to ${ruledOut.path}`,
          code: 'not_accepted',
        },
      ];
    }
    return [];
  });
}

/**
 * Before a create, an update or an after-offer page's save is stored: 422 `invalid_body` naming
 * each answer of `request` at fault; `lead` is what the lead would hold with it (the plausibility
 * checks compare an answer with the others).
 */
export function requireDataPointsMatch(product: string, request: unknown, lead: unknown): void {
  const fieldErrors: CodedFieldError[] = [];
  // One error a field: an answer not asked is not checked further, nor one off its format.
  const add = (errors: readonly CodedFieldError[]) => {
    const faulted = new Set(fieldErrors.map((error) => error.fieldName));
    fieldErrors.push(...errors.filter((error) => !faulted.has(error.fieldName)));
  };
  add(notAskedErrors(product, request, lead));
  add([...dataPointErrors(product, request), ...choiceErrors(product, request)]);
  add(dataPointCheckErrors(product, request, lead));
  if (fieldErrors.length > 0) {
    throw fieldErrorsError(
      422,
      fieldErrors,
      'An answer is not asked, or does not match its format or its list.',
    );
  }
}
