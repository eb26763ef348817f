import * as z from 'zod/mini';
import { BrandConfigSchema, Locales } from '../../src/config/brand-config-schema';
import { TrackingConfigSchema } from '../../src/config/tracking-config-schema';
import { closestName } from '../../src/lib/closest-name';
import type { BrandCheckInput } from './brand-check-input';
import {
  countriesOf,
  offeredLocales,
  pathText,
  valueAt,
  type BrandInCountry,
} from './brand-layers';
import type { Problem } from './problem';

// zod/mini says only "Invalid input" unless a locale is loaded: the check says what was expected.
z.config(z.locales.en());

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

const schemaOf = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const BrandJsonSchema = schemaOf(BrandConfigSchema);
const TrackingJsonSchema = schemaOf(TrackingConfigSchema);

/** The schemas a path may lead to (a union leads to each of its options). */
function nodesAt(node: JsonSchema, path: readonly PropertyKey[]): JsonSchema[] {
  if (node.anyOf) return node.anyOf.flatMap((option) => nodesAt(option, path));
  const [key, ...rest] = path;
  if (key === undefined) return [node];
  const next = typeof key === 'number' ? node.items : node.properties?.[String(key)];
  return next ? nodesAt(next, rest) : [];
}

/** The field names an object at this path may have. */
const knownKeysAt = (root: JsonSchema, path: readonly PropertyKey[]) => [
  ...new Set(nodesAt(root, path).flatMap((node) => Object.keys(node.properties ?? {}))),
];

/**
 * The product's languages, and where a new one is added: a brand cannot offer a language by
 * naming it, so "did you mean" alone reads as a typo of one that exists.
 */
export const ProductLanguages = `the product's languages ${Locales.join(', ')} (a new one: README, "A new country or language")`;

const isLocaleField = (path: readonly PropertyKey[]) =>
  path[0] === 'defaultLocale' || (path[0] === 'locales' && path.length === 2);

function unknownField(
  root: JsonSchema,
  file: string,
  path: readonly PropertyKey[],
  key: string,
): Problem {
  if (path.length === 1 && path[0] === 'textOverrides') {
    return {
      file,
      path: pathText([...path, key]),
      message: `texts for ${key}, which is not a language of the product`,
      expected: `one of ${ProductLanguages}`,
    };
  }
  const known = knownKeysAt(root, path);
  return {
    file,
    path: pathText([...path, key]),
    message: `unknown field "${key}"`,
    expected: `one of ${known.join(', ')}`,
    didYouMean: closestName(key, known),
  };
}

/**
 * Fields the schema does not know in objects that would drop them silently (a misspelt `themes`
 * or `pricng` is a no-op there): strict objects are refused by the schema itself.
 */
function unknownFields(
  root: JsonSchema,
  node: JsonSchema,
  value: unknown,
  path: PropertyKey[],
  fileOf: (path: readonly PropertyKey[]) => string,
): Problem[] {
  if (Array.isArray(value)) {
    return node.items
      ? value.flatMap((item, index) =>
          unknownFields(root, node.items as JsonSchema, item, [...path, index], fileOf),
        )
      : [];
  }
  if (typeof value !== 'object' || value === null || !node.properties) return [];
  const properties = node.properties;
  return Object.entries(value).flatMap(([key, inner]) => {
    const known = properties[key];
    if (known) return unknownFields(root, known, inner, [...path, key], fileOf);
    return node.additionalProperties === false
      ? []
      : [unknownField(root, fileOf([...path, key]), path, key)];
  });
}

