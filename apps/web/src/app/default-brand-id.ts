/**
 * The brand a deployment serves when it names none (and the README's first picture). A module of
 * its own so that brand:check can order brands as the registry does without loading the registry,
 * which throws at the first folder that does not load.
 */
export const DEFAULT_BRAND_ID = 'default-es';
