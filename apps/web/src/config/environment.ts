import * as z from 'zod/mini';

/** Spec section 4: the deployment's environment; production turns session recording on. */
export const Environments = ['development', 'staging', 'production'] as const;
export type Environment = (typeof Environments)[number];

/**
 * The configuration also names the environment. The first page does not read it
 * (RuntimeConfigSchema leaves it out): only the tracking, after the first page, needs it.
 */
const EnvironmentConfigSchema = z.object({ environment: z.enum(Environments) });

/** The deployment's environment in its configuration; development when it does not say. */
export function environmentOf(config: unknown): Environment {
  const parsed = EnvironmentConfigSchema.safeParse(config);
  return parsed.success ? parsed.data.environment : 'development';
}
