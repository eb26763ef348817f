import type { Choice, ChoiceListName } from '@lf/contract';
import { useEffect, useMemo, useState } from 'react';
import { useBrand } from '../../config/brand-context';
import { useApplicationDispatch } from '../application';
import type { FieldDefinition } from '../flow';
import { useLocale } from '../i18n';
import { choiceListNow, loadChoiceList } from '../lookups';
import type { FormPage } from './step-form';

/** The catalogue's lists the lead API serves (spec section 7), by the catalogue's list name. */
const ServedLists: Readonly<Record<string, ChoiceListName>> = {
  country: 'country',
  positionType: 'position',
};

export type ServedChoices = Partial<Record<ChoiceListName, readonly Choice[]>>;

/** The lists a page's fields offer that the lead API serves. */
export function servedListsOf(fields: readonly FieldDefinition[]): ChoiceListName[] {
  const names = fields.flatMap((field) => {
    const served = field.options && ServedLists[field.options.list];
    return served ? [served] : [];
  });
  return [...new Set(names)];
}

/**
 * The fields with the lists the lead API answered in place of the shipped ones: their values
 * (what is offered and accepted) and names. A list not answered keeps the shipped one.
 */
export function withServedChoices(
  fields: readonly FieldDefinition[],
  served: ServedChoices,
): readonly FieldDefinition[] {
  return fields.map((field) => {
    const name = field.options && ServedLists[field.options.list];
    const choices = name && served[name];
    if (!field.options || !choices) return field;
    const { list, control } = field.options;
    const values = choices.map((choice) => choice.value);
    return { ...field, options: { list, control, values, named: choices } };
  });
}

/**
 * A page whose choices come from the lead API where it serves them, kept for the session; while
 * the call is on its way, and when it fails, the page offers the list it ships, so a select is
 * never empty (issue 38 item 4).
 */
export function useServedChoices(page: FormPage): FormPage {
  const { country } = useBrand();
  const locale = useLocale();
  const dispatch = useApplicationDispatch();
  const names = useMemo(() => servedListsOf(page.fields), [page.fields]);
  const [answered, setAnswered] = useState<Record<string, readonly Choice[]>>({});
  const key = (name: ChoiceListName) => `${name} ${locale} ${country}`;
  const served: ServedChoices = Object.fromEntries(
    names.flatMap((name) => {
      const choices = answered[key(name)] ?? choiceListNow(name, { locale, country });
      return choices ? [[name, choices]] : [];
    }),
  );
  const missing = names.filter((name) => !served[name]).join(' ');
  useEffect(() => {
    if (missing === '') return undefined;
    let current = true;
    for (const name of missing.split(' ') as ChoiceListName[]) {
      void dispatch(loadChoiceList(name, { locale, country })).then((choices) => {
        if (current && choices) {
          setAnswered((before) => ({ ...before, [`${name} ${locale} ${country}`]: choices }));
        }
      });
    }
    return () => {
      current = false;
    };
  }, [missing, locale, country, dispatch]);
  const servedKey =
    Object.keys(served).length === 0 ? '' : `${locale} ${country} ${Object.keys(served).join(' ')}`;
  // Made again only when another list arrives, so the form's checks stay put in between.
  return useMemo(
    () => (servedKey === '' ? page : { ...page, fields: withServedChoices(page.fields, served) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `served` is told by `servedKey`
    [page, servedKey],
  );
}
