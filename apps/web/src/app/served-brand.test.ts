import { describe, expect, test } from 'vitest';
import { resolveBrand } from './brand-registry';
import type { RuntimeConfig } from './runtime-config';
import { servedBrand } from './served-brand';

const credisol = resolveBrand('credisol-es');
const deployment: RuntimeConfig = {
  apiBaseUrl: 'https://api.example',
  brand: 'credisol-es',
  allowBrandSwitch: false,
  embedOrigins: ['https://partner.example'],
  recaptchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
  // As the server writes it: JSON, not the object.
  servedBrand: JSON.parse(JSON.stringify(credisol)),
};

describe('the brand the page holds', () => {
  test('is the brand served where it cannot switch, with the deployment’s framing origins', () => {
    const brand = servedBrand(deployment, '?brand=lei-rapid-ro', false, null);
    expect(brand?.id).toBe('credisol-es');
    expect(brand?.loan).toEqual(credisol.loan);
    expect(brand?.frameAncestors).toContain('https://partner.example');
    expect(brand?.postMessageOrigins).toContain('https://partner.example');
  });

  test('its terms and privacy links are its pages on the lead API the deployment names', () => {
    const brand = servedBrand(deployment, '', false, null);
    expect(brand?.termsUrl).toBe('https://api.example/policies/credisol-es/terms');
    expect(brand?.dataProcessingPolicyUrl).toBe('https://api.example/policies/credisol-es/privacy');
  });

  test('where the brand can switch, only when the visit asks for no other', () => {
    const switching = { ...deployment, allowBrandSwitch: true };
    expect(servedBrand(switching, '', true, null)?.id).toBe('credisol-es');
    expect(servedBrand(switching, '?brand=credisol-es', true, null)?.id).toBe('credisol-es');
    expect(servedBrand(switching, '?brand=lei-rapid-ro', true, null)).toBeUndefined();
    expect(servedBrand(switching, '?country=RO', true, null)).toBeUndefined();
    expect(
      servedBrand(switching, '', true, { brand: 'pesolend-ph', country: 'PH' }),
    ).toBeUndefined();
  });

  test('is none when the page holds none, and a damaged one stops start-up', () => {
    expect(servedBrand({ ...deployment, servedBrand: undefined }, '', false, null)).toBeUndefined();
    expect(() =>
      servedBrand({ ...deployment, servedBrand: { id: 'credisol-es' } }, '', false, null),
    ).toThrow(/Invalid brand in the configuration/);
  });
});
