import type { Choice, ChoiceListName, ChoicesQuery } from '@lf/contract';
import type { ApplicationDispatch } from '../application';
import type { FieldDefinition } from '../flow';
import { choiceListNow, loadChoiceList } from '../lookups/lazy-choices';
import { ServedLists, servedListsOf, type ServedChoices } from './served-lists';

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
 * Gives `onServed` the fields with each list the lead API serves, as each arrives: at once for a
 * list kept for the session, else once asked. A list that cannot be had is never given.
 */
export function loadServedChoices(
  fields: readonly FieldDefinition[],
  query: ChoicesQuery,
  dispatch: ApplicationDispatch,
  onServed: (fields: readonly FieldDefinition[]) => void,
): void {
  const served: Partial<Record<ChoiceListName, readonly Choice[]>> = {};
  const take = (name: ChoiceListName, choices: readonly Choice[]) => {
    served[name] = choices;
    onServed(withServedChoices(fields, served));
  };
  for (const name of servedListsOf(fields)) {
    const kept = choiceListNow(name, query);
    if (kept) take(name, kept);
    else {
      void dispatch(loadChoiceList(name, query)).then((choices) => {
        if (choices) take(name, choices);
      });
    }
  }
}
