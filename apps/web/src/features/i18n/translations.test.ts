// @vitest-environment node
/// <reference types="node" />
/**
 * Keeps public/locales/<lng>/*.json complete and in step with en: in every namespace the same keys
 * everywhere, every plural form a language needs, the same placeholders, no text left in English;
 * and, for translation.json, no key in en that the code never asks for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CountryCodes, Locales, type Locale } from '../../config/brand-config-schema';
import { LocaleTags } from '../../config/locale-tags';
import { StateRoutes } from '../flow';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const localesDir = join(webRoot, 'public', 'locales');
const srcDir = join(webRoot, 'src');
const contractSrcDir = join(webRoot, '..', '..', 'packages', 'contract', 'src');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/**
 * A text that names a thing of the brand's country has one version per country, `key_ES`,
 * `key_RO`..., which the step form picks by the brand's country (i18next's context, decision 0035).
 */
const COUNTRY_SUFFIX = new RegExp(`_(${CountryCodes.join('|')})$`);
/** i18next looks these up on top of the language's own categories, so they may be extra. */
const OPTIONAL_PLURAL_CATEGORIES: readonly string[] = ['zero', 'two'];

/** The page titles: classic-application-page.tsx looks them up as t(`pages>${slug}`). */
const PAGE_PREFIX = 'pages>';
/** Pages outside the state table (EXTRA_PAGES in classic-application-page.tsx). */
const EXTRA_PAGE_SLUGS: readonly string[] = ['continue', 'customer-consents', 'unsubscribe'];
/**
 * Routes that render a step with its own heading instead of a pages> title: /loan-information is
 * LoanInformationStep, titled by loanInformation>title (see pageSlug in
 * app/application-pages/classic-application-page.tsx, which this feature may not import).
 */
const SLUGS_WITHOUT_PAGE_TITLE: readonly string[] = ['loan-information'];

/**
 * Keys the code builds at run time in a way the source scan cannot see (other than pages>, which is
 * checked against the routes). Name each one here with the place that builds it. Empty for now.
 */
const DYNAMIC_KEYS: readonly string[] = [];

/**
 * Names and terms that are written the same in every language: brand and partner names, and
 * abbreviations customers see untranslated. A non-English value equal to its en text passes only
 * when nothing but these, placeholders, digits and punctuation is left.
 */
const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'Advanzia',
  'Cofidis',
  'Comperia',
  'Instabank',
  'Moneyman',
  'Paylands',
  'Proficredit',
  'Provident',
  'Santander',
  'Smava',
  'TF Bank',
  'Tink',
  'Instantor',
  'Wenance',
  'IBAN',
  // The Philippines' smallest administrative unit (an address's part of town): its own name.
  'Barangay',
  'OK',
  'PIN',
  'SMS',
];

/** Words a language shares with English, allowed only in that language ("Error:" in Spanish). */
const SAME_AS_ENGLISH_IN: Partial<Record<string, readonly string[]>> = {
  es: ['Error', 'No', 'Marketing'],
  mx: ['Error', 'No'],
  co: ['Error', 'No'],
  ro: ['Marketing'],
  de: ['Marketing', 'Block'],
  pl: ['Model'],
};

type Translations = ReadonlyMap<string, unknown>;

