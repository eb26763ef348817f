import { describe, expect, test } from 'vitest';
import type { BrandDefinition, CountryDefinition } from './config-layers';
import { mergeLayers } from './config-layers';
import { DefaultSettings } from './default-settings';
import { ConfigError } from './config-error';
import { resolveBrandConfig } from './resolve-brand-config';

const spain: CountryDefinition = {
  code: 'ES',
  settings: {
    currency: { code: 'EUR', symbol: '€' },
    monthlyAmountLimits: { income: 50_000, expenses: 50_000 },
    debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
    locales: ['es', 'en'],
    defaultLocale: 'es',
  },
};
const brand: BrandDefinition = {
  id: 'test-brand',
  countries: ['ES'],
  settings: {
    displayName: 'Test',
    homeUrl: 'https://test.example/',
    termsUrl: 'https://test.example/terms',
    dataProcessingPolicyUrl: 'https://test.example/privacy',
    logo: '/logo.svg',
    logoWidth: 120,
    favicon: '/favicon.svg',
    loan: { amount: { max: 2000 } },
    pricing: { nominalAnnualRatePercent: 19.9 },
  },
  countryOverrides: { ES: { phonePrefix: '+34', loan: { amount: { step: 50 } } } },
};

describe('brand configuration layers', () => {
  test('merges objects key by key and lets later layers replace arrays and values', () => {
    expect(mergeLayers({ a: { b: 1, c: [1, 2] } }, { a: { c: [3] } }, { a: { d: 4 } })).toEqual({
      a: { b: 1, c: [3], d: 4 },
    });
  });

  test('resolves defaults, then country, then brand, then the brand’s per-country override', () => {
    const config = resolveBrandConfig(brand, spain);
    expect(config.loan.amount).toEqual({ min: 100, max: 2000, step: 50, default: 1000 });
    expect(config.defaultLocale).toBe('es');
    expect(config.id).toBe('test-brand');
    expect(config.country).toBe('ES');
  });

  test('keeps the defaults frozen so no brand can change them for another', () => {
    expect(Object.isFrozen(DefaultSettings.loan?.amount)).toBe(true);
  });

  test('lists every problem of a bad configuration, not only the first', () => {
    const broken: BrandDefinition = {
      ...brand,
      settings: { ...brand.settings, homeUrl: 'not a url', theme: { primary: 'blue' } },
    };
    expect(() => resolveBrandConfig(broken, spain)).toThrow(ConfigError);
    try {
      resolveBrandConfig(broken, spain);
    } catch (error) {
      expect(String(error)).toMatch(/homeUrl/);
      expect(String(error)).toMatch(/theme\.primary/);
    }
  });

  test('refuses a brand without pricing: its cost of credit is never left out (issue 37)', () => {
    const settings = { ...brand.settings, pricing: undefined };
    expect(() => resolveBrandConfig({ ...brand, settings }, spain)).toThrow(/pricing/);
  });

  test('refuses a country without its highest monthly income and expense: no sum is defaulted (issue 37)', () => {
    const settings = { ...spain.settings, monthlyAmountLimits: undefined };
    expect(() => resolveBrandConfig(brand, { ...spain, settings })).toThrow(/monthlyAmountLimits/);
  });

  test('refuses a country without its highest overdue and total debt: no sum is defaulted', () => {
    const settings = { ...spain.settings, debtAmountLimits: undefined };
    expect(() => resolveBrandConfig(brand, { ...spain, settings })).toThrow(/debtAmountLimits/);
  });

  test('refuses a country the brand does not serve', () => {
    expect(() => resolveBrandConfig(brand, { code: 'PL', settings: {} })).toThrow(/does not serve/);
  });
});
