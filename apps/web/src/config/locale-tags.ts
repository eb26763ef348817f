import { LocaleTags as ContractLocaleTags } from '@lf/contract/locale-tags';
import type { Locale } from './brand-config-schema';

/** The product's locale codes are not all BCP 47 tags ("mx", "vn"): Intl gets these instead (one table with the lead API's, in the contract). */
export const LocaleTags: Readonly<Record<Locale, string>> = ContractLocaleTags;
