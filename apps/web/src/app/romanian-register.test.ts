// @vitest-environment node
/**
 * The Romanian interface addresses the applicant one way: formally, with the "dumneavoastră"
 * forms (Introduceți, Alegeți, Verificați; vă, dumneavoastră), never with the familiar ones
 * (Introdu, Alege, Verifică; te, îți, tău), which issue 37 found mixed, sometimes on one page.
 * Statements in the applicant's own voice (a consent's "Accept…", an option's "Nu dețin…") are
 * neither. And its ș and ț are written with a comma below, not the cedilla of ş and ţ.
 */
import { describe, expect, test } from 'vitest';
import { textsOfLocale, textsSaying } from '../test/locale-texts-on-disk';

/** Every Romanian text: the files of public/locales/ro, and what brands word their own way. */
const texts = textsOfLocale('ro');

/**
 * The familiar imperatives of the verbs the interface asks with, as they open a sentence, a
 * button or a link (mid-sentence, "continuă" or "primește" may be a statement: "the application
 * continues"). Their formal forms: Introduceți, Alegeți, Selectați, Verificați, Apăsați...
 */
const FAMILIAR_IMPERATIVES = [
  'Acceptă',
  'Alege',
  'Anulează',
  'Apasă',
  'Arată',
  'Așteaptă',
  'Bifează',
  'Cere',
  'Citește',
  'Compară',
  'Completează',
  'Conectează',
  'Continuă',
  'Copiază',
  'Creează',
  'Dă',
  'Deschide',
  'Dezabonează',
  'Fă',
  'Folosește',
  'Indică',
  'Introdu',
  'Începe',
  'Încarcă',
  'Încearcă',
  'Încheie',
  'Lasă',
  'Mărește',
  'Menționeaz',
  'Mergi',
  'Micșorează',
  'Modifică',
  'Prelungește',
  'Primește',
  'Refuză',
  'Reîncarcă',
  'Salvează',
  'Sari',
  'Schimbă',
  'Scrie',
  'Scurtează',
  'Selectează',
  'Spune',
  'Sună',
  'Trimite',
  'Verifică',
  'Vezi',
];

/**
 * Where a request starts: at the text's start, after . : ? ! „ ( (a sentence, a label, a quoted
 * name), or after "și" or "sau" ("Verificați conexiunea și încercați din nou").
 */
const SENTENCE_START = String.raw`(?:^|[.:?!„(]\s*|\s(?:și|sau)\s+)`;
const familiarImperative = new RegExp(
  `${SENTENCE_START}(${FAMILIAR_IMPERATIVES.join('|')})(?![\\p{L}])`,
  'iu',
);

/**
 * The familiar "you" anywhere: its pronouns and possessives (te, tu, ție, îți, ți-, -ți; tău,
 * ta, tăi, tale) and the second person singular of the verbs the texts ask with (ai, ești, poți,
 * vrei, vei, știi...). The formal ones: vă, dumneavoastră, aveți, sunteți, puteți, doriți...
 */
const FAMILIAR_WORDS = [
  'te',
  'tu',
  'ție',
  'îți',
  'ți',
  'tău',
  'ta',
  'tăi',
  'tale',
  'ai',
  'ești',
  'poți',
  'vrei',
  'vei',
  'știi',
  'primești',
  'deții',
  'locuiești',
  'lucrezi',
  'plătești',
  'datorezi',
  'folosești',
  'numești',
  'accepți',
  'soliciți',
  'împrumuți',
  'continui',
  'termini',
  'revii',
  'semnezi',
  'scrii',
  'suni',
  'introduci',
  'alegi',
  'încarci',
];
const familiarWord = new RegExp(`(?<![\\p{L}])(${FAMILIAR_WORDS.join('|')})(?![\\p{L}])`, 'iu');

describe('the Romanian texts', () => {
  test('there are texts to check', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  test('ask with the formal imperative (Introduceți, Alegeți), never the familiar one (Introdu, Alege)', () => {
    const familiar = textsSaying(texts, familiarImperative);
    expect(familiar).toEqual([]);
  });

  test('address the applicant as dumneavoastră (vă, aveți), never as tu (te, îți, ai)', () => {
    const familiar = textsSaying(texts, familiarWord);
    expect(familiar).toEqual([]);
  });

  test('write ș and ț with a comma below, not the cedilla of ş and ţ', () => {
    const cedillas = texts.filter(([, text]) => /[şţŞŢ]/u.test(text)).map(([where]) => where);
    expect(cedillas).toEqual([]);
  });
});
