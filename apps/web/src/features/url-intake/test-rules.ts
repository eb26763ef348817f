import type { ValidationFormats } from '../../config/brand-config-schema';
import { DefaultSettings } from '../../config/default-settings';
import type { UrlIntakeRules } from './url-parameters';

/** The default brand's bounds and formats, as the tests of this feature use them. */
export const defaultRules: UrlIntakeRules = {
  loan: {
    amount: { min: 100, max: 1000, step: 100, default: 1000 },
    period: { min: 61, max: 90, step: 1, default: 31 },
    periodScale: 'days',
  },
  validationFormats: DefaultSettings.validationFormats as ValidationFormats,
  phonePrefix: '+34',
};
