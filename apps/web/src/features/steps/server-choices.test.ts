import { describe, expect, test } from 'vitest';
import { choiceValues, type FieldDefinition } from '../flow';
import { V3StepFields } from '../flow/v3-step-fields';
import { servedListsOf, withServedChoices } from './server-choices';

const positionType = V3StepFields['position-type'][0] as FieldDefinition;
const [countryOfBirth] = V3StepFields['country-of-birth'] as FieldDefinition[];
const served = [
  { value: 'permanent', label: 'Contrato indefinido' },
  { value: 'training', label: 'Contrato formativo' },
];

describe('choice lists the lead API serves', () => {
  test('the country and contract lists are served; others are not', () => {
    expect(servedListsOf(V3StepFields.citizenship)).toEqual(['country']);
    expect(servedListsOf([positionType])).toEqual(['position']);
    expect(servedListsOf(V3StepFields.education)).toEqual([]);
  });

  test('an answered list replaces the shipped values and names, in its order', () => {
    const [field] = withServedChoices([positionType], { position: served });
    expect(field?.options?.named).toEqual(served);
    expect(field?.options && choiceValues(field.options, 'ES')).toEqual(['permanent', 'training']);
    expect(field?.options && choiceValues(field.options, 'PL')).toEqual(['permanent', 'training']);
  });

  test('a list not answered keeps the shipped one', () => {
    const fields = [positionType, countryOfBirth as FieldDefinition];
    const [position, country] = withServedChoices(fields, { position: served });
    expect(country).toBe(countryOfBirth);
    expect(position?.options?.named).toEqual(served);
    expect(withServedChoices([positionType], {})[0]).toBe(positionType);
  });
});
