import { useMemo } from 'react';
import { useBrand } from '../../config/brand-context';
import type { FormatCheck } from './step-validation';

/** The brand's format rules as a check the step validation calls (see features/validation). */
export function useFormatCheck(): FormatCheck {
  const brand = useBrand();
  return useMemo<FormatCheck>(() => {
    const formats = brand.validationFormats as Record<string, string>;
    return (rule, value) => {
      const source = formats[rule];
      if (!source) return null;
      return new RegExp(source, 'u').test(value) ? null : { key: `validation>${rule}Format` };
    };
  }, [brand]);
}
