import { closestName } from '../../src/lib/closest-name';
import type { BrandCheckInput, LocaleFile } from './brand-check-input';
import { offeredLocales, type BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/** i18next's plural forms: a language has the ones it needs, so keys are compared without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The namespaces a brand's text overrides reach: its own words go into the default namespace, read before the fallback one (features/i18n). */
const OVERRIDDEN_NAMESPACES = ['translation', 'dynamic'];

/** A translation file's texts by their keys joined with '>', as the app and textOverrides name them. */
export function flatKeys(node: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      flatKeys(value, prefix ? `${prefix}>${key}` : key, out);
    }
  } else if (prefix) {
    out.set(prefix, String(node));
  }
  return out;
}

const baseKeys = (texts: unknown) =>
  new Set([...flatKeys(texts).keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
const placeholdersOf = (text = '') =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

/**
 * Every locale a brand offers has every text of the reference locale, in every namespace, and no
 * key it lacks; every text a brand words its own way (textOverrides) is one the app has, with the
 * same placeholders. Each problem names the locale file (or the brand's file for an override).
 */
export function checkTextKeys(
  input: BrandCheckInput,
  brands: readonly BrandInCountry[],
): Problem[] {
  const cache = new Map<string, LocaleFile>();
  const read = (translationPath: string, locale: string, namespace: string) => {
    const key = `${translationPath}|${locale}|${namespace}`;
    const file = cache.get(key) ?? input.readLocaleFile(translationPath, locale, namespace);
    cache.set(key, file);
    return file;
  };
  return brands.flatMap(({ brand, config, merged, fileOf }) => {
    if (!config) return [];
    const { translationPath } = config;
    const reference = input.referenceLocale;
    const fileProblems = config.locales
      .filter((locale) => locale !== reference)
      .flatMap((locale) =>
        input.namespaces.flatMap((namespace): Problem[] => {
          const own = read(translationPath, locale, namespace);
          const model = read(translationPath, reference, namespace);
          if (model.error) return [];
          if (own.error) {
            return [
              {
                file: own.file,
                path: '(file)',
                message: `${own.error} (brand "${brand.id}" offers ${locale})`,
                expected: `the texts of ${model.file}`,
              },
            ];
          }
          const ownKeys = baseKeys(own.texts);
          const modelKeys = baseKeys(model.texts);
          return [
            ...[...modelKeys]
              .filter((key) => !ownKeys.has(key))
              .map((key) => ({
                file: own.file,
                path: key,
                message: `missing text (in ${model.file}): ${locale} pages would show ${reference}`,
                expected: `a ${locale} text for every key of ${model.file}`,
              })),
            ...[...ownKeys]
              .filter((key) => !modelKeys.has(key))
              .map((key) => ({
                file: own.file,
                path: key,
                message: `unknown text key: ${model.file} has none such, the app never shows it`,
                expected: `a key of ${model.file}`,
                didYouMean: closestName(key, modelKeys),
              })),
          ];
        }),
      );
    const overrideProblems = Object.entries(config.textOverrides).flatMap(([locale, texts]) => {
      const at = (key: string) => `textOverrides.${locale}["${key}"]`;
      const files = OVERRIDDEN_NAMESPACES.map((namespace) =>
        read(translationPath, locale, namespace),
      ).filter((file) => !file.error);
      const known = new Map(files.flatMap((file) => [...flatKeys(file.texts)]));
      // As written, each once: a refused locale's stand-in would list one twice (`es, es`).
      const offered = offeredLocales(merged);
      if (!offered.includes(locale)) {
        return [
          {
            file: fileOf(['textOverrides', locale]),
            path: `textOverrides.${locale}`,
            message: `texts for ${locale}, which the brand does not offer`,
            expected: `one of its locales ${offered.join(', ')}`,
          },
        ];
      }
      return Object.entries(texts ?? {}).flatMap(([key, text]): Problem[] => {
        const file = fileOf(['textOverrides', locale, key]);
        if (!known.has(key)) {
          return [
            {
              file,
              path: at(key),
              message: `no text of the app has this key (${files.map((each) => each.file).join(', ')})`,
              expected: 'a key of those files, parts joined with ">"',
              didYouMean: closestName(key, known.keys()),
            },
          ];
        }
        return placeholdersOf(text) === placeholdersOf(known.get(key))
          ? []
          : [
              {
                file,
                path: at(key),
                message: `other placeholders than the app's text "${known.get(key)}"`,
                expected: `the placeholders {{${placeholdersOf(known.get(key)).split(',').join('}}, {{')}}}`,
              },
            ];
      });
    });
    return [...fileProblems, ...overrideProblems];
  });
}
