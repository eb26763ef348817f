// @vitest-environment node
/**
 * Mexico and Colombia call a mobile phone a "celular": their labels say so, and walking
 * presta-ya-mx found its empty-number message still in Spain's words ("Escribe tu número de
 * móvil") under the label "Número de celular".
 */
import { describe, expect, test } from 'vitest';
import type { Locale } from '../config/locale-schema';
import { textsOfLocale, textsSaying } from '../test/locale-texts-on-disk';

describe('the Latin American locales use their own word for a mobile phone', () => {
  for (const locale of ['mx', 'co'] as const satisfies readonly Locale[]) {
    test(`${locale}: "celular", never "móvil"`, () => {
      const texts = textsOfLocale(locale);
      expect(textsSaying(texts, /(?<![\p{L}])(m[óo]vil(?:es)?)(?![\p{L}])/iu)).toEqual([]);
      expect(textsSaying(texts, /(?<![\p{L}])(celular)(?![\p{L}])/iu)).not.toEqual([]);
    });
  }
});
