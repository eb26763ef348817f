import type { PolicyDocument, PolicyLocale } from '@lf/contract';

/** What a brand's policy page says besides its sections, in one language. */
export interface PolicyPageTexts {
  /** The `lang` of the page (a BCP 47 tag). */
  readonly lang: string;
  /** Each document's name, as the front end's links name it (`footer>terms`, `footer>privacy`). */
  readonly documents: Readonly<Record<PolicyDocument, string>>;
  /** That this is the sandbox's sample, not a real document; `{brand}` is the brand's name. */
  readonly sample: string;
}

/**
 * The policy pages' own words by locale: in the language the brand's policies are written in
 * (brand-policies.ts, stage-policy-texts.ts), so a page reads as one with its sections.
 */
export const POLICY_PAGE_TEXTS: Readonly<Record<PolicyLocale, PolicyPageTexts>> = {
  en: {
    lang: 'en-GB',
    documents: { terms: 'Terms and conditions', privacy: 'Data processing policy' },
    sample:
      'A sample page of the sandbox, not a real document: it sets out what the consents {brand} asks for say.',
  },
  es: {
    lang: 'es-ES',
    documents: { terms: 'Términos y condiciones', privacy: 'Política de tratamiento de datos' },
    sample:
      'Página de ejemplo del entorno de pruebas, no un documento real: recoge lo que dicen los consentimientos que pide {brand}.',
  },
  mx: {
    lang: 'es-MX',
    documents: { terms: 'Términos y condiciones', privacy: 'Aviso de privacidad' },
    sample:
      'Página de ejemplo del entorno de pruebas, no un documento real: reúne lo que dicen los consentimientos que solicita {brand}.',
  },
  co: {
    lang: 'es-CO',
    documents: {
      terms: 'Términos y condiciones',
      privacy: 'Política de tratamiento de datos personales',
    },
    sample:
      'Página de ejemplo del entorno de pruebas, no un documento real: reúne lo que dicen las autorizaciones que solicita {brand}.',
  },
  pl: {
    lang: 'pl-PL',
    documents: { terms: 'Regulamin', privacy: 'Polityka przetwarzania danych' },
    sample:
      'Przykładowa strona środowiska testowego, a nie prawdziwy dokument: zawiera treść zgód, o które prosi {brand}.',
  },
  ro: {
    lang: 'ro-RO',
    documents: { terms: 'Termeni și condiții', privacy: 'Politica de prelucrare a datelor' },
    sample:
      'Aceasta este o pagină de exemplu a mediului de testare, nu un document real: cuprinde acordurile pe care {brand} le solicită de la dumneavoastră.',
  },
  vn: {
    lang: 'vi-VN',
    documents: { terms: 'Điều khoản và điều kiện', privacy: 'Chính sách xử lý dữ liệu cá nhân' },
    sample:
      'Trang mẫu của môi trường thử nghiệm, không phải tài liệu thật: trang này nêu nội dung các sự đồng ý mà {brand} đề nghị.',
  },
  de: {
    lang: 'de-DE',
    documents: { terms: 'Allgemeine Geschäftsbedingungen', privacy: 'Datenschutzerklärung' },
    sample:
      'Eine Beispielseite der Testumgebung, kein echtes Dokument: Sie gibt wieder, was die Einwilligungen besagen, um die {brand} bittet.',
  },
  ph: {
    lang: 'fil-PH',
    documents: {
      terms: 'Mga tuntunin at kondisyon',
      privacy: 'Patakaran sa pagproseso ng datos',
    },
    sample:
      'Halimbawang pahina ng sandbox, hindi tunay na dokumento: nakasaad dito ang sinasabi ng mga pahintulot na hinihingi ng {brand}.',
  },
};
