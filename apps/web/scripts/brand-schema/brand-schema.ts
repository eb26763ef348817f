/**
 * The brand configuration's and flow files' JSON Schemas, generated from their zod schemas (every
 * field described there), and docs/brands.md, which explains every field with an example taken
 * from the brands themselves. `npm run brand:schema` writes them; a test keeps them up to date.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import * as z from 'zod/mini';
import {
  BrandConfigSchema,
  FlowConfigShapeSchema,
  FlowFileReferenceSchema,
} from '../../src/config/brand-config-schema';
import { FieldRuleNames } from '../../src/config/field-rule-names';
import {
  FlowConfigSchema,
  FlowRuleNameSchema,
  FlowStepIdSchema,
} from '../../src/features/flow/check-flow-config';
import { AllStepPages } from '../../src/features/flow/v3-step-pages';
import { brandsInCountries, pathText, valueAt } from '../brand-check/brand-layers';
import { loadBrandCheckInput } from '../brand-check/brand-sources';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type JsonSchema = {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  [key: string]: unknown;
};

const jsonSchemaOf = (
  schema: z.core.$ZodType,
  id: string,
  title: string,
  override?: z.core.JSONSchemaGenerator['override'],
) => ({
  ...(z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    ...(override ? { override } : {}),
  }) as JsonSchema),
  $id: id,
  title,
});

/** A flow file (src/flows/*.json): its name, order, start and steps. */
export function flowJsonSchema(): JsonSchema {
  // The catalogue's step ids and the rule names, listed so that an editor completes them (the
  // zod schema keeps them as text: brand:check names an unknown one with the one meant).
  const names: z.core.JSONSchemaGenerator['override'] = (context) => {
    if (context.zodSchema === FlowStepIdSchema) context.jsonSchema.enum = Object.keys(AllStepPages);
    if (context.zodSchema === FlowRuleNameSchema) context.jsonSchema.enum = [...FieldRuleNames];
  };
  return jsonSchemaOf(
    FlowConfigSchema,
    'https://loan-application-frontend.example/schemas/flow.schema.json',
    'A flow file',
    names,
  );
}

/**
 * A brand's configuration as resolved (defaults, country, brand, the brand's per-country
 * override): a brand file sets any part of it under `settings`. An inline flow is a flow file's.
 */
export function brandConfigJsonSchema(): JsonSchema {
  const flow = Object.fromEntries(
    Object.entries(flowJsonSchema()).filter(([key]) => !['$schema', '$id', 'title'].includes(key)),
  );
  return jsonSchemaOf(
    BrandConfigSchema,
    'https://loan-application-frontend.example/schemas/brand-config.schema.json',
    'A brand’s configuration',
    (context) => {
      if (context.zodSchema === FlowConfigShapeSchema) {
        // The shape schema's own output (its loose union) gives way to the flow file's.
        const replaced = context.jsonSchema as Record<string, unknown>;
        for (const key of Object.keys(replaced)) Reflect.deleteProperty(replaced, key);
        Object.assign(replaced, flow);
      }
      // A brand's reference to a flow file is read on the first page (flows/parse-flow-file.ts):
      // its descriptions are written here, not in its zod schema, to keep them out of that page.
      if (context.zodSchema === FlowFileReferenceSchema) {
        const properties = (context.jsonSchema as JsonSchema).properties ?? {};
        Object.assign(properties.file ?? {}, {
          description: 'The flow file’s name, without .json (v3-default).',
        });
        Object.assign(properties.start ?? {}, {
          description: 'This brand’s own first step, if not the file’s.',
        });
      }
    },
  );
}

/** Every field with a description, depth first: the rows of docs/brands.md. */
export function fieldsOf(
  node: JsonSchema,
  at: PropertyKey[] = [],
  required = true,
): { path: PropertyKey[]; node: JsonSchema; required: boolean }[] {
  const here = at.length > 0 ? [{ path: at, node, required }] : [];
  const objects = node.anyOf ? node.anyOf : [node];
  const inner = objects.flatMap((option) =>
    Object.entries(option.properties ?? {}).flatMap(([key, child]) =>
      fieldsOf(child, [...at, key], (option.required ?? []).includes(key)),
    ),
  );
  // A list's items: their fields under `list[]` (the item itself is the list's row).
  const items = node.items
    ? fieldsOf(node.items, [...at, 0], true).filter((field) => field.path.length > at.length + 1)
    : [];
  return [...here, ...inner, ...items];
}

/** A field's type in a few words. */
function typeOf(node: JsonSchema): string {
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' or ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.anyOf) return [...new Set(node.anyOf.map(typeOf))].join(' or ');
  if (node.type === 'array') return `list of ${node.items ? typeOf(node.items) : 'values'}`;
  if (node.type === 'object' && !node.properties) return 'map';
  if (node.type === 'string' && node.pattern?.startsWith('^#')) return 'colour #rrggbb';
  if (node.format === 'uri') return 'URL';
  return node.type ?? 'value';
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * A value as an example: JSON, cut short. A file's URL (a logo's `new URL(…, import.meta.url)`,
 * read in Node) is shown from the repository's root, so the page is the same on every checkout.
 */
