// @vitest-environment node
/// <reference types="node" />
/**
 * The banner's sentence of purposes reads as one list in every language: the purposes are joined
 * with the language's own "and" (consent-banner.ts), so a purpose that held a comma ("analytics
 * cookies, to improve the form") made the two read as "…, to improve the form and marketing
 * cookies, to measure our ads": the form and the cookies improved together.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { LocaleTags } from '@lf/contract';
import { Locales } from '../../config/locale-schema';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

interface ConsentTexts {
  banner: { purposes: string };
  analytics: { purpose: string; purposeWithRecording: string };
  marketing: { purpose: string };
}

const textsOf = (locale: string) =>
  JSON.parse(readFileSync(join(localesDir, locale, 'cookie-consent.json'), 'utf8')) as ConsentTexts;

/** The sentence a brand with both categories (and session recording) shows, as the banner writes it. */
function purposesSentence(locale: (typeof Locales)[number]): string {
  const texts = textsOf(locale);
  const list = new Intl.ListFormat(LocaleTags[locale], {
    style: 'long',
    type: 'conjunction',
  }).format([texts.analytics.purposeWithRecording, texts.marketing.purpose]);
  return texts.banner.purposes.replace('{{list}}', list);
}

describe('the banner’s purposes', () => {
  test.each(Locales)('in %s, no purpose holds a comma of its own', (locale) => {
    const texts = textsOf(locale);
    for (const purpose of [
      texts.analytics.purpose,
      texts.analytics.purposeWithRecording,
      texts.marketing.purpose,
    ]) {
      expect(purpose).not.toMatch(/,/);
    }
  });

  test('read as one list of two purposes', () => {
    expect(purposesSentence('en')).toBe(
      'With your consent we also use analytics cookies (with session recording) to improve the form and marketing cookies to measure our ads.',
    );
    expect(purposesSentence('es')).toBe(
      'Con tu consentimiento usamos también cookies analíticas (con grabación de la sesión) para mejorar el formulario y cookies de marketing para medir la publicidad.',
    );
    expect(purposesSentence('de')).toBe(
      'Mit Ihrer Einwilligung nutzen wir auch Analyse-Cookies (mit Sitzungsaufzeichnung) zur Verbesserung des Formulars und Marketing-Cookies zur Messung unserer Werbung.',
    );
  });
});
