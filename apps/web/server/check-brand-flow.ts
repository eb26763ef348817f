import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '../src/config/brand-config-schema';
import { ConfigError } from '../src/config/config-error';
import type { FlowConfig } from '../src/features/flow';
import { checkFlowConfig } from '../src/features/flow/check-flow-config';
import { parseFlowFile } from '../src/flows/parse-flow-file';

const source = path.resolve(import.meta.dirname, '../src');

/**
 * Where a flow data file of that name is: shared in src/flows (`<name>.json`), or a brand's own
 * in its folder (`src/brands/<id>/<name>.flow.json`), as flows/flow-files.ts finds them.
 */
export function flowFilePath(name: string): string | undefined {
  const brands = path.join(source, 'brands');
  return [
    path.join(source, 'flows', `${name}.json`),
    ...readdirSync(brands).map((brand) => path.join(brands, brand, `${name}.flow.json`)),
  ].find((file) => existsSync(file));
}

/** A brand's flow as configured: inline, or read from its data file. */
export function brandFlowConfig(flow: BrandConfig['flow']): FlowConfig {
  if (!('file' in flow)) return flow;
  const file = flowFilePath(flow.file);
  if (!file) throw new ConfigError(`Flow file "${flow.file}" not found`);
  return parseFlowFile(JSON.parse(readFileSync(file, 'utf8')) as unknown, flow);
}

/** The application page that runs each order of flow: the server's, or the configured one. */
const PageOfOrder = { server: 'classic', configured: 'dynamic' } as const;

/**
 * A brand's flow checked against the step catalogue, the lead paths and the rule names when the
 * server starts: a step, path or rule the catalogue lacks stops start-up with every problem listed
 * (the browser then runs only flows that passed, and carries no checking code). A configured
 * (v3) flow runs on the dynamic application page, a server-ordered one on the classic page.
 */
export function checkBrandFlow(brand: BrandConfig): void {
  const config = brandFlowConfig(brand.flow);
  const problems = checkFlowConfig(config);
  const page = PageOfOrder[config.order ?? 'server'];
  if (brand.applicationPage !== page) {
    problems.push(`a flow ordered by "${config.order ?? 'server'}" runs on the "${page}" page`);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid flow "${config.name}" for brand "${brand.id}": ${problems.join('; ')}`,
    );
  }
}
