import { describe, expect, test } from 'vitest';
import { dataPointFaults, formatProblem } from './data-point-check';
import { DefaultFormats } from './data-point-formats';
import { DataPoints } from './data-points';

const spanish = { ...DefaultFormats, postalCode: '^\\d{5}$' };

describe('a data point’s format, as both apps check it', () => {
  test('a rule of the brand’s formats: its pattern and its message', () => {
    const postalCode = DataPoints['contactDetails.postalCode'];
    expect(formatProblem(postalCode, '28013', spanish, 'ES')).toBeNull();
    expect(formatProblem(postalCode, '2801', spanish, 'ES')).toBe('validation>postalCodeFormat');
  });

  test('an empty answer and a rule that is no format (a personal code) pass here', () => {
    expect(formatProblem(DataPoints['personalDetails.firstName'], '  ', spanish)).toBeNull();
    expect(formatProblem(DataPoints['personalDetails.personalCode'], '!!', spanish)).toBeNull();
  });

  test('reads the answer as typed on a phone: full-width digits, a typographic apostrophe', () => {
    const postalCode = DataPoints['contactDetails.postalCode'];
    expect(formatProblem(postalCode, '２８０１３', spanish, 'ES')).toBeNull();
    expect(formatProblem(DataPoints['personalDetails.lastName'], 'O’Neill', spanish)).toBeNull();
  });

  test('a data point’s own format: the country’s pattern where it has one', () => {
    const spec = { format: { pattern: '^[a-z]+$', byCountry: { ES: '^azul$' }, message: 'm' } };
    expect(formatProblem(spec, 'rojo', DefaultFormats, 'ES')).toBe('m');
    expect(formatProblem(spec, 'rojo', DefaultFormats, 'DE')).toBeNull();
    expect(formatProblem(spec, 'Rojo', DefaultFormats)).toBe('m');
  });

  test('a request’s answers: each text that does not match, by its path', () => {
    const faults = dataPointFaults(
      DataPoints,
      {
        personalDetails: { firstName: 'Ana', lastName: 'R2D2', dateOfBirth: '1990-01-01' },
        contactDetails: { postalCode: '1', city: null, marketingConsents: { email: true } },
      },
      spanish,
      'ES',
    );
    expect(faults).toEqual([
      { path: 'personalDetails.lastName', message: 'validation>nameFormat' },
      { path: 'contactDetails.postalCode', message: 'validation>postalCodeFormat' },
    ]);
  });
});
