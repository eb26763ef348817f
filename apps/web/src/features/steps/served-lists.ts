import type { Choice, ChoiceListName } from '@lf/contract';
import type { FieldDefinition } from '../flow';

/** The catalogue's lists the lead API serves (spec section 7), by the catalogue's list name. */
export const ServedLists: Readonly<Record<string, ChoiceListName>> = {
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