/** The namespaces the app loads besides translation.json, whose texts may vary by country too. */
const NAMESPACES: readonly string[] = readdirSync(join(localesDir, 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

function flatten(node: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      flatten(value, prefix ? `${prefix}>${key}` : key, out);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const cache = new Map<string, Translations>();

/** The locale's keys (of `ns`, translation.json by default), joined with '>' as the app does. */
function translations(lng: Locale, ns = 'translation'): Translations {
  const cacheKey = `${lng}/${ns}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const file = join(localesDir, lng, `${ns}.json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${lng}: cannot read ${relative(webRoot, file)}: ${String(error)}`, {
      cause: error,
    });
  }
  const flat = flatten(parsed, '', new Map());
  cache.set(cacheKey, flat);
  return flat;
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
/** The key a country's version is of: `pages>cnp_ES` is `pages>cnp`. */
const withoutCountry = (key: string) => baseKey(key).replace(COUNTRY_SUFFIX, '');
/**
 * The key a context's version is of (i18next's `context`): a brand's term in months,
 * `loanInformation>periodValue_months_one`, is of `loanInformation>periodValue`.
 */
const withoutContext = (key: string) => baseKey(key).replace(/_months$/, '');

/** The keys of `texts` that have a version per country, without the country. */
function countryVariedKeys(texts: Translations): Set<string> {
  return new Set(
    [...texts.keys()]
      .filter((key) => COUNTRY_SUFFIX.test(baseKey(key)))
      .map((key) => withoutCountry(key)),
  );
}
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map(baseKey));
const isEnglish = (lng: Locale) => LocaleTags[lng].startsWith('en-');
const pluralCategories = (lng: Locale): readonly string[] =>
  new Intl.PluralRules(LocaleTags[lng]).resolvedOptions().pluralCategories;

/** Base keys that en writes in plural forms (key_one, key_other...). */
function pluralBases(ns: string): Set<string> {
  return new Set(
    [...translations('en', ns).keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey),
  );
}

function placeholders(text: string): string {
  const names = [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort().join(', ');
}

/** The en text a locale's key translates: the same key, or en's _other for a plural form. */
function englishFor(key: string, ns: string): unknown {
  const en = translations('en', ns);
  return en.get(key) ?? en.get(`${baseKey(key)}_other`) ?? en.get(baseKey(key));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sameEverywhere = new RegExp(
  `\\b(?:${[...SAME_IN_EVERY_LANGUAGE]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\b`,
  'g',
);

/** True when the text has words a translator should have translated. */
function hasTranslatableWords(text: string, lng: string): boolean {
  const shared = (SAME_AS_ENGLISH_IN[lng] ?? []).map(escapeRegExp);
  const rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(sameEverywhere, ' ')
    .replace(shared.length > 0 ? new RegExp(`\\b(?:${shared.join('|')})\\b`, 'g') : /^$/, ' ');
  return /\p{L}/u.test(rest);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(srcDir, 'test') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Keys written out in string literals, and the static prefixes of template literals. */
function keysInSource(): { keys: Set<string>; prefixes: Set<string> } {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  // The data points' text keys are made in the contract (dataPointTextKey, decision 0042).
  for (const file of [...sourceFiles(srcDir), ...sourceFiles(contractSrcDir)]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(['"`])([A-Za-z][\w-]*(?:>[\w-]+)+)\1/g)) {
      if (match[2]) keys.add(match[2]);
    }
    for (const match of text.matchAll(/`([A-Za-z][\w-]*>[^`$\s]*)\$\{/g)) {
      if (match[1]) prefixes.add(match[1]);
    }
  }
  return { keys, prefixes };
}

/** Slugs that StatePage titles with t(`pages>${slug}`). */
function pageSlugs(): string[] {
  const slugs = [...StateRoutes.map((item) => item.route.slice(1)), ...EXTRA_PAGE_SLUGS];
  return [...new Set(slugs)].filter(
    (slug) => slug !== '' && !SLUGS_WITHOUT_PAGE_TITLE.includes(slug),
  );
}

