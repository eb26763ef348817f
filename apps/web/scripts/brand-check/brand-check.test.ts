import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BrandDefinition, DeepPartial, BrandSettings } from '../../src/config/config-layers';
import type {
  BrandCheckInput,
  BrandFolder,
  BrandFolderFile,
  BrandSource,
  FlowFileSource,
} from './brand-check-input';
import { loadBrandCheckInput, loadBrandFolders } from './brand-sources';
import { beforeLaunch } from './before-launch';
import { runBrandCheck } from './run-brand-check';

const FOLDER = 'apps/web/src/brands/acme-es';
const FILE = `${FOLDER}/brand-config.ts`;
/** The fixture brand's folder as `new URL('./', import.meta.url)` in its brand-config.ts gives it. */
const FOLDER_URL = 'file:///repo/apps/web/src/brands/acme-es/';

/** What brand:new writes into a folder. */
const ACME_FILES: readonly BrandFolderFile[] = [
  { name: 'brand-config.ts', svg: false },
  { name: 'favicon.svg', svg: true },
  { name: 'logo.svg', svg: true },
  { name: 'styles.css', svg: false },
  { name: 'tracking-config.ts', svg: false },
  { name: 'wordmark.json', svg: false },
];
const folderOf = (files: readonly BrandFolderFile[] = ACME_FILES): BrandFolder => ({
  id: 'acme-es',
  path: FOLDER,
  url: FOLDER_URL,
  files,
});

/** A new Spanish brand, right in every way the tests do not break: its own corners, its texts. */
function acme(settings: DeepPartial<BrandSettings> = {}, extra: Partial<BrandDefinition> = {}) {
  const definition: BrandDefinition = {
    id: 'acme-es',
    countries: ['ES'],
    ...extra,
    settings: {
      displayName: 'Acme',
      homeUrl: 'https://www.acme.example.es/',
      termsUrl: '{{apiBaseUrl}}/policies/acme-es/terms',
      dataProcessingPolicyUrl: '{{apiBaseUrl}}/policies/acme-es/privacy',
      logo: `${FOLDER_URL}logo.svg`,
      logoWidth: 120,
      favicon: `${FOLDER_URL}favicon.svg`,
      pricing: { nominalAnnualRatePercent: 20 },
      ...settings,
      theme: { radius: { control: '3px', card: '5px' }, ...settings.theme },
    },
  };
  return definition;
}

let real: BrandCheckInput;
beforeAll(async () => {
  real = await loadBrandCheckInput();
});

/**
 * The repository's brands and flows with one more brand (and its tracking or flow file). Its
 * tracking runs a Meta pixel unless the test gives its own (`tracking: undefined` for none): a
 * Spanish brand asks for a tracking consent, which needs a vendor to ask about.
 */
function withBrand(
  definition: BrandDefinition,
  more: {
    tracking?: unknown;
    flowFiles?: FlowFileSource[];
    files?: readonly BrandFolderFile[];
    namedId?: string;
  } = {},
): BrandCheckInput {
  const tracking = 'tracking' in more ? more.tracking : { metaPixel: { id: '1' } };
  const folder = folderOf(more.files);
  const brand: BrandSource = {
    id: definition.id,
    file: FILE,
    definition,
    folder,
    ...('namedId' in more ? { namedId: more.namedId } : {}),
    ...(tracking
      ? { tracking: { file: 'apps/web/src/brands/acme-es/tracking-config.ts', config: tracking } }
      : {}),
  };
  return {
    ...real,
    brands: [...real.brands, brand],
    brandFolders: [...real.brandFolders, folder],
    flowFiles: [...real.flowFiles, ...(more.flowFiles ?? [])],
  };
}

