import { describe, expect, test } from 'vitest';
import { ConfigError } from '../src/config/config-error';
import { deploymentProblem } from './deployment-problem';

const brands = [
  { id: 'default-es', countries: ['ES'] as const },
  { id: 'credisol-es', countries: ['ES'] as const },
  { id: 'lei-rapid-ro', countries: ['RO'] as const },
];

// Walker V deployed with BRAND=prestamo-rapido (the id less its country) and got a stack trace;
// COUNTRY=DE for a Spanish brand another, and COUNTRY=CL "Invalid input".
describe('a deployment that cannot start says which setting and what it could be', () => {
  test('an unknown brand: the brands of this build, and the one probably meant', () => {
    expect(
      deploymentProblem(new ConfigError('Unknown brand "credisol"'), { brand: 'credisol' }, brands),
    ).toBe(
      'BRAND: no brand "credisol" in this build; expected one of default-es, credisol-es, lei-rapid-ro; did you mean "credisol-es"?',
    );
  });

  test('a country the brand does not serve: the ones it does', () => {
    expect(
      deploymentProblem(
        new ConfigError('Brand "credisol-es" does not serve country DE'),
        { brand: 'credisol-es', country: 'DE' },
        brands,
      ),
    ).toBe('COUNTRY: brand "credisol-es" does not serve DE; expected one of ES, or no COUNTRY');
  });

  test('any other problem of the configuration is told as it is', () => {
    expect(
      deploymentProblem(
        new ConfigError('Flow file "x" not found'),
        { brand: 'credisol-es' },
        brands,
      ),
    ).toBe('Flow file "x" not found');
  });
});
