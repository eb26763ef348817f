import type { PolicyLocale } from '@lf/contract';

/** The after-offer consent pages' policies (see stage-policies.ts), by id. */
export type StagePolicyId =
  | 'loanAgreement'
  | 'creditFileCheck'
  | 'partnerDataSharing'
  | 'partnerOffers'
  | 'advanziaCardTerms'
  | 'advanziaPrivacy'
  | 'advanziaOffers'
  | 'tfbankCreditInformation'
  | 'tfbankCreditCheck'
  | 'tfbankOffers';

type Texts = Readonly<Record<StagePolicyId, { readonly title: string; readonly text: string }>>;

/** Title and text of each after-offer policy by locale; `{brand}` is the brand's name. */
export const STAGE_POLICY_TEXTS: Readonly<Record<PolicyLocale, Texts>> = {
  en: {
    loanAgreement: {
      title: 'Loan agreement and pre-contract information',
      text: 'I have read the pre-contract information and the loan agreement for this offer, and I accept them.',
    },
    creditFileCheck: {
      title: 'Credit file check',
      text: 'I agree that {brand} and the lender check my credit file with credit reference agencies to confirm this offer.',
    },
    partnerDataSharing: {
      title: 'Sharing my application with the partner',
      text: 'I agree that {brand} passes my application and contact details to its partner lender, so that it can make me an offer.',
    },
    partnerOffers: {
      title: "The partner's own offers",
      text: 'I agree that the partner lender contacts me about its other products. This is optional and I can withdraw it at any time.',
    },
    advanziaCardTerms: {
      title: 'Advanzia Bank card terms and price list',
      text: "I have read and accept Advanzia Bank's terms for the credit card and its price list.",
    },
    advanziaPrivacy: {
      title: 'Advanzia Bank privacy notice',
      text: 'I agree that {brand} passes my application to Advanzia Bank and that Advanzia Bank processes my data to open and run my card account.',
    },
    advanziaOffers: {
      title: 'Offers from Advanzia Bank',
      text: 'I agree that Advanzia Bank tells me about its other products. This is optional and I can withdraw it at any time.',
    },
    tfbankCreditInformation: {
      title: "TF Bank's standard European consumer credit information",
      text: "I have received and read TF Bank's standard European consumer credit information for this loan.",
    },
    tfbankCreditCheck: {
      title: 'Credit check by TF Bank',
      text: 'I agree that {brand} passes my application to TF Bank and that TF Bank checks my credit history to decide on it.',
    },
    tfbankOffers: {
      title: 'Offers from TF Bank',
      text: 'I agree that TF Bank tells me about its other products. This is optional and I can withdraw it at any time.',
    },
  },
  es: {
    loanAgreement: {
      title: 'Contrato de préstamo e información precontractual',
      text: 'He leído la información precontractual y el contrato de préstamo de esta oferta y los acepto.',
    },
    creditFileCheck: {
      title: 'Consulta de solvencia',
      text: 'Acepto que {brand} y el prestamista consulten mis datos en ficheros de solvencia para confirmar esta oferta.',
    },
    partnerDataSharing: {
      title: 'Cesión de mi solicitud a la entidad colaboradora',
      text: 'Acepto que {brand} comunique mi solicitud y mis datos de contacto a su entidad colaboradora para que pueda hacerme una oferta.',
    },
    partnerOffers: {
      title: 'Ofertas de la entidad colaboradora',
      text: 'Acepto que la entidad colaboradora me informe de sus otros productos. Es opcional y puedo retirar este consentimiento en cualquier momento.',
    },
    advanziaCardTerms: {
      title: 'Condiciones de la tarjeta y tarifas de Advanzia Bank',
      text: 'He leído y acepto las condiciones de la tarjeta de crédito de Advanzia Bank y su lista de tarifas.',
    },
    advanziaPrivacy: {
      title: 'Aviso de privacidad de Advanzia Bank',
      text: 'Acepto que {brand} comunique mi solicitud a Advanzia Bank y que Advanzia Bank trate mis datos para abrir y gestionar mi cuenta de tarjeta.',
    },
    advanziaOffers: {
      title: 'Ofertas de Advanzia Bank',
      text: 'Acepto que Advanzia Bank me informe de sus otros productos. Es opcional y puedo retirar este consentimiento en cualquier momento.',
    },
    tfbankCreditInformation: {
      title: 'Información normalizada europea de TF Bank',
      text: 'He recibido y leído la información normalizada europea sobre el crédito al consumo de TF Bank para este préstamo.',
    },
    tfbankCreditCheck: {
      title: 'Estudio de solvencia de TF Bank',
      text: 'Acepto que {brand} comunique mi solicitud a TF Bank y que TF Bank consulte mi historial crediticio para decidir sobre ella.',
    },
    tfbankOffers: {
      title: 'Ofertas de TF Bank',
      text: 'Acepto que TF Bank me informe de sus otros productos. Es opcional y puedo retirar este consentimiento en cualquier momento.',
    },
  },
  mx: {
    loanAgreement: {
      title: 'Contrato de préstamo e información previa',
      text: 'He leído la información previa a la contratación y el contrato de préstamo de esta oferta, y los acepto.',
    },
    creditFileCheck: {
      title: 'Consulta de historial crediticio',
      text: 'Autorizo a {brand} y al otorgante a consultar mi historial en sociedades de información crediticia para confirmar esta oferta.',
    },
    partnerDataSharing: {
      title: 'Transferencia de mi solicitud a la institución aliada',
      text: 'Acepto que {brand} transfiera mi solicitud y mis datos de contacto a su institución aliada para que pueda hacerme una oferta.',
    },
    partnerOffers: {
      title: 'Ofertas de la institución aliada',
      text: 'Acepto que la institución aliada me contacte sobre sus otros productos. Es opcional y puedo revocar este consentimiento en cualquier momento.',
    },
    advanziaCardTerms: {
      title: 'Términos de la tarjeta y comisiones de Advanzia Bank',
      text: 'He leído y acepto los términos de la tarjeta de crédito de Advanzia Bank y su tabla de comisiones.',
    },
    advanziaPrivacy: {
      title: 'Aviso de privacidad de Advanzia Bank',
      text: 'Acepto que {brand} transfiera mi solicitud a Advanzia Bank y que Advanzia Bank trate mis datos para abrir y administrar mi cuenta de tarjeta.',
    },
    advanziaOffers: {
      title: 'Ofertas de Advanzia Bank',
      text: 'Acepto que Advanzia Bank me informe sobre sus otros productos. Es opcional y puedo revocar este consentimiento en cualquier momento.',
    },
    tfbankCreditInformation: {
      title: 'Información estandarizada del crédito de TF Bank',
      text: 'He recibido y leído la información estandarizada del crédito al consumo de TF Bank para este préstamo.',
    },
    tfbankCreditCheck: {
      title: 'Consulta de crédito de TF Bank',
      text: 'Acepto que {brand} transfiera mi solicitud a TF Bank y que TF Bank consulte mi historial crediticio para resolverla.',
    },
    tfbankOffers: {
      title: 'Ofertas de TF Bank',
      text: 'Acepto que TF Bank me informe sobre sus otros productos. Es opcional y puedo revocar este consentimiento en cualquier momento.',
    },
  },
  co: {
    loanAgreement: {
      title: 'Contrato de crédito e información precontractual',
      text: 'He leído la información precontractual y el contrato de crédito de esta oferta, y los acepto.',
    },
    creditFileCheck: {
      title: 'Consulta en centrales de riesgo',
      text: 'Autorizo a {brand} y a la entidad prestamista a consultar mi información en centrales de riesgo para confirmar esta oferta.',
    },
    partnerDataSharing: {
      title: 'Transferencia de mi solicitud a la entidad aliada',
      text: 'Autorizo a {brand} para transferir mi solicitud y mis datos de contacto a su entidad aliada, para que pueda hacerme una oferta.',
    },
    partnerOffers: {
      title: 'Ofertas de la entidad aliada',
      text: 'Autorizo a la entidad aliada para contactarme sobre sus otros productos. Es opcional y puedo revocar esta autorización en cualquier momento.',
    },
    advanziaCardTerms: {
      title: 'Términos de la tarjeta y tarifas de Advanzia Bank',
      text: 'He leído y acepto los términos de la tarjeta de crédito de Advanzia Bank y su tabla de tarifas.',
    },
    advanziaPrivacy: {
      title: 'Política de tratamiento de datos de Advanzia Bank',
      text: 'Autorizo a {brand} para transferir mi solicitud a Advanzia Bank, y a Advanzia Bank para tratar mis datos con el fin de abrir y administrar mi cuenta de tarjeta.',
    },
    advanziaOffers: {
      title: 'Ofertas de Advanzia Bank',
      text: 'Autorizo a Advanzia Bank para informarme sobre sus otros productos. Es opcional y puedo revocar esta autorización en cualquier momento.',
    },
    tfbankCreditInformation: {
      title: 'Información estandarizada del crédito de TF Bank',
      text: 'He recibido y leído la información estandarizada del crédito de consumo de TF Bank para este préstamo.',
    },
    tfbankCreditCheck: {
      title: 'Consulta de crédito de TF Bank',
      text: 'Autorizo a {brand} para transferir mi solicitud a TF Bank, y a TF Bank para consultar mi historial crediticio y decidir sobre ella.',
    },
    tfbankOffers: {
      title: 'Ofertas de TF Bank',
      text: 'Autorizo a TF Bank para informarme sobre sus otros productos. Es opcional y puedo revocar esta autorización en cualquier momento.',
    },
  },
  pl: {
    loanAgreement: {
      title: 'Umowa pożyczki i informacje przedumowne',
      text: 'Zapoznałem(-am) się z informacjami przedumownymi i umową pożyczki dla tej oferty i je akceptuję.',
    },
    creditFileCheck: {
      title: 'Sprawdzenie historii kredytowej',
      text: 'Wyrażam zgodę na sprawdzenie przez {brand} i pożyczkodawcę mojej historii kredytowej w biurach informacji kredytowej w celu potwierdzenia tej oferty.',
    },
    partnerDataSharing: {
      title: 'Przekazanie wniosku partnerowi',
      text: 'Wyrażam zgodę na przekazanie przez {brand} mojego wniosku i danych kontaktowych pożyczkodawcy partnerskiemu, aby mógł przedstawić mi ofertę.',
    },
    partnerOffers: {
      title: 'Oferty partnera',
      text: 'Wyrażam zgodę na kontakt ze strony pożyczkodawcy partnerskiego w sprawie innych jego produktów. Zgoda jest dobrowolna i mogę ją w każdej chwili wycofać.',
    },
    advanziaCardTerms: {
      title: 'Regulamin karty i tabela opłat Advanzia Bank',
      text: 'Zapoznałem(-am) się z regulaminem karty kredytowej Advanzia Bank i tabelą opłat i je akceptuję.',
    },
    advanziaPrivacy: {
      title: 'Informacja o prywatności Advanzia Bank',
      text: 'Wyrażam zgodę na przekazanie przez {brand} mojego wniosku do Advanzia Bank i przetwarzanie moich danych przez Advanzia Bank w celu otwarcia i prowadzenia rachunku karty.',
    },
    advanziaOffers: {
      title: 'Oferty Advanzia Bank',
      text: 'Wyrażam zgodę na informowanie mnie przez Advanzia Bank o innych produktach. Zgoda jest dobrowolna i mogę ją w każdej chwili wycofać.',
    },
    tfbankCreditInformation: {
      title: 'Formularz informacyjny TF Bank',
      text: 'Otrzymałem(-am) i przeczytałem(-am) formularz informacyjny dotyczący kredytu konsumenckiego TF Bank dla tej pożyczki.',
    },
    tfbankCreditCheck: {
      title: 'Ocena zdolności kredytowej przez TF Bank',
      text: 'Wyrażam zgodę na przekazanie przez {brand} mojego wniosku do TF Bank i sprawdzenie przez TF Bank mojej historii kredytowej w celu jego rozpatrzenia.',
    },
    tfbankOffers: {
      title: 'Oferty TF Bank',
      text: 'Wyrażam zgodę na informowanie mnie przez TF Bank o innych produktach. Zgoda jest dobrowolna i mogę ją w każdej chwili wycofać.',
    },
  },
  ro: {
    loanAgreement: {
      title: 'Contractul de credit și informațiile precontractuale',
      text: 'Am citit informațiile precontractuale și contractul de credit pentru această ofertă și le accept.',
    },
    creditFileCheck: {
      title: 'Verificarea istoricului de credit',
      text: 'Sunt de acord ca {brand} și creditorul să îmi verifice istoricul de credit la birourile de credit pentru a confirma această ofertă.',
    },
    partnerDataSharing: {
      title: 'Transmiterea cererii către partener',
      text: 'Sunt de acord ca {brand} să transmită cererea și datele mele de contact creditorului partener, pentru a-mi putea face o ofertă.',
    },
    partnerOffers: {
      title: 'Ofertele partenerului',
      text: 'Sunt de acord ca creditorul partener să mă contacteze despre alte produse ale sale. Este opțional și pot retrage acordul oricând.',
    },
    advanziaCardTerms: {
      title: 'Condițiile cardului și lista de comisioane Advanzia Bank',
      text: 'Am citit și accept condițiile cardului de credit Advanzia Bank și lista de comisioane.',
    },
    advanziaPrivacy: {
      title: 'Nota de confidențialitate Advanzia Bank',
      text: 'Sunt de acord ca {brand} să transmită cererea mea către Advanzia Bank și ca Advanzia Bank să îmi prelucreze datele pentru a deschide și administra contul cardului.',
    },
    advanziaOffers: {
      title: 'Oferte de la Advanzia Bank',
      text: 'Sunt de acord ca Advanzia Bank să mă informeze despre alte produse ale sale. Este opțional și pot retrage acordul oricând.',
    },
    tfbankCreditInformation: {
      title: 'Informațiile standard europene TF Bank',
      text: 'Am primit și am citit formularul de informații standard europene privind creditul pentru consumatori TF Bank pentru acest credit.',
    },
    tfbankCreditCheck: {
      title: 'Verificarea creditului de către TF Bank',
      text: 'Sunt de acord ca {brand} să transmită cererea mea către TF Bank și ca TF Bank să îmi verifice istoricul de credit pentru a decide asupra ei.',
    },
    tfbankOffers: {
      title: 'Oferte de la TF Bank',
      text: 'Sunt de acord ca TF Bank să mă informeze despre alte produse ale sale. Este opțional și pot retrage acordul oricând.',
    },
  },
  vn: {
    loanAgreement: {
      title: 'Hợp đồng vay và thông tin trước hợp đồng',
      text: 'Tôi đã đọc thông tin trước hợp đồng và hợp đồng vay của ưu đãi này, và tôi chấp nhận.',
    },
    creditFileCheck: {
      title: 'Kiểm tra lịch sử tín dụng',
      text: 'Tôi đồng ý để {brand} và bên cho vay kiểm tra lịch sử tín dụng của tôi tại trung tâm thông tin tín dụng để xác nhận ưu đãi này.',
    },
    partnerDataSharing: {
      title: 'Chia sẻ hồ sơ với đối tác',
      text: 'Tôi đồng ý để {brand} chuyển hồ sơ vay và thông tin liên hệ của tôi cho bên cho vay đối tác để họ có thể đưa ra ưu đãi cho tôi.',
    },
    partnerOffers: {
      title: 'Ưu đãi của đối tác',
      text: 'Tôi đồng ý để bên cho vay đối tác liên hệ với tôi về các sản phẩm khác của họ. Không bắt buộc, tôi có thể rút lại sự đồng ý bất cứ lúc nào.',
    },
    advanziaCardTerms: {
      title: 'Điều khoản thẻ và biểu phí của Advanzia Bank',
      text: 'Tôi đã đọc và chấp nhận điều khoản thẻ tín dụng và biểu phí của Advanzia Bank.',
    },
    advanziaPrivacy: {
      title: 'Thông báo quyền riêng tư của Advanzia Bank',
      text: 'Tôi đồng ý để {brand} chuyển hồ sơ của tôi cho Advanzia Bank và để Advanzia Bank xử lý dữ liệu của tôi nhằm mở và quản lý tài khoản thẻ.',
    },
    advanziaOffers: {
      title: 'Ưu đãi từ Advanzia Bank',
      text: 'Tôi đồng ý để Advanzia Bank thông tin cho tôi về các sản phẩm khác. Không bắt buộc, tôi có thể rút lại sự đồng ý bất cứ lúc nào.',
    },
    tfbankCreditInformation: {
      title: 'Thông tin tín dụng tiêu dùng chuẩn của TF Bank',
      text: 'Tôi đã nhận và đọc thông tin tín dụng tiêu dùng chuẩn châu Âu của TF Bank cho khoản vay này.',
    },
    tfbankCreditCheck: {
      title: 'TF Bank kiểm tra tín dụng',
      text: 'Tôi đồng ý để {brand} chuyển hồ sơ của tôi cho TF Bank và để TF Bank kiểm tra lịch sử tín dụng của tôi nhằm xét duyệt.',
    },
    tfbankOffers: {
      title: 'Ưu đãi từ TF Bank',
      text: 'Tôi đồng ý để TF Bank thông tin cho tôi về các sản phẩm khác. Không bắt buộc, tôi có thể rút lại sự đồng ý bất cứ lúc nào.',
    },
  },
  de: {
    loanAgreement: {
      title: 'Kreditvertrag und vorvertragliche Informationen',
      text: 'Ich habe die vorvertraglichen Informationen und den Kreditvertrag zu diesem Angebot gelesen und akzeptiere sie.',
    },
    creditFileCheck: {
      title: 'Bonitätsprüfung',
      text: 'Ich bin damit einverstanden, dass {brand} und der Kreditgeber meine Bonität bei Auskunfteien prüfen, um dieses Angebot zu bestätigen.',
    },
    partnerDataSharing: {
      title: 'Weitergabe meines Antrags an den Partner',
      text: 'Ich bin damit einverstanden, dass {brand} meinen Antrag und meine Kontaktdaten an seinen Partner-Kreditgeber weitergibt, damit er mir ein Angebot machen kann.',
    },
    partnerOffers: {
      title: 'Angebote des Partners',
      text: 'Ich bin damit einverstanden, dass mich der Partner-Kreditgeber zu seinen weiteren Produkten kontaktiert. Freiwillig; ich kann diese Einwilligung jederzeit widerrufen.',
    },
    advanziaCardTerms: {
      title: 'Kartenbedingungen und Preisverzeichnis der Advanzia Bank',
      text: 'Ich habe die Bedingungen der Kreditkarte der Advanzia Bank und das Preisverzeichnis gelesen und akzeptiere sie.',
    },
    advanziaPrivacy: {
      title: 'Datenschutzhinweise der Advanzia Bank',
      text: 'Ich bin damit einverstanden, dass {brand} meinen Antrag an die Advanzia Bank weitergibt und die Advanzia Bank meine Daten zur Eröffnung und Führung meines Kartenkontos verarbeitet.',
    },
    advanziaOffers: {
      title: 'Angebote der Advanzia Bank',
      text: 'Ich bin damit einverstanden, dass mich die Advanzia Bank über ihre weiteren Produkte informiert. Freiwillig; ich kann diese Einwilligung jederzeit widerrufen.',
    },
    tfbankCreditInformation: {
      title: 'Europäische Standardinformationen der TF Bank',
      text: 'Ich habe die Europäischen Standardinformationen für Verbraucherkredite der TF Bank zu diesem Kredit erhalten und gelesen.',
    },
    tfbankCreditCheck: {
      title: 'Bonitätsprüfung durch die TF Bank',
      text: 'Ich bin damit einverstanden, dass {brand} meinen Antrag an die TF Bank weitergibt und die TF Bank für ihre Entscheidung meine Bonität prüft.',
    },
    tfbankOffers: {
      title: 'Angebote der TF Bank',
      text: 'Ich bin damit einverstanden, dass mich die TF Bank über ihre weiteren Produkte informiert. Freiwillig; ich kann diese Einwilligung jederzeit widerrufen.',
    },
  },
  // Philippine English, as the front end's ph form is ("English (Philippines)", en-PH).
  ph: {
    loanAgreement: {
      title: 'Loan agreement and disclosure statement',
      text: 'I have read the disclosure statement and the loan agreement for this offer, and I agree to them.',
    },
    creditFileCheck: {
      title: 'Credit check',
      text: 'I authorize {brand} and the lender to check my credit record with the Credit Information Corporation (CIC) and accredited credit bureaus to confirm this offer.',
    },
    partnerDataSharing: {
      title: 'Sharing my application with the partner lender',
      text: 'I consent to {brand} sharing my application and contact information with its partner lender, so that it can make me an offer.',
    },
    partnerOffers: {
      title: "The partner lender's own offers",
      text: 'I consent to the partner lender contacting me about its other products. This is optional, and I can withdraw my consent anytime.',
    },
    advanziaCardTerms: {
      title: 'Advanzia Bank card terms and schedule of fees',
      text: "I have read and agree to Advanzia Bank's credit card terms and its schedule of fees.",
    },
    advanziaPrivacy: {
      title: 'Advanzia Bank privacy notice',
      text: 'I consent to {brand} sharing my application with Advanzia Bank, and to Advanzia Bank processing my personal information to open and manage my card account.',
    },
    advanziaOffers: {
      title: 'Offers from Advanzia Bank',
      text: 'I consent to Advanzia Bank informing me about its other products. This is optional, and I can withdraw my consent anytime.',
    },
    tfbankCreditInformation: {
      title: "TF Bank's standard consumer credit information",
      text: "I have received and read TF Bank's standard European information on consumer credit for this loan.",
    },
    tfbankCreditCheck: {
      title: 'Credit check by TF Bank',
      text: 'I consent to {brand} sharing my application with TF Bank, and to TF Bank checking my credit history to decide on it.',
    },
    tfbankOffers: {
      title: 'Offers from TF Bank',
      text: 'I consent to TF Bank informing me about its other products. This is optional, and I can withdraw my consent anytime.',
    },
  },
};
