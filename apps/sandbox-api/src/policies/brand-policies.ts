import {
  FALLBACK_POLICY_LOCALE,
  PolicyLocales,
  type Policy,
  type PolicyLocale,
  type PolicyScope,
} from '@lf/contract';
import { sandboxProduct } from '../products/sandbox-products.js';
import { brandDocuments, policyLink, type SectionedPolicyId } from './brand-documents.js';
import { stagePolicies } from './stage-policies.js';
import { STAGE_POLICY_TEXTS } from './stage-policy-texts.js';

/** The policies every brand has, in the order shown; the id is the key in the lead's `policies`. */
export const POLICY_DEFINITIONS = [
  { id: 'generalTerms', required: true },
  { id: 'dataProcessing', required: true },
  { id: 'marketingProfiling', required: false },
] as const;

type PolicyKey = (typeof POLICY_DEFINITIONS)[number]['id'];
type PolicyTexts = Readonly<Record<PolicyKey, { title: string; text: string }>>;

/** Title and text of each policy by locale; `{brand}` is the brand's name. */
const TEXTS: Readonly<Record<PolicyLocale, PolicyTexts>> = {
  en: {
    generalTerms: {
      title: 'General terms and conditions',
      text: "I have read and accept {brand}'s general terms and conditions of the loan service.",
    },
    dataProcessing: {
      title: 'Data processing and privacy',
      text: 'I agree that {brand} processes my personal data to assess my application, as its privacy policy describes.',
    },
    marketingProfiling: {
      title: 'Personalised offers',
      text: 'I agree that {brand} uses my data to build a profile and send me offers that suit me. This is optional and I can withdraw it at any time.',
    },
  },
  es: {
    generalTerms: {
      title: 'Condiciones generales',
      text: 'He leído y acepto las condiciones generales del servicio de préstamos de {brand}.',
    },
    dataProcessing: {
      title: 'Tratamiento de datos y privacidad',
      text: 'Acepto que {brand} trate mis datos personales para estudiar mi solicitud, tal como describe su política de privacidad.',
    },
    marketingProfiling: {
      title: 'Ofertas personalizadas',
      text: 'Acepto que {brand} use mis datos para elaborar un perfil y enviarme ofertas adaptadas a mí. Es opcional y puedo retirar este consentimiento en cualquier momento.',
    },
  },
  mx: {
    generalTerms: {
      title: 'Términos y condiciones generales',
      text: 'He leído y acepto los términos y condiciones generales del servicio de préstamos de {brand}.',
    },
    dataProcessing: {
      title: 'Aviso de privacidad y tratamiento de datos',
      text: 'Acepto que {brand} trate mis datos personales para evaluar mi solicitud, conforme a su aviso de privacidad.',
    },
    marketingProfiling: {
      title: 'Ofertas personalizadas',
      text: 'Acepto que {brand} utilice mis datos para crear un perfil y enviarme ofertas a mi medida. Es opcional y puedo revocar este consentimiento en cualquier momento.',
    },
  },
  co: {
    generalTerms: {
      title: 'Términos y condiciones generales',
      text: 'He leído y acepto los términos y condiciones generales del servicio de préstamos de {brand}.',
    },
    dataProcessing: {
      title: 'Tratamiento de datos personales',
      text: 'Autorizo a {brand} para tratar mis datos personales con el fin de evaluar mi solicitud, según su política de tratamiento de datos.',
    },
    marketingProfiling: {
      title: 'Ofertas personalizadas',
      text: 'Autorizo a {brand} para usar mis datos en la creación de un perfil y enviarme ofertas acordes a mí. Es opcional y puedo revocar esta autorización en cualquier momento.',
    },
  },
  pl: {
    generalTerms: {
      title: 'Regulamin',
      text: 'Zapoznałem(-am) się z regulaminem usługi pożyczkowej {brand} i go akceptuję.',
    },
    dataProcessing: {
      title: 'Przetwarzanie danych i prywatność',
      text: 'Wyrażam zgodę na przetwarzanie moich danych osobowych przez {brand} w celu rozpatrzenia wniosku, zgodnie z polityką prywatności.',
    },
    marketingProfiling: {
      title: 'Oferty dopasowane do mnie',
      text: 'Wyrażam zgodę na profilowanie moich danych przez {brand} i przesyłanie mi dopasowanych ofert. Zgoda jest dobrowolna i mogę ją w każdej chwili wycofać.',
    },
  },
  ro: {
    generalTerms: {
      title: 'Termeni și condiții generale',
      text: 'Am citit și accept termenii și condițiile generale ale serviciului de creditare {brand}.',
    },
    dataProcessing: {
      title: 'Prelucrarea datelor și confidențialitate',
      text: 'Sunt de acord ca {brand} să îmi prelucreze datele personale pentru a analiza cererea mea, conform politicii de confidențialitate.',
    },
    marketingProfiling: {
      title: 'Oferte personalizate',
      text: 'Sunt de acord ca {brand} să folosească datele mele pentru a-mi crea un profil și a-mi trimite oferte potrivite. Este opțional și pot retrage acordul oricând.',
    },
  },
  vn: {
    generalTerms: {
      title: 'Điều khoản và điều kiện chung',
      text: 'Tôi đã đọc và chấp nhận các điều khoản và điều kiện chung của dịch vụ cho vay {brand}.',
    },
    dataProcessing: {
      title: 'Xử lý dữ liệu và quyền riêng tư',
      text: 'Tôi đồng ý để {brand} xử lý dữ liệu cá nhân của tôi nhằm xét duyệt hồ sơ vay, theo chính sách quyền riêng tư.',
    },
    marketingProfiling: {
      title: 'Ưu đãi cá nhân hóa',
      text: 'Tôi đồng ý để {brand} sử dụng dữ liệu của tôi để lập hồ sơ và gửi cho tôi các ưu đãi phù hợp. Không bắt buộc, tôi có thể rút lại sự đồng ý bất cứ lúc nào.',
    },
  },
  de: {
    generalTerms: {
      title: 'Allgemeine Geschäftsbedingungen',
      text: 'Ich habe die Allgemeinen Geschäftsbedingungen des Kreditservice von {brand} gelesen und akzeptiere sie.',
    },
    dataProcessing: {
      title: 'Datenverarbeitung und Datenschutz',
      text: 'Ich bin damit einverstanden, dass {brand} meine personenbezogenen Daten zur Prüfung meines Antrags verarbeitet, wie in der Datenschutzerklärung beschrieben.',
    },
    marketingProfiling: {
      title: 'Persönliche Angebote',
      text: 'Ich bin damit einverstanden, dass {brand} meine Daten für ein Profil nutzt und mir passende Angebote sendet. Freiwillig; ich kann diese Einwilligung jederzeit widerrufen.',
    },
  },
  // Philippine English, as the front end's ph form is ("English (Philippines)", en-PH).
  ph: {
    generalTerms: {
      title: 'General terms and conditions',
      text: "I have read and agree to the general terms and conditions of {brand}'s loan service.",
    },
    dataProcessing: {
      title: 'Data privacy',
      text: 'I consent to {brand} processing my personal information to evaluate my application, as its data privacy policy and the Data Privacy Act of 2012 provide.',
    },
    marketingProfiling: {
      title: 'Personalized offers',
      text: 'I consent to {brand} using my information to build a profile and send me offers that fit my needs. This is optional, and I can withdraw my consent anytime.',
    },
  },
};