describe('translation files', () => {
  test('there is one for each of the nine locales and no other', () => {
    const onDisk = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(onDisk.sort()).toEqual([...Locales].sort());
    expect(Locales).toHaveLength(9);
  });

  describe.each(NAMESPACES.flatMap((ns) => Locales.map((lng) => [ns, lng] as const)))(
    '%s.json in %s',
    (ns, lng) => {
      test('has exactly the keys of en', () => {
        const own = translations(lng, ns);
        const ownBases = baseKeys(own.keys());
        const enBases = baseKeys(translations('en', ns).keys());
        const plural = pluralBases(ns);
        const problems = [
          ...[...enBases]
            .filter((key) => !ownBases.has(key))
            .map((key) => `${lng} ${ns}: missing key "${key}" (it is in en)`),
          ...[...ownBases]
            .filter((key) => !enBases.has(key))
            .map((key) => `${lng} ${ns}: key "${key}" is not in en`),
          ...[...own.keys()]
            .filter((key) => enBases.has(baseKey(key)))
            .filter((key) => (key === baseKey(key)) === plural.has(baseKey(key)))
            .map((key) =>
              plural.has(baseKey(key))
                ? `${lng} ${ns}: "${key}" needs plural forms, as in en`
                : `${lng} ${ns}: "${key}" has plural forms but en has one text`,
            ),
        ];
        expect(problems).toEqual([]);
      });

      test(`has every plural form its rules need (${LocaleTags[lng]})`, () => {
        const own = translations(lng, ns);
        const required = pluralCategories(lng);
        const problems: string[] = [];
        for (const base of pluralBases(ns)) {
          for (const category of required) {
            if (!own.has(`${base}_${category}`)) {
              problems.push(
                `${lng} ${ns}: missing "${base}_${category}" (${LocaleTags[lng]} needs it)`,
              );
            }
          }
        }
        for (const key of own.keys()) {
          const category = PLURAL_SUFFIX.exec(key)?.[1];
          if (
            category &&
            !required.includes(category) &&
            !OPTIONAL_PLURAL_CATEGORIES.includes(category)
          ) {
            problems.push(`${lng} ${ns}: "${key}" is a plural form ${LocaleTags[lng]} never uses`);
          }
        }
        expect(problems).toEqual([]);
      });

      test('has non-empty texts with the placeholders of en', () => {
        const problems: string[] = [];
        for (const [key, value] of translations(lng, ns)) {
          if (typeof value !== 'string') {
            problems.push(`${lng} ${ns}: "${key}" is not a text but ${JSON.stringify(value)}`);
            continue;
          }
          if (value.trim() === '') problems.push(`${lng} ${ns}: "${key}" is empty`);
          const english = englishFor(key, ns);
          if (typeof english === 'string' && placeholders(value) !== placeholders(english)) {
            problems.push(
              `${lng} ${ns}: "${key}" has placeholders {${placeholders(value)}} but en has {${placeholders(english)}}`,
            );
          }
        }
        expect(problems).toEqual([]);
      });
    },
  );

  describe.each(
    NAMESPACES.flatMap((ns) =>
      Locales.filter((lng) => !isEnglish(lng)).map((lng) => [ns, lng] as const),
    ),
  )('%s.json in %s', (ns, lng) => {
    test('has no text left in English', () => {
      const en = translations('en', ns);
      const problems = [...translations(lng, ns)]
        .filter(([key, value]) => typeof value === 'string' && value === en.get(key))
        .filter(([, value]) => hasTranslatableWords(String(value), lng))
        .map(
          ([key, value]) => `${lng} ${ns}: "${key}" is still the English text "${String(value)}"`,
        );
      expect(problems).toEqual([]);
    });
  });

  test('every key in en is used in the source', () => {
    const { keys, prefixes } = keysInSource();
    const slugs = new Set(pageSlugs());
    const isUsed = (key: string) =>
      keys.has(key) ||
      keys.has(baseKey(key)) ||
      DYNAMIC_KEYS.includes(key) ||
      (key.startsWith(PAGE_PREFIX) && slugs.has(key.slice(PAGE_PREFIX.length))) ||
      [...prefixes].some((prefix) => prefix !== PAGE_PREFIX && key.startsWith(prefix));
    const unused = [...translations('en').keys()]
      .filter((key) => !isUsed(key) && !isUsed(withoutCountry(key)) && !isUsed(withoutContext(key)))
      .map((key) => `en: "${key}" is not used in apps/web/src`);
    expect(unused).toEqual([]);
  });

  test('the source looks page titles up as pages>${slug}, and finds other keys', () => {
    const { keys, prefixes } = keysInSource();
    expect(prefixes).toContain(PAGE_PREFIX);
    expect(keys).toContain('loanInformation>title');
  });

  test('every page slug has a pages> title in en', () => {
    const en = translations('en');
    const varied = countryVariedKeys(en);
    const missing = pageSlugs()
      .filter((slug) => !en.has(`${PAGE_PREFIX}${slug}`) && !varied.has(`${PAGE_PREFIX}${slug}`))
      .map((slug) => `en: missing "${PAGE_PREFIX}${slug}" for the page /${slug}`);
    expect(missing).toEqual([]);
  });

  describe.each(NAMESPACES)('%s.json: a text that varies by country', (ns) => {
    test('has a version for every country in en, and no version for no country', () => {
      const en = translations('en', ns);
      const problems = [...countryVariedKeys(en)].flatMap((key) => [
        ...CountryCodes.filter((country) => !en.has(`${key}_${country}`)).map(
          (country) => `en ${ns}: "${key}" has no version for ${country}`,
        ),
        ...(en.has(key) ? [`en ${ns}: "${key}" is also written for no country`] : []),
      ]);
      expect(problems).toEqual([]);
    });

    test.each(Locales)('varies by country in %s as in en', (lng) => {
      const own = translations(lng, ns);
      const expected = [...countryVariedKeys(translations('en', ns))].flatMap((key) =>
        CountryCodes.map((country) => `${key}_${country}`),
      );
      expect(expected.filter((key) => typeof own.get(key) !== 'string')).toEqual([]);
      expect([...countryVariedKeys(own)].sort()).toEqual(
        [...countryVariedKeys(translations('en', ns))].sort(),
      );
    });
  });

  test('the national id and the province are named by the brand’s country (issue 37)', () => {
    expect([...countryVariedKeys(translations('en'))]).toEqual(
      expect.arrayContaining([
        'pages>cnp',
        'fields>personalDetails>personalCode>label',
        'fields>personalDetails>personalCode>hint',
        'fields>personalDetails>personalCode>required',
        'fields>contactDetails>province>label',
        'fields>contactDetails>province>required',
      ]),
    );
    expect([...countryVariedKeys(translations('en', 'dynamic'))]).toContain('pages>personal-code');
    expect([...countryVariedKeys(translations('en', 'offer-forms'))]).toContain('intro>cnp');
  });

  test('the allow-lists name only things that exist', () => {
    const en = translations('en');
    const slugs = StateRoutes.map((item) => item.route.slice(1));
    const stale = [
      ...DYNAMIC_KEYS.filter((key) => !en.has(key)).map((key) => `DYNAMIC_KEYS: "${key}"`),
      ...SLUGS_WITHOUT_PAGE_TITLE.filter((slug) => !slugs.includes(slug)).map(
        (slug) => `SLUGS_WITHOUT_PAGE_TITLE: "${slug}"`,
      ),
    ];
    expect(stale).toEqual([]);
  });
});
