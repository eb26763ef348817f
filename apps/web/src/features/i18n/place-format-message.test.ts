// @vitest-environment node
/// <reference types="node" />
/**
 * The place format (`city`) checks a town, and also a province, a district, a municipality and a
 * place of birth, so its message names no kind of place: the field's label, which the message
 * starts with, says which. Walked on kredit-klar-de: "Bundesland: Bitte geben Sie den Ortsnamen in
 * Buchstaben ein", a town's name asked for in the federal state's field.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { z } from 'zod';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

/** Each language's words for a town or a locality, which a province's message must not use. */
const TOWN_WORDS: Readonly<Record<string, RegExp>> = {
  en: /\b(town|city|locality)\b/i,
  ph: /\b(town|city|locality|municipality)\b/i,
  es: /\b(localidad|ciudad|municipio|pueblo)\b/i,
  mx: /\b(localidad|ciudad|municipio|pueblo)\b/i,
  co: /\b(localidad|ciudad|municipio|pueblo)\b/i,
  de: /(ort|stadt|gemeinde)/i,
  pl: /(miejscowo|miast|gmin)/i,
  ro: /(localit|oraș|comun)/i,
  vn: /(thành phố|thị xã|xã)/i,
};

const Validation = z.object({ validation: z.object({ cityFormat: z.string() }) });

test.each(Object.entries(TOWN_WORDS))(
  '%s: the place format’s message asks for a name, not a town’s',
  (locale, townWords) => {
    const file = join(localesDir, locale, 'translation.json');
    const { cityFormat } = Validation.parse(JSON.parse(readFileSync(file, 'utf8'))).validation;
    expect(cityFormat).toMatch(/^\{\{label\}\}/);
    expect(cityFormat).not.toMatch(townWords);
  },
);
