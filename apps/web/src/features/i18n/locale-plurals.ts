import type { ThirdPartyModule } from 'i18next';
import { LocaleSchema } from '../../config/locale-schema';
import { LocaleTags } from '../../config/locale-tags';

/**
 * The product's locale codes name folders and brands, but not all are BCP 47 tags: Intl reads
 * "mx" and "co" as unknown languages, "vn" and "ph" likewise, and falls back to the browser's own
 * language ("1 días"). i18next keeps the codes for loading; this module hands its plural resolver
 * the tag instead (es-MX, es-CO, vi-VN, en-PH...), so plurals follow the locale's own rules.
 */
export const localePlurals: ThirdPartyModule = {
  type: '3rdParty',
  init(i18n) {
    const resolver: unknown = i18n.services.pluralResolver;
    if (!hasGetRule(resolver)) throw new TypeError('i18next has no plural resolver to adapt');
    const getRule = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => getRule(localeTag(code), options);
  },
};

/** The one method of i18next's (untyped) plural resolver that every plural lookup goes through. */
interface PluralRuleSource {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

function hasGetRule(value: unknown): value is PluralRuleSource {
  return (
    typeof value === 'object' &&
    value !== null &&
    'getRule' in value &&
    typeof value.getRule === 'function'
  );
}

/** The BCP 47 tag of a product locale code; any other code is passed through unchanged. */
export function localeTag(code: string): string {
  const parsed = LocaleSchema.safeParse(code);
  return parsed.success ? LocaleTags[parsed.data] : code;
}