function isPolicyLocale(value: string): value is PolicyLocale {
  return (PolicyLocales as readonly string[]).includes(value);
}

/**
 * The locale to answer in: the one asked for (any case), else its language (`de-DE` → `de`),
 * else English. An unknown or missing locale is not an error.
 */
export function resolvePolicyLocale(asked: string | undefined): PolicyLocale {
  const wanted = (asked ?? '').trim().toLowerCase();
  if (isPolicyLocale(wanted)) return wanted;
  const language = wanted.split(/[-_]/)[0] ?? '';
  return isPolicyLocale(language) ? language : FALLBACK_POLICY_LOCALE;
}

/**
 * The brand's policies in `locale`: its general ones, or with a `scope` those of an after-offer
 * consent page (stage-policies.ts); `undefined` for a product the table does not know. Each links
 * to the brand's page of it on this sandbox, reached at `origin` (brand-documents.ts).
 */
export function brandPolicies(
  product: string,
  locale: PolicyLocale,
  origin: string,
  scope?: PolicyScope,
): Policy[] | undefined {
  const known = sandboxProduct(product);
  if (!known) return undefined;
  const brand = brandDocuments(product, known.name, origin);
  if (scope) return stagePolicies(brand, locale, scope);
  return POLICY_DEFINITIONS.map(({ id, required }) => {
    const { title, text } = policyText(locale, id, brand.name);
    return { id, title, text, url: policyLink(brand, id), required };
  });
}

/** A brand's own policy (general or an offer's), its title and text in `locale`, naming it. */
export function policyText(
  locale: PolicyLocale,
  id: SectionedPolicyId,
  brandName: string,
): { title: string; text: string } {
  const { title, text } = isGeneral(id) ? TEXTS[locale][id] : STAGE_POLICY_TEXTS[locale][id];
  return { title, text: text.replaceAll('{brand}', brandName) };
}

const isGeneral = (id: SectionedPolicyId): id is PolicyKey =>
  POLICY_DEFINITIONS.some((policy) => policy.id === id);
