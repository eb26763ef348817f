import { describe, expect, test } from 'vitest';
import { stepForRoute } from './classic-steps';
import { validateStep, type FormatCheck } from './step-validation';

const personal = stepForRoute('/personal-details');
const noFormatProblems: FormatCheck = () => null;
const today = new Date('2026-11-23T12:00:00Z');

describe('step validation', () => {
  test('asks for every required field, in the order of the page', () => {
    if (!personal) throw new Error('no personal step');
    const problems = validateStep(personal, {}, noFormatProblems, today);
    expect([...problems.keys()]).toEqual([
      'personalDetails-firstName',
      'personalDetails-lastName',
      'personalDetails-dateOfBirth',
      'personalDetails-personalCode',
      'personalDetails-gender',
    ]);
    expect(problems.get('personalDetails-firstName')).toEqual({ key: 'validation>required' });
  });

  test('refuses an applicant under 18 and an impossible date', () => {
    if (!personal) throw new Error('no personal step');
    const values = { 'personalDetails-dateOfBirth': '2008-11-24' };
    expect(
      validateStep(personal, values, noFormatProblems, today).get('personalDetails-dateOfBirth'),
    ).toEqual({ key: 'validation>tooYoung', values: { age: 18 } });
    const adult = { 'personalDetails-dateOfBirth': '2008-11-23' };
    expect(
      validateStep(personal, adult, noFormatProblems, today).has('personalDetails-dateOfBirth'),
    ).toBe(false);
    const impossible = { 'personalDetails-dateOfBirth': '1990-02-31x' };
    expect(
      validateStep(personal, impossible, noFormatProblems, today).get(
        'personalDetails-dateOfBirth',
      ),
    ).toEqual({ key: 'validation>dateFormat' });
  });

  test('accepts only the listed choices', () => {
    if (!personal) throw new Error('no personal step');
    const problems = validateStep(
      personal,
      { 'personalDetails-gender': 'robot' },
      noFormatProblems,
      today,
    );
    expect(problems.get('personalDetails-gender')).toEqual({ key: 'validation>choiceRequired' });
  });

  test('passes each field with a rule to the brand’s format check', () => {
    if (!personal) throw new Error('no personal step');
    const checked: string[] = [];
    const check: FormatCheck = (rule, value) => {
      checked.push(`${rule}:${value}`);
      return rule === 'personalCode' ? { key: 'validation>dniNieFormat' } : null;
    };
    const problems = validateStep(
      personal,
      { 'personalDetails-firstName': ' Ana ', 'personalDetails-personalCode': 'X' },
      check,
      today,
    );
    expect(checked).toEqual(['name:Ana', 'personalCode:X']);
    expect(problems.get('personalDetails-personalCode')).toEqual({
      key: 'validation>dniNieFormat',
    });
  });
});
