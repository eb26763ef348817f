// @vitest-environment node
/**
 * The Colombian interface addresses the applicant one way: as usted (Escriba, Elija, Revise; su,
 * usted, puede), as Colombian lenders do, never as tú (Escribe, Elige, Revisa; tu, te, puedes).
 * Walking credito-agil-co found both on one page: the field names usted, their error messages
 * tú (copied from Spain's texts), and the checking page's "Mantén esta página abierta" under
 * "Estamos revisando su solicitud". Statements in the applicant's own voice ("Acepto…") are
 * neither.
 */
import { describe, expect, test } from 'vitest';
import { textsOfLocale, textsSaying } from '../test/locale-texts-on-disk';

/** Every Colombian text: the files of public/locales/co, and what brands word their own way. */
const texts = textsOfLocale('co');

/**
 * The tú imperatives of the verbs the interface asks with, as they open a sentence, a button or
 * a link (mid-sentence, "revisa" may be a statement: "the lender reviews"). Their usted forms:
 * Escriba, Elija, Revise, Mantenga, Compruebe, Empiece...
 */
const TU_IMPERATIVES = [
  'Abre',
  'Acepta',
  'Añade',
  'Comprueba',
  'Compruébalo',
  'Confirma',
  'Continúa',
  'Descarga',
  'Elige',
  'Empieza',
  'Envía',
  'Escribe',
  'Espera',
  'Firma',
  'Haz',
  'Indica',
  'Inténtalo',
  'Introduce',
  'Lee',
  'Llama',
  'Mantén',
  'Pulsa',
  'Revisa',
  'Selecciona',
  'Sigue',
  'Sube',
  'Toca',
  'Usa',
  'Vuelve',
];

/**
 * Where a request starts: at the text's start, after . : ? ! « ( or after "y", "o". Not after ¿:
 * "¿Usa la banca en línea?" asks usted (the tú question is "¿Usas…?").
 */
const SENTENCE_START = String.raw`(?:^|[.:?!«(]\s*|\s(?:y|o)\s+)`;
const tuImperative = new RegExp(`${SENTENCE_START}(${TU_IMPERATIVES.join('|')})(?![\\p{L}])`, 'iu');

/**
 * The tú "you" anywhere: its pronouns and possessives (tu, tus, te, ti, contigo, tuyo) and the
 * second person singular of the verbs the texts say (puedes, tienes, quieres, has, vives,
 * cobras...). The usted ones: su, sus, le, usted, puede, tiene, quiere, ha, vive, recibe...
 */
const TU_WORDS = [
  'tu',
  'tus',
  'tú',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'puedes',
  'tienes',
  'quieres',
  'necesitas',
  'debes',
  'eres',
  'estás',
  'has',
  'vives',
  'cobras',
  'ganas',
  'pagas',
  'recibes',
  'recibirás',
  'podrás',
  'tendrás',
  'verás',
  'aceptas',
  'solicitas',
  'trabajas',
  'usas',
];
const tuWord = new RegExp(`(?<![\\p{L}])(${TU_WORDS.join('|')})(?![\\p{L}])`, 'iu');

describe('the Colombian texts', () => {
  test('there are texts to check', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  test('ask with the usted imperative (Escriba, Elija), never the tú one (Escribe, Elige)', () => {
    const familiar = textsSaying(texts, tuImperative);
    expect(familiar).toEqual([]);
  });

  test('address the applicant as usted (su, puede), never as tú (tu, te, puedes)', () => {
    const familiar = textsSaying(texts, tuWord);
    expect(familiar).toEqual([]);
  });
});