function example(value: unknown): string {
  const root = pathToFileURL(repoRoot).href + '/';
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.startsWith(root) ? item.slice(root.length) : item,
  );
  return text.length > 70 ? `${text.slice(0, 67)}...` : text;
}

/** docs/brands.md: every field of a brand's configuration and of a flow file, with an example. */
export async function brandsMarkdown(): Promise<string> {
  const input = await loadBrandCheckInput();
  const brands = brandsInCountries(input.brands, input.countries).filter(
    ({ brand, country }) => country?.code === brand.definition.countries[0],
  );
  /** The first brand that sets the field in its own file, else the first that has it. */
  const exampleOf = (fieldPath: PropertyKey[]) => {
    const own = brands.find(
      ({ brand }) => valueAt(brand.definition.settings, fieldPath) !== undefined,
    );
    const any = own ?? brands.find(({ config }) => valueAt(config, fieldPath) !== undefined);
    const value = any && valueAt(any.config, fieldPath);
    return value === undefined || (typeof value === 'object' && !Array.isArray(value))
      ? ''
      : `\`${example(value).replaceAll('`', "'")}\` (${any?.brand.id})`;
  };
  const flowFile = input.flowFiles.find((file) => file.data.ok);
  const flowExampleOf = (fieldPath: PropertyKey[]) => {
    const value = flowFile?.data.ok ? valueAt(flowFile.data.value, fieldPath) : undefined;
    return value === undefined || (typeof value === 'object' && !Array.isArray(value))
      ? ''
      : `\`${example(value)}\` (${flowFile?.name})`;
  };
  const table = (schema: JsonSchema, exampleAt: (fieldPath: PropertyKey[]) => string) => [
    '| Field | Type | Required | Description | Example |',
    '| --- | --- | --- | --- | --- |',
    ...fieldsOf(schema).map(
      ({ path: fieldPath, node, required }) =>
        `| \`${pathText(fieldPath).replaceAll('[0]', '[]')}\` | ${cell(typeOf(node))} | ${required ? 'yes' : 'no'} | ${cell(node.description ?? '')} | ${cell(exampleAt(fieldPath))} |`,
    ),
  ];
  return [
    '# Brand configuration reference',
    '',
    '<!-- Generated by `npm run brand:schema` from the zod schemas (apps/web/src/config/brand-config-schema.ts, apps/web/src/features/flow/check-flow-config.ts); a test keeps it up to date. Edit the schemas’ descriptions, not this file. -->',
    '',
    'A brand is resolved in layers: frozen defaults (`apps/web/src/config/default-settings.ts`), its country (`apps/web/src/countries/<cc>/`), the brand (`settings` in its `brand-config.ts`), then its per-country override (`countryOverrides`). A brand sets only what differs; the result must have every required field below.',
    '',
    'A brand is its folder, `apps/web/src/brands/<id>/` (`npm run brand:new -- <id> --country <cc>` writes one, and this page): `brand-config.ts`, `styles.css`, `logo.svg` and `favicon.svg` are required; `tracking-config.ts` (no file, no tracking), `wordmark.json` (what `npm run wordmarks` draws the logo and favicon from: delete it when replacing `logo.svg` by hand, or it draws over it) and a `<name>.flow.json` are optional. A new country or language is more than a folder: [the README says what it takes](../README.md#a-new-country-or-language).',
    '',
    '`npm run brand:check [-- <id>]` checks every brand against this schema and more, naming the file and field of each problem: the folder’s files, the loan bounds and defaults, the contrast of the theme’s colours (not of colours written in a brand’s own `styles.css`: axe catches those in the end-to-end tests), texts, flows, tracking consent; and that a second brand of a country differs from the others in at least one look token besides its colours (`theme.radius`, `theme.space`, `theme.typeScale`, `theme.elevation` or `theme.brandFont`).',
    '',
    'JSON Schemas for editors and tools: [`schemas/brand-config.schema.json`](../schemas/brand-config.schema.json) and [`schemas/flow.schema.json`](../schemas/flow.schema.json). Examples are taken from the brands of this repository.',
    '',
    '## Brand configuration',
    '',
    ...table(brandConfigJsonSchema(), exampleOf),
    '',
    '## Flow file',
    '',
    'A flow file (`apps/web/src/flows/<name>.json`) is named by a brand as `flow: { file: "<name>" }`. Its steps are ids of the step catalogue; `npm run brand:check` lists the valid ones when a step is unknown.',
    '',
    ...table(flowJsonSchema(), flowExampleOf),
    '',
  ].join('\n');
}

/** The generated files, as prettier writes them (the repository's lint checks them). */
export async function generatedFiles(): Promise<{ file: string; text: string }[]> {
  const pretty = async (file: string, text: string) => ({
    file,
    text: await format(text, {
      ...(await resolveConfig(path.join(repoRoot, file))),
      filepath: path.join(repoRoot, file),
    }),
  });
  return Promise.all([
    pretty('schemas/brand-config.schema.json', JSON.stringify(brandConfigJsonSchema())),
    pretty('schemas/flow.schema.json', JSON.stringify(flowJsonSchema())),
    pretty('docs/brands.md', await brandsMarkdown()),
  ]);
}

export { repoRoot };