/** zod's issues as lines: a name the schema does not know, with the closest it knows. */
function issueProblems(
  issues: readonly z.core.$ZodIssue[],
  root: JsonSchema,
  value: unknown,
  fileOf: (path: readonly PropertyKey[]) => string,
): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const file = fileOf(issue.path);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        unknownField(root, fileOf([...issue.path, key]), issue.path, key),
      );
    }
    const given = valueAt(value, issue.path);
    if (issue.code === 'invalid_value' && isLocaleField(issue.path) && typeof given === 'string') {
      return [
        {
          file,
          path: pathText(issue.path),
          message: `"${given}" is not a language of the product`,
          expected: `one of ${ProductLanguages}`,
          didYouMean: closestName(given, Locales),
        },
      ];
    }
    const bounds = valueAt(value, issue.path.slice(0, -1));
    // The bounds' own rule (min to max) says only what is wrong: add what would be right.
    const expected =
      issue.code === 'custom' &&
      issue.path.at(-1) === 'min' &&
      typeof valueAt(bounds, ['max']) === 'number'
        ? `min up to max ${String(valueAt(bounds, ['max']))}`
        : undefined;
    const didYouMean =
      issue.code === 'invalid_value' && typeof given === 'string'
        ? closestName(given, issue.values.map(String))
        : undefined;
    // zod says "Too small: expected number to be >0" without the number given: a negative min
    // read as a typo of a positive one otherwise. Say which number, and what it must be.
    if (issue.code === 'too_small' && typeof given === 'number') {
      const field = String(issue.path.at(-1) ?? 'value');
      const limit = Number(issue.minimum);
      return [
        {
          file,
          path: pathText(issue.path),
          message: `${field} ${given} is ${issue.inclusive ? 'below' : 'not above'} ${limit}`,
          expected: `${/^[aeiou]/.test(field) ? 'an' : 'a'} ${field} ${issue.inclusive ? 'of at least' : 'above'} ${limit}`,
        },
      ];
    }
    return [{ file, path: pathText(issue.path), message: issue.message, expected, didYouMean }];
  });
}

/** The brand configuration's and tracking configuration's schemas, every issue of each. */
export function checkSchemas(input: BrandCheckInput, brands: readonly BrandInCountry[]): Problem[] {
  const brandProblems = brands.flatMap(({ brand, country, merged, config, fileOf }) => {
    if (!country) {
      const index = brand.definition.countries.findIndex((code) => !input.countries[code]);
      const code = brand.definition.countries[index];
      return [
        {
          file: brand.file,
          path: `countries[${index}]`,
          message: `no country "${code}" is registered`,
          expected: `one of ${Object.keys(input.countries).join(', ')}`,
          // Case aside: "es" is ES.
          didYouMean:
            String(code).toUpperCase() in input.countries
              ? String(code).toUpperCase()
              : closestName(String(code), Object.keys(input.countries)),
        },
      ];
    }
    const parsed = BrandConfigSchema.safeParse(merged);
    const problems = [
      ...(parsed.success
        ? []
        : issueProblems(parsed.error.issues, BrandJsonSchema, merged, fileOf)),
      ...unknownFields(BrandJsonSchema, BrandJsonSchema, merged, [], fileOf),
    ];
    const offered = offeredLocales(merged);
    if (config && !offered.includes(config.defaultLocale)) {
      problems.push({
        file: fileOf(['defaultLocale']),
        path: 'defaultLocale',
        message: `"${config.defaultLocale}" is not one of the brand's locales in ${country.code}`,
        expected: `one of ${offered.join(', ')}`,
      });
    }
    return problems;
  });
  // A brand with no country is in none of them: the lines above never see it.
  const countryless = input.brands
    .filter((brand) => countriesOf(brand).length === 0)
    .map((brand): Problem => ({
      file: brand.file,
      path: 'countries',
      message: 'the brand names no country',
      expected: `at least one of ${Object.keys(input.countries).join(', ')}`,
    }));
  const trackingProblems = input.brands.flatMap(({ tracking }) => {
    if (!tracking) return [];
    const parsed = TrackingConfigSchema.safeParse(tracking.config);
    const fileOf = () => tracking.file;
    return parsed.success
      ? []
      : issueProblems(parsed.error.issues, TrackingJsonSchema, tracking.config, fileOf);
  });
  return [...brandProblems, ...countryless, ...trackingProblems];
}
