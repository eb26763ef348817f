import {
  LocaleTags,
  RegionCodes,
  type Choice,
  type LookupCountry,
  type PolicyLocale,
} from '@lf/contract';

const made = new Map<string, readonly Choice[]>();

/** Every country named in `locale`, `first` (the brand's) first, the rest by name. */
export function countryChoices(first: LookupCountry, locale: PolicyLocale): readonly Choice[] {
  const key = `${locale} ${first}`;
  const known = made.get(key);
  if (known) return known;
  const tag = LocaleTags[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  const named = RegionCodes.map((value) => ({ value, label: names.of(value) ?? value }));
  const choices = [
    ...named.filter((choice) => choice.value === first),
    ...named
      .filter((choice) => choice.value !== first)
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];
  made.set(key, choices);
  return choices;
}
