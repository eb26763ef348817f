import { describe, expect, test } from 'vitest';
import { resolveBrand } from '../app/brand-registry';
import { brandDefinition as credisol } from '../brands/credisol-es/brand-config';
import { resolveBrandConfig } from '../config/resolve-brand-config';
import { countryConfig as spain } from '../countries/es/country-config';
import testLenderFlow from '../test/fixtures/test-lender-flow.json';
import { v3FirstPageModule } from './v3-first-page-module';

describe('the module a v3 first page is drawn by, fetched with its HTML', () => {
  test('the step form, for a flow that starts with the contact details', async () => {
    expect(await v3FirstPageModule(resolveBrand('credisol-es'))).toBe(
      'src/features/steps/step-form.tsx',
    );
  });

  test('the loan page, for a flow that starts with it', async () => {
    const testLender = resolveBrandConfig(
      {
        id: 'test-lender-es',
        countries: ['ES'],
        settings: { ...credisol.settings, displayName: 'Test Lender', flow: testLenderFlow },
      },
      spain,
    );
    expect(await v3FirstPageModule(testLender)).toBe(
      'src/features/loan-information/loan-information-step.tsx',
    );
  });
});
