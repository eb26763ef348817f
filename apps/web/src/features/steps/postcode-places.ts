import { comparableName, type PostcodeAnswer } from '@lf/contract';
import type { CountryCode } from '../../config/brand-config-schema';
import type { StepDefinition } from '../flow';
import { offeredValues } from '../flow/lazy';
import type { FieldProblem } from './step-validation';

/** The places the postcode look-up found on a page, by the postcode field's lead path. */
export type PostcodePlaces = Map<string, PostcodeAnswer>;

/**
 * A province (a county, a voivodeship, a Land) other than the one the postcode's look-up names:
 * one of the two answers is wrong, and the lender's address check would fail (walkers F and I:
 * lei-rapid-ro, pozyczka-plus-pl and kredit-klar-de took Cluj's postcode with another county).
 * Their postcodes name no province by their digits, as Spain's do (the contract's
 * `postcodeProvince`, which the lead API runs too); the look-up the page made names it. Told with
 * that rule's message, on the province. Only for the postcode the look-up was for, and only where
 * the province the look-up names is one the field offers: a look-up that names it otherwise is no
 * ground to refuse an answer.
 */
export function postcodeProvinceProblems(
  step: Pick<StepDefinition, 'fields'>,
  answerOf: (path: string) => unknown,
  places: PostcodePlaces,
  country: CountryCode,
): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  for (const [postcodePath, place] of places) {
    const address = postcodePath.slice(0, postcodePath.lastIndexOf('.') + 1);
    const provinceField = step.fields.find((field) => field.path === `${address}province`);
    const postcode = answerOf(postcodePath);
    const province = answerOf(`${address}province`);
    if (!provinceField?.options || typeof province !== 'string' || province.trim() === '') continue;
    if (typeof postcode !== 'string' || postcode.trim() !== place.postalCode) continue;
    const named = offeredValues(provinceField.options, country).find(
      (value) => comparableName(value) === comparableName(place.province),
    );
    if (named !== undefined && comparableName(province) !== comparableName(named)) {
      problems.set(provinceField.path, {
        key: 'validation>postcodeProvince',
        values: { postalCode: place.postalCode, province: named },
      });
    }
  }
  return problems;
}
