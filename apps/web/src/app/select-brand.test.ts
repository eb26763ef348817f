import { afterEach, describe, expect, test } from 'vitest';
import { setLogSinks, type LogEntry } from '../lib/logger';
import { storage } from '../lib/storage';
import { resolveBrand } from './brand-registry';
import { GOOGLE_RECAPTCHA_SCRIPT_URL, type RuntimeConfig } from './runtime-config';
import * as registry from './brand-registry';
import { rememberBrand, rememberedBrand, selectBrand } from './select-brand';

const production: RuntimeConfig = {
  apiBaseUrl: 'https://api.example',
  brand: 'default-es',
  allowBrandSwitch: false,
  embedOrigins: [],
  recaptchaScriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL,
};

describe('brand selection', () => {
  test('serves the deployment’s brand', () => {
    expect(selectBrand(production, '', false, registry).id).toBe('default-es');
  });

  test('ignores ?brand= in production', () => {
    expect(selectBrand(production, '?brand=lei-rapid-ro', false, registry).id).toBe('default-es');
  });

  test('lets ?brand= switch in development and where the deployment allows it', () => {
    expect(selectBrand(production, '?brand=lei-rapid-ro', true, registry).id).toBe('lei-rapid-ro');
    const test = { ...production, allowBrandSwitch: true };
    expect(selectBrand(test, '?brand=pesolend-ph', false, registry).country).toBe('PH');
  });

  test('adds the deployment’s partner origins to the brand’s own', () => {
    const embedded = { ...production, embedOrigins: ['https://partner.example'] };
    const brand = selectBrand(embedded, '', false, registry);
    expect(brand.postMessageOrigins).toContain('https://partner.example');
    expect(brand.frameAncestors).toContain('https://partner.example');
  });

  test('its terms and privacy links are its pages on the lead API the deployment names', () => {
    const brand = selectBrand(
      { ...production, apiBaseUrl: 'http://127.0.0.1:8081/' },
      '',
      false,
      registry,
    );
    expect(brand.termsUrl).toBe('http://127.0.0.1:8081/policies/default-es/terms');
    expect(brand.dataProcessingPolicyUrl).toBe('http://127.0.0.1:8081/policies/default-es/privacy');
  });

  test('an unknown brand stops start-up', () => {
    expect(() => selectBrand({ ...production, brand: 'nope' }, '', false, registry)).toThrow(
      /Unknown brand/,
    );
  });
});

describe('brand switching where the deployment allows it', () => {
  const switching: RuntimeConfig = { ...production, allowBrandSwitch: true };
  const entries: LogEntry[] = [];
  const logged = () => entries.map(({ level, message, detail }) => ({ level, message, detail }));
  afterEach(() => {
    entries.length = 0;
    setLogSinks([]);
  });

  test.each(['__proto__', 'constructor', 'no-such-brand'])(
    '?brand=%s serves the deployment’s brand in its country, and says so in the log',
    (requested) => {
      setLogSinks([(entry) => entries.push(entry)]);
      const brand = selectBrand(switching, `?brand=${requested}`, false, registry);
      expect([brand.id, brand.country]).toEqual(['default-es', 'ES']);
      expect(logged()).toEqual([
        {
          level: 'warn',
          message: 'Unknown brand requested; serving the deployment’s brand',
          detail: JSON.stringify({ brand: requested }),
        },
      ]);
    },
  );

  test.each(['ro', 'zz', ''])(
    '?country=%s on the Spanish brand serves it in Spain, and says so in the log',
    (requested) => {
      setLogSinks([(entry) => entries.push(entry)]);
      const brand = selectBrand(switching, `?country=${requested}`, false, registry);
      expect([brand.id, brand.country]).toEqual(['default-es', 'ES']);
      expect(logged().map((entry) => entry.message)).toEqual([
        'Unknown country requested for the brand; serving its own country',
      ]);
    },
  );

  test('a brand chosen earlier in the session is kept when the address has no ?brand=', () => {
    rememberBrand(resolveBrand('pozyczka-plus-pl'));
    expect(rememberedBrand()).toEqual({ brand: 'pozyczka-plus-pl', country: 'PL' });
    const brand = selectBrand(switching, '', false, registry, rememberedBrand());
    expect([brand.id, brand.country, brand.loan.amount.max]).toEqual([
      'pozyczka-plus-pl',
      'PL',
      5000,
    ]);
  });

  test('a new ?brand= replaces the one kept', () => {
    const remembered = { brand: 'pozyczka-plus-pl', country: 'PL' } as const;
    expect(selectBrand(switching, '?brand=lei-rapid-ro', false, registry, remembered).id).toBe(
      'lei-rapid-ro',
    );
  });

  test('another brand starts a clean application; the same brand again keeps it (walker H4)', () => {
    const application = { applicationData: { id: 'lead-of-default-es' } };
    const keep = () => {
      storage.set('session', 'state', application);
      storage.set('local', 'storedLoanApplication', { applicationData: { amount: 900 } });
    };
    keep();
    rememberBrand(resolveBrand('default-es'));
    rememberBrand(resolveBrand('default-es'), rememberedBrand());
    expect(storage.get('session', 'state')).toEqual(application);
    expect(storage.get('local', 'storedLoanApplication')).not.toBeNull();
    rememberBrand(resolveBrand('vay-nhanh-vn'), rememberedBrand());
    expect(storage.get('session', 'state')).toBeNull();
    expect(storage.get('local', 'storedLoanApplication')).toBeNull();
    expect(rememberedBrand()).toEqual({ brand: 'vay-nhanh-vn', country: 'VN' });
  });

  test('production ignores a kept brand', () => {
    const remembered = { brand: 'pozyczka-plus-pl', country: 'PL' } as const;
    expect(selectBrand(production, '', false, registry, remembered).id).toBe('default-es');
  });

  test('a kept value that is not a brand choice is ignored', () => {
    window.sessionStorage.setItem('chosenBrand', '{"brand":42}');
    expect(rememberedBrand()).toBeNull();
  });
});
