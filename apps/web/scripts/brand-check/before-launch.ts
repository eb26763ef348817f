import { COST_TO_STATE, statesNoCost } from '../../src/config/launch-readiness';
import type { BrandCheckInput } from './brand-check-input';
import { brandsInCountries } from './brand-layers';
import { formatProblem } from './problem';

/**
 * What a brand must still be given before it is launched, said without failing the check: a
 * brand scaffolded by `brand:new` is looked at before its lender's figures are in (README, "Launch
 * a brand", steps 1 and 2). A pricing that states neither a rate nor a fee shows the applicant a
 * loan that costs nothing (0 %) in the representative example (walker w14: brand:check, the build
 * and the server let it through without a word). A loan that is free says so: a rate of 0.
 */
export function beforeLaunch(input: BrandCheckInput, only?: string): string[] {
  return brandsInCountries(input.brands, input.countries)
    .filter(({ brand }) => !only || brand.id === only)
    .flatMap(({ config, fileOf }) =>
      config && statesNoCost(config)
        ? [
            formatProblem({
              file: fileOf(['pricing']),
              path: 'pricing',
              message:
                'states no cost: the representative example shows a loan without interest or fees (0 %)',
              expected: `its ${COST_TO_STATE}`,
            }),
          ]
        : [],
    );
}
