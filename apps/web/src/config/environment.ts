import * as z from 'zod/mini';

/** Spec section 4: the deployment's environment; production turns session recording on. */
export const Environments = ['development', 'staging', 'production'] as const;
export type Environment = (typeof Environments)[number];

/**
 * config.json also names the environment. The first page does not read it (RuntimeConfigSchema
 * leaves it out): only the tracking, after the first page, needs it.
 */
const EnvironmentConfigSchema = z.object({ environment: z.enum(Environments) });

/** The deployment's environment from config.json; development when it cannot be read. */
export async function readEnvironment(configUrl: string): Promise<Environment> {
  try {
    const response = await fetch(configUrl);
    const parsed = EnvironmentConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.environment : 'development';
  } catch {
    return 'development';
  }
}
