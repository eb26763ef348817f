/** A deployment's or a brand's configuration that cannot be served: start-up stops with it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
