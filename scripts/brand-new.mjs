// Scaffolds a brand (decision 0038): `npm run brand:new -- <id> --country <cc> [--flow classic|v3|<file>]`
// writes apps/web/src/brands/<id>/, and nothing else: its brand-config.ts over the country's
// defaults (apps/web/src/countries/<cc>/), a look of its own (a primary colour no other brand
// has, with every text pair at 4.5:1 or more, and corners no other brand has), an empty
// tracking-config.ts, styles.css, wordmark.json, and the logo and favicon `npm run wordmarks`
// draws from them. Then the README's generated tables and docs/brands.md (its examples are taken
// from the brands, and a test fails when it is stale), and it prints the next steps.
// Run with tsx (it reads the app's TypeScript): the package script does.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The symbols `npm run wordmarks` draws (its SYMBOLS); it refuses any other, naming these. */
const SYMBOLS = ['sun', 'chevrons', 'tick', 'plus', 'bolt', 'stride', 'turn', 'coins', 'diamond'];

/** A configuration mistake of the command line: one line, no stack. */
export class BrandNewError extends Error {
  name = 'BrandNewError';
}

/** A small stable number from the id, so one id always gets the same look. */
const seedOf = (id) => [...id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

function hex(r, g, b) {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** HSL (hue in degrees, saturation and lightness 0..1) to #rrggbb. */
export function hslToHex(hue, saturation, lightness) {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return hex(channel(0), channel(8), channel(4));
}

const rgbOf = (colour) => [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
/** How far apart two colours look, roughly (a weighted RGB distance, 0..~765). */
export function colourDistance(a, b) {
  const [r1, g1, b1] = rgbOf(a);
  const [r2, g2, b2] = rgbOf(b);
  const mean = (r1 + r2) / 2;
  return Math.sqrt(
    (2 + mean / 256) * (r1 - r2) ** 2 +
      4 * (g1 - g2) ** 2 +
      (2 + (255 - mean) / 256) * (b1 - b2) ** 2,
  );
}

/**
 * A primary colour for `id`: its hue from the id (turning by the golden angle until one is far
 * from every colour in `taken`), as light as it can be while `passes` (the theme's text pairs at
 * 4.5:1 or more) holds.
 */
export function pickPrimary(id, taken, passes) {
  const start = seedOf(id) % 360;
  for (let turn = 0; turn < 64; turn += 1) {
    const hue = (start + turn * 137.508) % 360;
    for (let lightness = 0.5; lightness >= 0.18; lightness -= 0.01) {
      const colour = hslToHex(hue, 0.75, lightness);
      if (!passes(colour)) continue;
      if (taken.every((other) => colourDistance(colour, other) >= 90)) return colour;
      break;
    }
  }
  throw new BrandNewError(`No primary colour far enough from the ${taken.length} brands' own`);
}

/** Corners no other brand has (the look test compares radius, space, type and elevation). */
export function pickRadius(id, takenLooks, lookOf) {
  const seed = seedOf(id);
  for (let step = 0; step < 40; step += 1) {
    const control = 3 + ((seed + step) % 14);
    const radius = { control: `${control}px`, card: `${control + 6 + (step % 5) * 2}px` };
    if (!takenLooks.includes(lookOf(radius))) return radius;
  }
  throw new BrandNewError('No corners left that no other brand has');
}

/** "acme-es" is Acme; "prestamo-facil-es" Prestamo Facil: the country's suffix left out. */
export function displayNameOf(id, country) {
  const words = id.split('-');
  if (words.length > 1 && words.at(-1) === country.toLowerCase()) words.pop();
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}

/** The parsed command line, or one line saying what is wrong. */
export function parseArguments(argv) {
  const [id, ...rest] = argv;
  const options = { flow: 'classic' };
  for (let index = 0; index < rest.length; index += 2) {
    const [name, value] = [rest[index], rest[index + 1]];
    if (name === '--country' && value) options.country = value.toLowerCase();
    else if (name === '--flow' && value) options.flow = value;
    else if (name === '--name' && value) options.name = value;
    else throw new BrandNewError(`Unknown or incomplete option ${name ?? ''}`);
  }
  if (!id || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
    throw new BrandNewError(
      'Usage: npm run brand:new -- <id> --country <cc> [--flow classic|v3|<file>] [--name "<name>"] (id: lowercase letters, digits and dashes, as acme-es)',
    );
  }
  if (!options.country) throw new BrandNewError('Which country? --country <cc>, as --country es');
  return { id, ...options };
}

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The amount bounds a brand of the country writes, as a new brand's starting point: the general
 * defaults are 100 to 1000 in any currency (walker w14: 100-1000 zł, and 100-1000 ₫ in Viet Nam).
 * None where the country's brands keep the defaults (Spain, Germany: euros).
 */
function loanBoundsInCountry(registry, country) {
  const sibling = registry.Brands.find(
    (brand) => brand.countries.includes(country) && brand.settings?.loan?.amount,
  );
  if (!sibling) return undefined;
  const resolved = registry.resolveBrand(sibling.id, country);
  return { id: sibling.id, currency: resolved.currency.code, amount: resolved.loan.amount };
}

/** The brand's settings as brand-config.ts source (the logo's width is set by `npm run wordmarks`). */
function brandConfigSource({
  id,
  name,
  country,
  countryName,
  domain,
  flowSettings,
  theme,
  countryAsksConsent,
  loanFrom,
}) {
  const lines = [
    `import type { BrandDefinition } from '../../config/config-layers';`,
    '',
    `/** ${name}: scaffolded by \`npm run brand:new\` over ${countryName}'s defaults (decision 0038). */`,
    'export const brandDefinition: BrandDefinition = {',
    `  id: ${quote(id)},`,
    `  countries: [${quote(country.toUpperCase())}],`,
    '  settings: {',
    `    displayName: ${quote(name)},`,
    `    homeUrl: ${quote(`https://www.${domain}/`)},`,
    `    support: { email: ${quote(`help@${domain}`)} },`,
    '    // Its pages on the lead API the app is deployed with (config/api-base-url.ts).',
    `    termsUrl: ${quote(`{{apiBaseUrl}}/policies/${id}/terms`)},`,
    `    dataProcessingPolicyUrl: ${quote(`{{apiBaseUrl}}/policies/${id}/privacy`)},`,
    "    logo: new URL('./logo.svg', import.meta.url).href,",
    '    logoWidth: 160,',
    "    favicon: new URL('./favicon.svg', import.meta.url).href,",
    "    // BEFORE LAUNCH: the loan's real cost (decision 0018). Until it is set, the representative",
    '    // example shows a loan without interest or fees, and brand:check says so.',
    '    pricing: {},',
    ...(loanFrom
      ? [
          `    // BEFORE LAUNCH: the lender's own loan bounds, in ${loanFrom.currency}; these are ${loanFrom.id}'s.`,
          `    loan: { amount: { ${['min', 'max', 'step', 'default'].map((key) => `${key}: ${loanFrom.amount[key]}`).join(', ')} } },`,
        ]
      : []),
    ...flowSettings,
    '    // Its own look (decision 0021): a primary colour and corners no other brand has.',
    '    theme: {',
    `      primary: ${quote(theme.primary)},`,
    `      radius: { control: ${quote(theme.radius.control)}, card: ${quote(theme.radius.card)} },`,
    '    },',
    ...(countryAsksConsent
      ? [
          `    // No tracking vendor yet (tracking-config.ts), so no cookie banner: ${countryName} asks`,
          '    // for consent, so turn this on with the first vendor (brand:check says so).',
          '    trackingConsent: false,',
        ]
      : []),
    '  },',
    '};',
    '',
  ];
  return lines.join('\n');
}

/** The flow settings and the flow file to copy into the folder, for --flow. */
function flowOf(flow, root, id) {
  if (flow === 'classic') return { settings: [] };
  const dynamic = ["    applicationPage: 'dynamic',"];
  if (flow === 'v3') return { settings: [...dynamic, "    flow: { file: 'v3-default' },"] };
  const file = path.resolve(flow);
  if (!existsSync(file))
    throw new BrandNewError(`--flow: expected classic, v3 or a flow file; no file ${flow}`);
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandNewError(`--flow ${flow}: not JSON (${error.message})`);
  }
  const flowName = typeof data?.name === 'string' ? data.name : '';
  if (!/^[a-z0-9-]{1,60}$/.test(flowName))
    throw new BrandNewError(
      `--flow ${flow}: its "name" must be lowercase letters, digits and dashes`,
    );
  const source = path.join(root, 'apps/web/src');
  const taken = [
    ...readdirSync(path.join(source, 'flows'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5)),
    ...readdirSync(path.join(source, 'brands')).flatMap((brand) =>
      readdirSync(path.join(source, 'brands', brand))
        .filter((name) => name.endsWith('.flow.json'))
        .map((name) => name.slice(0, -10)),
    ),
  ];
  if (taken.includes(flowName))
    throw new BrandNewError(
      `--flow ${flow}: a flow named "${flowName}" exists; give the file another "name" (as "${id}")`,
    );
  const page = data.order === 'configured' ? dynamic : ["    applicationPage: 'classic',"];
  return {
    settings: [...page, `    flow: { file: ${quote(flowName)} },`],
    copy: { to: `${flowName}.flow.json`, text: `${JSON.stringify(data, null, 2)}\n` },
  };
}

/**
 * Writes the brand's folder under `root` (a clone of this repository) and draws its logo; returns
 * the folder and what it chose. Nothing outside the folder is written here.
 */
export async function scaffoldBrand({ root, id, country, flow = 'classic', name }) {
  const source = path.join(root, 'apps/web/src');
  const folder = path.join(source, 'brands', id);
  if (existsSync(folder)) throw new BrandNewError(`apps/web/src/brands/${id} exists already`);
  const countries = readdirSync(path.join(source, 'countries'));
  if (!countries.includes(country)) {
    throw new BrandNewError(
      `No country "${country}": apps/web/src/countries/ has ${countries.join(', ')}`,
    );
  }
  const registry = await import(pathToFileURL(path.join(source, 'app/brand-registry.ts')).href);
  const { resolveBrandConfig } = await import(
    pathToFileURL(path.join(source, 'config/resolve-brand-config.ts')).href
  );
  const { themeTextPairs } = await import(
    pathToFileURL(path.join(source, 'config/theme-properties.ts')).href
  );
  const countryDefinition = registry.Countries[country.toUpperCase()];
  const brandName = name ?? displayNameOf(id, country);
  const letters = brandName
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const domain = `${letters}.example.${country}`;
  const flowChoice = flowOf(flow, root, id);
  const definition = (theme) => ({
    id,
    countries: [country.toUpperCase()],
    settings: {
      displayName: brandName,
      homeUrl: `https://www.${domain}/`,
      termsUrl: `{{apiBaseUrl}}/policies/${id}/terms`,
      dataProcessingPolicyUrl: `{{apiBaseUrl}}/policies/${id}/privacy`,
      logo: 'logo.svg',
      logoWidth: 160,
      favicon: 'favicon.svg',
      pricing: {},
      theme,
      ...(flow === 'classic' ? {} : { applicationPage: 'dynamic', flow: { file: 'v3-default' } }),
    },
  });
  const resolved = (theme) => resolveBrandConfig(definition(theme), countryDefinition).theme;
  const others = registry.Brands.map((brand) => registry.resolveBrand(brand.id).theme);
  const lookOf = ({ radius, space, typeScale, elevation, brandFont }) =>
    JSON.stringify({ radius, space, typeScale, elevation, brandFont });
  const primary = pickPrimary(
    id,
    // Nor the error colour: a button must not look like an error.
    [...others.map((theme) => theme.primary), resolved({}).danger],
    (colour) => themeTextPairs(resolved({ primary: colour })).every((pair) => pair.ratio >= 4.5),
  );
  const radius = pickRadius(id, others.map(lookOf), (candidate) =>
    lookOf(resolved({ primary, radius: candidate })),
  );
  const theme = { primary, radius };
  const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(country.toUpperCase());

  mkdirSync(folder);
  try {
    writeFileSync(
      path.join(folder, 'brand-config.ts'),
      brandConfigSource({
        id,
        name: brandName,
        country,
        countryName,
        domain,
        flowSettings: flowChoice.settings,
        theme,
        countryAsksConsent: countryDefinition.settings.trackingConsent === true,
        loanFrom: loanBoundsInCountry(registry, country.toUpperCase()),
      }),
    );
    writeFileSync(
      path.join(folder, 'tracking-config.ts'),
      [
        "import type { TrackingConfigInput } from '../../config/tracking-config-schema';",
        '',
        '/** No vendor yet: add its tag manager, pixels or analytics here (docs: tracking). */',
        'export const trackingConfig: TrackingConfigInput = {};',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(folder, 'styles.css'),
      `/* ${brandName}: the brand's own touches on top of the shared styles and its theme tokens. */\n.lf-header {\n  border-bottom: 4px solid var(--lf-primary);\n}\n`,
    );
    const symbol = SYMBOLS[seedOf(id) % SYMBOLS.length];
    writeFileSync(
      path.join(folder, 'wordmark.json'),
      `${JSON.stringify({ symbol, font: 'jakarta' }, null, 2)}\n`,
    );
    if (flowChoice.copy) writeFileSync(path.join(folder, flowChoice.copy.to), flowChoice.copy.text);
    const drawn = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/wordmarks.mjs'), '--brand', id],
      { cwd: root, encoding: 'utf8' },
    );
    if (drawn.status !== 0) throw new BrandNewError(`npm run wordmarks failed:\n${drawn.stderr}`);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return { folder, name: brandName, theme, flow };
}

/** What to do next, printed after the folder is written (README, "Launch a brand", says the same). */
export function nextSteps({ id, name, flow }) {
  return [
    `\n${name} is apps/web/src/brands/${id}/. Next:`,
    `  1. Look at it: BRAND=${id} npm start  (or npm run dev, then ?brand=${id})`,
    `  2. Set its loan's real cost (pricing) and its loan bounds (started from a brand of its country's),`,
    `     locales and texts (textOverrides) in brand-config.ts; its vendors in tracking-config.ts.`,
    `     Its mark: wordmark.json (symbol, font), then npm run wordmarks -- --brand ${id};`,
    `     or replace logo.svg and favicon.svg with SVGs of your own and delete wordmark.json`,
    `     (while it is there, npm run wordmarks draws over them).`,
    `  3. Check it: npm run brand:check -- ${id}  (every problem at once, one line each; the build`,
    `     and npm start run it too)`,
    `  4. Its pictures: npm run screenshots -- --brand ${id}  (the visual baselines CI compares)`,
    `  5. Commit apps/web/src/brands/${id}/, its pictures, README.md, apps/sandbox-api/README.md and`,
    `     docs/brands.md (regenerated just now; after a later change of its settings,`,
    `     npm run brand:tables for both READMEs' tables, npm run brand:schema for docs/brands.md).`,
    `  6. Deploy: BRAND=${id} on the static server (apps/web/server/main.ts); the sandbox knows it already.`,
    flow === 'classic'
      ? `  (Runs the classic flow; --flow v3 or --flow <file.json> for the v3 form.)`
      : '',
  ].join('\n');
}

/** Runs one of the repository's generators in `root`; its name says what was not written. */
function generate(root, script, what) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, script)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new BrandNewError(`${what} were not written`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const options = parseArguments(process.argv.slice(2));
    const root = path.resolve(here, '..');
    const made = await scaffoldBrand({ root, ...options });
    console.log(
      `Wrote apps/web/src/brands/${options.id}/ (primary ${made.theme.primary}, corners ${made.theme.radius.control}/${made.theme.radius.card})`,
    );
    generate(root, 'scripts/brand-tables.mjs', 'The README tables');
    // docs/brands.md's examples come from the brands: the new one may give some.
    generate(
      root,
      'apps/web/scripts/brand-schema/write-brand-schema.ts',
      'docs/brands.md and the schemas',
    );
    console.log(nextSteps({ id: options.id, name: made.name, flow: options.flow }));
  } catch (error) {
    if (!(error instanceof BrandNewError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
