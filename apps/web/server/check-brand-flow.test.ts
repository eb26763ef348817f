import { describe, expect, test } from 'vitest';
import { Brands, resolveBrand } from '../src/app/brand-registry';
import { checkBrandFlow } from './check-brand-flow';

describe('brand flows at start-up', () => {
  test.each(Brands.map((brand) => brand.id))('%s runs a flow the catalogue knows', (id) => {
    expect(() => checkBrandFlow(resolveBrand(id))).not.toThrow();
  });

  test('a flow with an unknown step, path or rule stops start-up, listing every problem', () => {
    const brand = resolveBrand('default-es');
    const broken = {
      ...brand,
      flow: {
        name: 'broken',
        start: 'loan-information',
        steps: [
          'loan-information',
          'personal-detials',
          { step: 'contact-details', fields: [{ path: 'contactDetails.emial', rule: 'emial' }] },
        ],
      },
    };
    expect(() => checkBrandFlow(broken)).toThrow(
      /brand "default-es".*unknown step "personal-detials".*unknown lead path "contactDetails.emial".*unknown rule "emial"/,
    );
  });
});