describe('brand:check', () => {
  test('the repository’s brands and flows have no problem', () => {
    expect(runBrandCheck(real)).toEqual([]);
  });

  test('a fixture brand that is right in every way has none either', () => {
    expect(runBrandCheck(withBrand(acme()), 'acme-es')).toEqual([]);
  });

  test('a brand whose pricing states no cost is told before its launch, without failing the check', () => {
    // Walker w14: a brand made by brand:new showed "RRSO 0,0%" and every check said nothing.
    const unpriced = withBrand(acme({ pricing: {} }));
    expect(runBrandCheck(unpriced, 'acme-es')).toEqual([]);
    expect(beforeLaunch(unpriced, 'acme-es')).toEqual([
      `${FILE}: pricing: states no cost: the representative example shows a loan without interest or fees (0 %); expected its nominalAnnualRatePercent (0 for a loan without interest) and any originationFee`,
    ]);
    expect(
      beforeLaunch(withBrand(acme({ pricing: { nominalAnnualRatePercent: 0 } })), 'acme-es'),
    ).toEqual([]);
    expect(beforeLaunch(real)).toEqual([]);
  });

  test('a schema error is one line naming the file and field, with what was expected', () => {
    const lines = runBrandCheck(
      withBrand(acme({ keepAnswersOnDevice: 'yes' as unknown as boolean })),
    );
    expect(lines).toEqual([
      `${FILE}: keepAnswersOnDevice: Invalid input: expected boolean, received string`,
    ]);
  });

  test('a misspelt field, dropped silently by the schema, is named with the one meant', () => {
    const lines = runBrandCheck(
      withBrand(acme({ pricng: { nominalAnnualRatePercent: 9 } } as DeepPartial<BrandSettings>)),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        `^${FILE}: pricng: unknown field "pricng"; expected one of id, .*; did you mean "pricing"\\?$`,
      ),
    ]);
  });

  test('a misspelt locale names the one meant', () => {
    const lines = runBrandCheck(withBrand(acme({ locales: ['es', 'em'] as never })));
    expect(lines).toEqual([
      expect.stringMatching(
        `^${FILE}: locales\\[1\\]: "em" is not a language of the product; expected one of the product's languages en, es, .*; did you mean "en"\\?$`,
      ),
    ]);
  });

  test('a language the product lacks says so, where one is added, and its texts once', () => {
    const lines = runBrandCheck(
      withBrand(
        acme({
          locales: ['pt', 'es'] as never,
          textOverrides: {
            pt: { 'costExample>title': 'Exemplo' },
            de: { 'costExample>title': 'Beispiel' },
          } as never,
        }),
      ),
    );
    expect(lines).toEqual([
      `${FILE}: locales[0]: "pt" is not a language of the product; expected one of the product's languages en, es, mx, co, pl, ro, vn, de, ph (a new one: README, "A new country or language"); did you mean "pl"?`,
      `${FILE}: textOverrides.pt: texts for pt, which is not a language of the product; expected one of the product's languages en, es, mx, co, pl, ro, vn, de, ph (a new one: README, "A new country or language")`,
      `${FILE}: textOverrides.de: texts for de, which the brand does not offer; expected one of its locales pt, es`,
    ]);
  });

  test('a bad bound is one line, not one per brand test', () => {
    const lines = runBrandCheck(
      withBrand(acme({ loan: { amount: { min: 100, max: 1050, step: 100, default: 500 } } })),
    );
    expect(lines).toEqual([
      `${FILE}: loan.amount.max: max 1050 is not reached from min 100 in steps of 100; expected min plus a whole number of steps; fix: max 1000 or a step that divides 950`,
    ]);
  });

  test('min above max is one line', () => {
    const lines = runBrandCheck(
      withBrand(acme({ loan: { period: { min: 90, max: 61, step: 1, default: 70 } } })),
    );
    expect(lines).toEqual([
      `${FILE}: loan.period.min: min must not exceed max; expected min up to max 61`,
    ]);
  });

  test('a default outside [min, max] names the nearest allowed value', () => {
    const lines = runBrandCheck(
      withBrand(
        acme({
          loan: {
            amount: { min: 100, max: 6000, step: 100, default: 9000 },
            period: { min: 61, max: 90, step: 1, default: 40 },
          },
        }),
      ),
    );
    expect(lines).toEqual([
      `${FILE}: loan.amount.default: default 9000 is outside min 100 to max 6000 (the page would start at 6000); expected a default from 100 to 6000; did you mean "6000"?`,
      `${FILE}: loan.period.default: default 40 is outside min 61 to max 90 (the page would start at 61); expected a default from 61 to 90; did you mean "61"?`,
    ]);
  });

  // The frozen defaults keep the spec's period default 31 under its min 61 (the page starts at
  // 61): only a default a brand or country writes is its own mistake.
  test('the frozen defaults’ period default under min is not the brand’s line', () => {
    const lines = runBrandCheck(withBrand(acme({ loan: { period: { min: 61, max: 90 } } })));
    expect(lines).toEqual([]);
  });

  test('a negative min is named with its value, and the fix is computed from it', () => {
    const lines = runBrandCheck(
      withBrand(acme({ loan: { amount: { min: -100, max: 1050, step: 100, default: 500 } } })),
    );
    expect(lines).toEqual([
      `${FILE}: loan.amount.min: min -100 is not above 0; expected a min above 0`,
      `${FILE}: loan.amount.max: max 1050 is not reached from min -100 in steps of 100; expected min plus a whole number of steps; fix: max 1000 or a step that divides 1150`,
    ]);
  });

  test('a zero min is named as such', () => {
    const lines = runBrandCheck(
      withBrand(acme({ loan: { amount: { min: 0, max: 1000, step: 100, default: 500 } } })),
    );
    expect(lines).toEqual([
      `${FILE}: loan.amount.min: min 0 is not above 0; expected a min above 0`,
    ]);
  });

  test('a low contrast names the pair, the ratio and the nearest colour that passes', () => {
    const lines = runBrandCheck(withBrand(acme({ theme: { muted: '#9aa3ab' } })));
    expect(lines).toEqual([
      expect.stringMatching(
        `^${FILE}: theme.muted: muted text on surface: #9aa3ab on surface #ffffff has a contrast of 2\\.\\d\\d:1; expected at least 4\\.5:1 \\(WCAG 2\\.2 AA\\); fix: theme.muted #[0-9a-f]{6}, the nearest colour that reaches 4\\.5:1$`,
      ),
      expect.stringMatching(`^${FILE}: theme.muted: muted text on background: `),
    ]);
  });

  test('a copied theme names both brands', () => {
    const copied = acme();
    copied.settings.theme = { primary: '#123456' }; // the house look of default-es, copied
    const lines = runBrandCheck(withBrand(copied));
    expect(lines).toEqual([
      `apps/web/src/brands/default-es/brand-config.ts: theme: the same look as "acme-es" (${FILE}); expected its own theme.radius, theme.space, theme.typeScale, theme.elevation, theme.brandFont: at least one differing`,
      `${FILE}: theme: the same look as "default-es" (apps/web/src/brands/default-es/brand-config.ts); expected its own theme.radius, theme.space, theme.typeScale, theme.elevation, theme.brandFont: at least one differing`,
    ]);
  });

  test('a misspelt text key names the one meant', () => {
    const lines = runBrandCheck(
      withBrand(acme({ textOverrides: { es: { 'costExample>tittle': 'Ejemplo' } } })),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        `^${FILE}: textOverrides.es\\["costExample>tittle"\\]: no text of the app has this key \\(apps/web/public/locales/es/translation.json, apps/web/public/locales/es/dynamic.json\\); .*did you mean "costExample>title"\\?$`,
      ),
    ]);
  });

  test('a key missing in a locale names the locale file and the key', () => {
    const input = withBrand(acme({ translationPath: '/acme/{{lng}}/{{ns}}.json' }));
    const lines = runBrandCheck({
      ...input,
      readLocaleFile: (path, locale, namespace) => {
        const file = real.readLocaleFile('/locales/{{lng}}/{{ns}}.json', locale, namespace);
        if (!path.startsWith('/acme/') || locale !== 'es' || namespace !== 'dynamic') return file;
        const texts = structuredClone(file.texts) as { captcha: Record<string, string> };
        delete texts.captcha.retry;
        return { file: 'apps/web/public/acme/es/dynamic.json', texts };
      },
    });
    expect(lines).toEqual([
      'apps/web/public/acme/es/dynamic.json: captcha>retry: missing text (in apps/web/public/locales/en/dynamic.json): es pages would show en; expected a es text for every key of apps/web/public/locales/en/dynamic.json',
    ]);
  });

  test('an unknown step in a flow file lists the valid ones and names the one meant', () => {
    const flow: FlowFileSource = {
      name: 'acme',
      file: 'apps/web/src/flows/acme.json',
      data: {
        ok: true,
        value: {
          name: 'acme',
          order: 'configured',
          start: 'initial-details',
          steps: ['initial-details', 'nmae'],
        },
      },
    };
    const lines = runBrandCheck(
      withBrand(acme({ applicationPage: 'dynamic', flow: { file: 'acme' } }), {
        flowFiles: [flow],
      }),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/flows\/acme.json: steps\[1\]: unknown step "nmae"; expected one of loan-information, .*initial-details.*; did you mean "name"\?$/,
      ),
    ]);
  });

  test.each([
    ['every brand', undefined],
    ['that brand alone (brand:check acme-es)', 'acme-es'],
  ])('a flow file a brand misspells names the one meant, checking %s', (_, only) => {
    const lines = runBrandCheck(
      withBrand(acme({ applicationPage: 'dynamic', flow: { file: 'v3-defualt' } })),
      only,
    );
    expect(lines).toEqual([
      `${FILE}: flow.file: no flow file "v3-defualt"; expected one of v3-default, v3-romanian; did you mean "v3-default"?`,
    ]);
  });

  test('a tracking vendor without a consent category is named', () => {
    const lines = runBrandCheck(
      {
        ...withBrand(acme(), { tracking: { metaPixel: { id: '1' }, tikTokPixel: { id: '2' } } }),
        vendorConsents: () => [
          { vendor: 'metaPixel', category: 'marketing' },
          { vendor: 'tikTokPixel', category: undefined },
        ],
      },
      'acme-es',
    );
    expect(lines).toEqual([
      'apps/web/src/brands/acme-es/tracking-config.ts: tikTokPixel: a tracking vendor without a consent category; expected one of analytics, marketing',
    ]);
  });

  // Walked on kredit-klar-de: a "Cookie settings" link opened a dialog whose one category,
  // "necessary", could not be turned off, under "accept all" and "reject all" that changed nothing.
  test('a consent asked where the brand runs no vendor is named, in its own file', () => {
    expect(runBrandCheck(withBrand(acme(), { tracking: undefined }), 'acme-es')).toEqual([
      `${FILE}: trackingConsent: a cookie banner and a "Cookie settings" link with nothing to ask about: the brand's tracking configuration names no vendor; expected false, until a vendor is configured`,
    ]);
    const turnedOff = withBrand(acme({ trackingConsent: false }), { tracking: undefined });
    expect(runBrandCheck(turnedOff, 'acme-es')).toEqual([]);
  });

  test('a vendor in a country that asks for consent, with the consent turned off, is named', () => {
    const lines = runBrandCheck(
      withBrand(acme({ trackingConsent: false }), { tracking: { metaPixel: { id: '1' } } }),
      'acme-es',
    );
    expect(lines).toEqual([
      `${FILE}: trackingConsent: its vendors (metaPixel) would start without the consent its country (ES) asks for; expected true`,
    ]);
    expect(
      runBrandCheck(withBrand(acme(), { tracking: { metaPixel: { id: '1' } } }), 'acme-es'),
    ).toEqual([]);
  });

  test('a tracking schema error names the tracking file and the field meant', () => {
    const lines = runBrandCheck(withBrand(acme(), { tracking: { metaPixle: { id: '1' } } }));
    expect(lines).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/brands\/acme-es\/tracking-config.ts: metaPixle: unknown field "metaPixle"; expected one of .*metaPixel.*; did you mean "metaPixel"\?$/,
      ),
    ]);
  });

  test('a schema error hides no other problem of the brand', () => {
    const lines = runBrandCheck(
      withBrand(
        acme({
          loan: { period: { min: 90, max: 61, step: 1, default: 70 } },
          theme: { primary: '#767676' },
          textOverrides: { es: { 'costExample>tittle': 'Ejemplo' } },
        }),
      ),
    );
    expect(lines).toEqual([
      `${FILE}: loan.period.min: min must not exceed max; expected min up to max 61`,
      expect.stringMatching(
        `^${FILE}: theme.primary: links on background: #767676 on background #[0-9a-f]{6} has a contrast of 4\\.\\d\\d:1; expected at least 4\\.5:1 \\(WCAG 2\\.2 AA\\); fix: theme.primary #[0-9a-f]{6}, `,
      ),
      expect.stringMatching(
        `^${FILE}: textOverrides.es\\["costExample>tittle"\\]: no text of the app has this key .*did you mean "costExample>title"\\?$`,
      ),
    ]);
  });

  test('a field of the wrong type is one line, and the checks of the other fields still run', () => {
    const lines = runBrandCheck(
      withBrand(
        acme({
          keepAnswersOnDevice: 'yes' as unknown as boolean,
          theme: { muted: '#9aa3ab', radius: 4 as never },
        }),
      ),
    );
    expect(lines).toEqual([
      `${FILE}: theme.radius: Invalid input: expected object, received number`,
      `${FILE}: keepAnswersOnDevice: Invalid input: expected boolean, received string`,
      expect.stringMatching(`^${FILE}: theme.muted: muted text on surface: `),
      expect.stringMatching(`^${FILE}: theme.muted: muted text on background: `),
    ]);
  });

  test('a wrong field no layer under the brand sets (its logo width) hides no other problem either', () => {
    const lines = runBrandCheck(
      withBrand(
        acme({
          logoWidth: 'wide' as unknown as number,
          theme: { muted: '#9aa3ab' },
          textOverrides: { es: { 'costExample>tittle': 'Ejemplo' } },
        }),
      ),
    );
    expect(lines).toEqual([
      `${FILE}: logoWidth: Invalid input: expected number, received string`,
      expect.stringMatching(`^${FILE}: theme.muted: muted text on surface: `),
      expect.stringMatching(`^${FILE}: theme.muted: muted text on background: `),
      expect.stringMatching(`^${FILE}: textOverrides.es\\["costExample>tittle"\\]: `),
    ]);
  });

  test.each([
    [
      'a misnamed logo',
      { logo: `${FOLDER_URL}logo-missing.svg` },
      `settings.logo: ./logo-missing.svg is not in the brand's folder; expected an SVG file of ${FOLDER}/ (it has favicon.svg, logo.svg)`,
    ],
    [
      'a misspelt favicon',
      { favicon: `${FOLDER_URL}favicn.svg` },
      `settings.favicon: ./favicn.svg is not in the brand's folder; expected an SVG file of ${FOLDER}/ (it has favicon.svg, logo.svg); did you mean "./favicon.svg"?`,
    ],
    [
      'another brand’s favicon',
      { favicon: 'file:///repo/apps/web/src/brands/credisol-es/favicon.svg' },
      `settings.favicon: ../credisol-es/favicon.svg is outside the brand's folder; expected new URL('./favicon.svg', import.meta.url).href, a file of ${FOLDER}/`,
    ],
    [
      'a logo in a folder of the brand’s folder',
      { logo: `${FOLDER_URL}img/logo.svg` },
      `settings.logo: ./img/logo.svg is in a folder of the brand's folder; expected new URL('./logo.svg', import.meta.url).href, a file of ${FOLDER}/`,
    ],
    [
      'a logo by address',
      { logo: '/acme/logo.svg' },
      `settings.logo: "/acme/logo.svg" is not a file of the brand's folder; expected new URL('./logo.svg', import.meta.url).href, a file of ${FOLDER}/`,
    ],
  ])('%s is one line naming the file and field', (_, settings, line) => {
    expect(runBrandCheck(withBrand(acme(settings)), 'acme-es')).toEqual([`${FILE}: ${line}`]);
  });

  // Walker V launched a brand by the README: brand:check said "no problems", then the unit tests
  // refused its logo (4258 bytes), and a name changed after brand:new was still drawn the old way.
  test('a logo too heavy for the first page, or a favicon, is named with its size and the way to a lighter one', () => {
    const files = ACME_FILES.map((file) =>
      file.name === 'logo.svg'
        ? { ...file, bytes: 4258, title: 'Acme', viewBox: { width: 120, height: 40 } }
        : file.name === 'favicon.svg'
          ? { ...file, bytes: 1024 }
          : file,
    );
    expect(runBrandCheck(withBrand(acme(), { files }), 'acme-es')).toEqual([
      `${FILE}: settings.logo: ./logo.svg is 4258 bytes, more than the first page takes; expected under 4096 bytes (a shorter name, another mark or font: npm run wordmarks -- --brand acme-es)`,
      `${FILE}: settings.favicon: ./favicon.svg is 1024 bytes, more than the first page takes; expected under 1024 bytes (a shorter name, another mark or font: npm run wordmarks -- --brand acme-es)`,
    ]);
  });

  test('a logo that draws another name, or is not as wide as logoWidth says, is named', () => {
    const files = ACME_FILES.map((file) =>
      file.name === 'logo.svg'
        ? { ...file, bytes: 2000, title: 'Old Name', viewBox: { width: 300, height: 40 } }
        : file,
    );
    expect(runBrandCheck(withBrand(acme(), { files }), 'acme-es')).toEqual([
      `${FILE}: settings.logo: ./logo.svg draws "Old Name", not the brand's name "Acme"; expected the logo of displayName (npm run wordmarks -- --brand acme-es redraws it)`,
      `${FILE}: settings.logoWidth: 120 is not the logo's width at 40 px high; expected 300 (npm run wordmarks -- --brand acme-es sets it)`,
    ]);
  });

  // Walked as an operator (szybka-kasa-pl): the name changed as README's step 2 says, brand:check
  // said "no problems", and npm test failed on brands.test.tsx's rule (issue 37, item 8) that the
  // brand's site, support address and title name it.
  test('a site, support address or title that does not name the brand is named', () => {
    expect(
      runBrandCheck(
        withBrand(
          acme({
            displayName: 'Acme Plus',
            support: { email: 'help@acme-old.example.es' },
            pageData: { title: 'Acme: loans' },
          }),
        ),
        'acme-es',
      ),
    ).toEqual([
      `${FILE}: settings.homeUrl: https://www.acme.example.es/ does not name the brand "Acme Plus"; expected a site whose domain names it (acmeplus.…)`,
      `${FILE}: settings.support.email: help@acme-old.example.es is not at the site's domain; expected an address @acme.example.es`,
      `${FILE}: settings.pageData.title: "Acme: loans" does not carry the brand's name "Acme Plus"`,
    ]);
  });

  test('a brand that names no country, or leaves countries out, is one line, not a crash', () => {
    const none = acme({}, { countries: [] as unknown as BrandDefinition['countries'] });
    expect(runBrandCheck(withBrand(none), 'acme-es')).toEqual([
      `${FILE}: countries: the brand names no country; expected at least one of ${Object.keys(real.countries).join(', ')}`,
    ]);
    const { countries: _left, ...rest } = acme();
    void _left;
    expect(runBrandCheck(withBrand(rest as BrandDefinition), 'acme-es')).toEqual([
      `${FILE}: countries: the brand names no country; expected at least one of ${Object.keys(real.countries).join(', ')}`,
    ]);
  });

  test('a country written in lower case is suggested in capitals', () => {
    const lower = acme({}, { countries: ['es'] as unknown as BrandDefinition['countries'] });
    expect(runBrandCheck(withBrand(lower), 'acme-es').join('\n')).toContain('did you mean "ES"?');
  });

  test('a default amount off the slider’s steps is named with the amount the page would start at', () => {
    const lines = runBrandCheck(
      withBrand(acme({ loan: { amount: { min: 200, max: 800, step: 50, default: 425 } } })),
      'acme-es',
    );
    expect(lines).toEqual([
      `${FILE}: loan.amount.default: default 425 is not on a step from min 200 in steps of 50 (the page would start at 450); expected min plus a whole number of steps; did you mean "450"?`,
    ]);
  });

  test('a logo that is not an SVG is named', () => {
    const files = ACME_FILES.map((file) =>
      file.name === 'logo.svg' ? { ...file, svg: false } : file,
    );
    expect(runBrandCheck(withBrand(acme(), { files }), 'acme-es')).toEqual([
      `${FILE}: settings.logo: ./logo.svg is not an SVG (its first element is not <svg>); expected an SVG file (${FOLDER}/ has favicon.svg)`,
    ]);
  });

  test('a logo set for one country names that layer', () => {
    const definition = acme({}, { countryOverrides: { ES: { logo: `${FOLDER_URL}logo-es.svg` } } });
    expect(runBrandCheck(withBrand(definition), 'acme-es')).toEqual([
      `${FILE}: countryOverrides.ES.logo: ./logo-es.svg is not in the brand's folder; expected an SVG file of ${FOLDER}/ (it has favicon.svg, logo.svg); did you mean "./logo.svg"?`,
    ]);
  });

  test('a folder without its styles names the file', () => {
    const files = ACME_FILES.filter((file) => file.name !== 'styles.css');
    expect(runBrandCheck(withBrand(acme(), { files }), 'acme-es')).toEqual([
      `${FOLDER}/styles.css: the brand's styles are missing (every brand folder has one: the app loads it with the application page, which fails without it, and so does the build; npm run brand:new writes one; README, "Launch a brand")`,
    ]);
  });

  test('a brand that names another brand’s id names both folders, and its other problems show', () => {
    const lines = runBrandCheck(
      withBrand(acme({ theme: { muted: '#9aa3ab' } }), { namedId: 'credisol-es' }),
    );
    expect(lines).toEqual([
      `${FILE}: id: "credisol-es" is the id of apps/web/src/brands/credisol-es (a brand's id is its folder's name); expected "acme-es"`,
      expect.stringMatching(`^${FILE}: theme.muted: muted text on surface: `),
      expect.stringMatching(`^${FILE}: theme.muted: muted text on background: `),
    ]);
  });

  test('a brand that gives no id is told its folder’s name', () => {
    const lines = runBrandCheck(withBrand(acme(), { namedId: undefined }), 'acme-es');
    expect(lines).toEqual([
      `${FILE}: id: no id (a brand's id is its folder's name); expected "acme-es"`,
    ]);
  });

  test('a brand file that does not load is one line with its place, and the others are checked', () => {
    const input = withBrand(acme({ theme: { muted: '#9aa3ab' } }));
    const lines = runBrandCheck({
      ...input,
      unloaded: [
        {
          file: 'apps/web/src/brands/zz-broken-es/brand-config.ts',
          error:
            'Transform failed with 1 error:\n/work/apps/web/src/brands/zz-broken-es/brand-config.ts:3:2: ERROR: Expected "}" but found "b"',
        },
      ],
    });
    expect(lines).toEqual([
      'apps/web/src/brands/zz-broken-es/brand-config.ts: line 3, column 2: does not load: Expected "}" but found "b"',
      expect.stringMatching(`^${FILE}: theme.muted: muted text on surface: `),
      expect.stringMatching(`^${FILE}: theme.muted: muted text on background: `),
    ]);
  });

  test('every problem at once, not the first', () => {
    const lines = runBrandCheck(
      withBrand(
        acme({
          theme: { muted: '#9aa3ab' },
          loan: { amount: { min: 100, max: 1050, step: 100, default: 500 } },
          textOverrides: { es: { 'costExample>tittle': 'Ejemplo' } },
        }),
      ),
    );
    expect(lines).toHaveLength(4);
  });
});

