import * as z from 'zod/mini';
import { NumberPatternSchema, type NumberPattern } from '../config/number-pattern';

/** The JSON block in the page holding its number patterns (server/prerendered-page.ts). */
export const NUMBER_PATTERNS_ELEMENT_ID = 'lf-number-patterns';

const NumberPatternsSchema = z.lazy(() => z.record(z.string(), NumberPatternSchema));

/**
 * The number patterns the page holds, by formatter key; none where it holds none or garbles
 * them (the formatters then make their Intl.NumberFormat, as without the build's help).
 */
export function numberPatternsOf(doc: Document = document): Record<string, NumberPattern> {
  const text = doc.getElementById(NUMBER_PATTERNS_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed = NumberPatternsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
