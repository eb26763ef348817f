import type { PolicyDocument, PolicyLocale } from '@lf/contract';

/** What a brand's policy page says besides its sections, in one language. */
export interface PolicyPageTexts {
  /** Each document's name, as the front end's links name it (`footer>terms`, `footer>privacy`). */
  readonly documents: Readonly<Record<PolicyDocument, string>>;
  /** That this is the sandbox's sample, not a real document; `{brand}` is the brand's name. */
  readonly sample: string;
}

/**
 * The policy pages' own words by locale: in the language the brand's policies are written in
 * (brand-policies.ts, stage-policy-texts.ts), so a page reads as one with its sections. The page's
 * `lang` is the locale's tag in the contract (`LocaleTags`: `ph` is Philippine English, en-PH).
 */
export const POLICY_PAGE_TEXTS: Readonly<Record<PolicyLocale, PolicyPageTexts>> = {
  en: {
    documents: { terms: 'Terms and conditions', privacy: 'Data processing policy' },
    sample:
      'A sample page of the sandbox, not a real document: it sets out what the consents {brand} asks for say.',
  },
  es: {
    documents: { terms: 'Términos y condiciones', privacy: 'Política de tratamiento de datos' },
    sample:
      'Página de ejemplo del entorno de pruebas, no un documento real: recoge lo que dicen los consentimientos que pide {brand}.',
  },
  mx: {
    documents: { terms: 'Términos y condiciones', privacy: 'Aviso de privacidad' },
    sample:
      'Página de ejemplo del entorno de pruebas, no un documento real: reúne lo que dicen los consentimientos que solicita {brand}.',
  },
  co: {
    documents: {
      terms: 'Términos y condiciones',
      privacy: 'Política de tratamiento de datos personales',
    },
    sample:
      'Página de ejemplo del entorno de pruebas, no un documento real: reúne lo que dicen las autorizaciones que solicita {brand}.',
  },
  pl: {
    documents: { terms: 'Regulamin', privacy: 'Polityka przetwarzania danych' },
    sample:
      'Przykładowa strona środowiska testowego, a nie prawdziwy dokument: zawiera treść zgód, o które prosi {brand}.',
  },
  ro: {
    documents: { terms: 'Termeni și condiții', privacy: 'Politica de prelucrare a datelor' },
    sample:
      'Aceasta este o pagină de exemplu a mediului de testare, nu un document real: cuprinde acordurile pe care {brand} le solicită de la dumneavoastră.',
  },
  vn: {
    documents: { terms: 'Điều khoản và điều kiện', privacy: 'Chính sách xử lý dữ liệu cá nhân' },
    sample:
      'Trang mẫu của môi trường thử nghiệm, không phải tài liệu thật: trang này nêu nội dung các sự đồng ý mà {brand} đề nghị.',
  },
  de: {
    documents: { terms: 'Allgemeine Geschäftsbedingungen', privacy: 'Datenschutzerklärung' },
    sample:
      'Eine Beispielseite der Testumgebung, kein echtes Dokument: Sie gibt wieder, was die Einwilligungen besagen, um die {brand} bittet.',
  },
  ph: {
    documents: { terms: 'Terms and conditions', privacy: 'Data privacy policy' },
    sample:
      'This is a sample page from the sandbox, not a real document: it shows what the consents that {brand} asks for say.',
  },
};