describe('brand folders', () => {
  /** A folder of brands on disk: each a name and its files' texts. */
  function brandsFolder(folders: Record<string, Record<string, string>>) {
    const parent = mkdtempSync(path.join(tmpdir(), 'brand-folders-'));
    for (const [id, files] of Object.entries(folders)) {
      mkdirSync(path.join(parent, id));
      for (const [name, text] of Object.entries(files)) {
        writeFileSync(path.join(parent, id, name), text);
      }
    }
    return parent;
  }
  const config = (id: string) =>
    `export const brandDefinition = { id: '${id}', countries: ['ES'], settings: {} };\n`;

  test('are loaded one by one: a broken or misnamed one hides no other', async () => {
    const parent = brandsFolder({
      'aa-broken-es': {
        'brand-config.ts': 'export const brandDefinition = {\n  id: 1\n  x: 2,\n};\n',
      },
      'bb-copy-es': { 'brand-config.ts': config('credisol-es'), 'logo.svg': 'not an svg' },
      'cc-fine-es': { 'brand-config.ts': config('cc-fine-es'), 'logo.svg': '<svg></svg>' },
      'dd-empty-es': {},
    });
    try {
      const { brands, brandFolders, unloaded } = await loadBrandFolders(parent);
      expect(brands.map(({ id, namedId }) => ({ id, namedId }))).toEqual([
        { id: 'bb-copy-es', namedId: 'credisol-es' },
        { id: 'cc-fine-es', namedId: undefined },
      ]);
      expect(brands[0]?.definition.id).toBe('bb-copy-es');
      expect(brandFolders.map(({ id }) => id)).toEqual([
        'aa-broken-es',
        'bb-copy-es',
        'cc-fine-es',
        'dd-empty-es',
      ]);
      expect(brandFolders[1]?.files).toEqual([
        { name: 'brand-config.ts', svg: false, bytes: 87 },
        { name: 'logo.svg', svg: false, bytes: 10 },
      ]);
      expect(brandFolders[2]?.files).toContainEqual({ name: 'logo.svg', svg: true, bytes: 11 });
      expect(unloaded).toEqual([
        {
          file: expect.stringMatching(/aa-broken-es\/brand-config\.ts$/),
          error: expect.any(String),
        },
      ]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
