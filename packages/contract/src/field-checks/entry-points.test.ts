import { describe, expect, test } from 'vitest';
import contractPackage from '../../package.json';
import * as Contract from '../index.js';
import * as FieldChecks from './index.js';

/**
 * The checks stay off every first page: the package's index (which the first page loads) does not
 * re-export them, and the checks' own entry leaves out the phone checks (libphonenumber-js), which
 * the web app loads only for a page with a phone field.
 */
describe('the field checks’ entry points', () => {
  test('the package’s index exports none of them', () => {
    const names = Object.keys(Contract);
    for (const name of ['ruleProblem', 'dataPointProblems', 'checkIban', 'validatePersonalCode']) {
      expect(names).not.toContain(name);
    }
  });

  test('the checks’ entry leaves the phone checks to their own subpaths', () => {
    expect(Object.keys(FieldChecks)).toContain('ruleProblem');
    expect(Object.keys(FieldChecks)).not.toContain('createPhoneNumberCheck');
    expect(contractPackage.exports).toMatchObject({
      './field-checks': './src/field-checks/index.ts',
      './phone-checks': './src/field-checks/phone-number.ts',
      './mobile-phone-checks': './src/field-checks/mobile-phone-number.ts',
    });
  });
});
