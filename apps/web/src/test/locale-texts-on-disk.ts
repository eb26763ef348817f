/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Brands, resolveBrand } from '../app/brand-registry';
import type { Locale } from '../config/locale-schema';
import { flatTexts } from './locale-texts';

/** A text and where it is: "<file> <key>" or "<brand> <key>". */
export type PlacedText = readonly [where: string, text: string];

/** Every text of a locale: the files of public/locales/<locale>, and what brands word their own way. */
export function textsOfLocale(locale: Locale): readonly PlacedText[] {
  const folder = join(import.meta.dirname, '../../public/locales', locale);
  return [
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => {
        const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown;
        return [...flatTexts(file)].map(([key, text]) => [`${name} ${key}`, text] as const);
      }),
    ...Brands.flatMap((brand) =>
      Object.entries(resolveBrand(brand.id).textOverrides[locale] ?? {}).map(
        ([key, text]) => [`${brand.id} ${key}`, text] as const,
      ),
    ),
  ];
}

/** Each text in which `pattern` finds something (its first group), said where and in what. */
export function textsSaying(texts: readonly PlacedText[], pattern: RegExp): string[] {
  return texts.flatMap(([where, text]) => {
    const found = pattern.exec(text);
    return found ? [`${where}: "${found[1]}" in "${text}"`] : [];
  });
}
