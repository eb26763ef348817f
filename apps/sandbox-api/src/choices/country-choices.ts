import type { Choice, LookupCountry, PolicyLocale } from '@lf/contract';

/** The product's locale codes are not all BCP 47 tags ("mx", "vn"): Intl gets these instead. */
const LocaleTags: Record<PolicyLocale, string> = {
  en: 'en-GB',
  es: 'es-ES',
  mx: 'es-MX',
  co: 'es-CO',
  pl: 'pl-PL',
  ro: 'ro-RO',
  vn: 'vi-VN',
  de: 'de-DE',
  ph: 'en-PH',
};

/**
 * Countries (of birth, of citizenship) as ISO 3166-1 alpha-2 codes: every inhabited one, with
 * Kosovo's XK, which banks and the EU use (`GET /choices/country`).
 */
export const CountryCodes: readonly string[] = `
  AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF
  BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG
  CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ
  EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH
  GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM
  IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY
  KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK
  ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG
  NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT
  PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM
  SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
  TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK
  YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/u);

const made = new Map<string, readonly Choice[]>();

/** Every country named in `locale`, `first` (the brand's) first, the rest by name. */
export function countryChoices(first: LookupCountry, locale: PolicyLocale): readonly Choice[] {
  const key = `${locale} ${first}`;
  const known = made.get(key);
  if (known) return known;
  const tag = LocaleTags[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  const named = CountryCodes.map((value) => ({ value, label: names.of(value) ?? value }));
  const choices = [
    ...named.filter((choice) => choice.value === first),
    ...named
      .filter((choice) => choice.value !== first)
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];
  made.set(key, choices);
  return choices;
}
