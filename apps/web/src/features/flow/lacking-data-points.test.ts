import { describe, expect, test } from 'vitest';
import type { FlowStep } from './flow-config';
import { lacksDataPoint, requiredDataPoints, type LackingDataPoints } from './lacking-data-points';
import type { FieldDefinition } from './step-catalogue';

const firstName: FieldDefinition = {
  path: 'personalDetails.firstName',
  kind: 'text',
  required: true,
};
const middleName: FieldDefinition = {
  path: 'personalDetails.middleName',
  kind: 'text',
  required: false,
};
const gender: FieldDefinition = { path: 'personalDetails.gender', kind: 'choice', required: true };
const name = { id: 'name' } as FlowStep;
const genderStep = { id: 'gender' } as FlowStep;
const fieldsOf = (step: FlowStep) =>
  step.id === 'name' ? [firstName, middleName] : [gender, firstName];

const held = (data: unknown, leadRevision: number | null = 3) => ({
  applicationData: data,
  leadRevision,
});
const asked: LackingDataPoints = {
  missing: new Set(['personalDetails.gender']),
  askedWith: { personalDetails: { firstName: 'Ana', gender: 'x' } },
  askedAtRevision: 3,
};

describe('data points a lead lacks (issue 38 item 5)', () => {
  test('the flow asks about each required data point once, in its order', () => {
    expect(requiredDataPoints([name, genderStep], fieldsOf)).toEqual([
      'personalDetails.firstName',
      'personalDetails.gender',
    ]);
  });

  test('a page lacks an answer the server said is missing while the lead is as it was asked', () => {
    expect(lacksDataPoint(asked, [gender], held(asked.askedWith))).toBe(true);
    expect(lacksDataPoint(asked, [firstName], held(asked.askedWith))).toBe(false);
  });

  test('an answer changed here since, or a save answered since, lets the page’s own check decide', () => {
    const changed = { personalDetails: { firstName: 'Ana', gender: 'female' } };
    expect(lacksDataPoint(asked, [gender], held(changed))).toBe(false);
    expect(lacksDataPoint(asked, [gender], held(asked.askedWith, 4))).toBe(false);
  });

  test('without an answer from the server nothing is lacking', () => {
    expect(lacksDataPoint(null, [gender], held({}))).toBe(false);
  });
});
