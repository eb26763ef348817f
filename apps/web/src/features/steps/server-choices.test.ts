import { describe, expect, test } from 'vitest';
import { choiceValues, type FieldDefinition } from '../flow';
import { withServedChoices } from './served-choices';
import { servedListsOf } from './served-lists';

const choice = (path: FieldDefinition['path'], list: string): FieldDefinition => ({
  path,
  kind: 'choice',
  required: true,
  options: {
    list,
    values: ['permanent', 'fixedTerm'],
    byCountry: { PL: ['permanent', 'b2bContract'] },
    control: 'select',
  },
});
const positionType = choice('incomeDetails.positionType', 'positionType');
const countryOfBirth = choice('otherDetails.countryOfBirth', 'country');
const education = choice('otherDetails.education', 'education');
const served = [
  { value: 'permanent', label: 'Contrato indefinido' },
  { value: 'training', label: 'Contrato formativo' },
];

describe('choice lists the lead API serves', () => {
  test('the country and contract lists are served; others are not', () => {
    expect(servedListsOf([countryOfBirth, positionType, countryOfBirth])).toEqual([
      'country',
      'position',
    ]);
    expect(servedListsOf([education])).toEqual([]);
  });

  test('an answered list replaces the shipped values and names, in its order', () => {
    const [field] = withServedChoices([positionType], { position: served });
    expect(field?.options?.named).toEqual(served);
    expect(field?.options && choiceValues(field.options, 'ES')).toEqual(['permanent', 'training']);
    expect(field?.options && choiceValues(field.options, 'PL')).toEqual(['permanent', 'training']);
  });

  test('a list not answered keeps the shipped one', () => {
    const [position, country] = withServedChoices([positionType, countryOfBirth], {
      position: served,
    });
    expect(country).toBe(countryOfBirth);
    expect(position?.options?.named).toEqual(served);
    expect(withServedChoices([positionType], {})[0]).toBe(positionType);
  });
});
