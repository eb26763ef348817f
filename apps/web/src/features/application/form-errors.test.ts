import { describe, expect, test } from 'vitest';
import { erroredPage, errorsByPage, FormPageOrder, pageForPath } from './form-errors';

describe('form errors', () => {
  test('orders the pages as the classic form does, then employment details', () => {
    expect(FormPageOrder).toEqual([
      '/loan-information',
      '/personal-details',
      '/contact-details',
      '/income-details',
      '/other-information',
      '/reference-information',
      '/employment-details',
    ]);
  });

  test('finds the page that holds a data path', () => {
    expect(pageForPath('amount')).toBe('/loan-information');
    expect(pageForPath('personalDetails.firstName')).toBe('/personal-details');
    expect(pageForPath('contactDetails')).toBe('/contact-details');
    expect(pageForPath('referenceDetails.phoneNumber')).toBe('/reference-information');
    expect(pageForPath('employer.name')).toBe('/employment-details');
    expect(pageForPath('tags.0')).toBeUndefined();
  });

  test('groups errors per page and makes the earliest errored page the errored one', () => {
    const errors = errorsByPage([
      { fieldName: 'incomeDetails.monthlyIncome', message: 'Too small' },
      { fieldName: 'contactDetails.email', message: 'Invalid' },
      { fieldName: 'contactDetails.phoneNumber', message: 'Invalid' },
      { fieldName: 'tags.0', message: 'Too long' },
    ]);
    expect(errors).toEqual({
      '/income-details': [{ fieldName: 'incomeDetails.monthlyIncome', message: 'Too small' }],
      '/contact-details': [
        { fieldName: 'contactDetails.email', message: 'Invalid' },
        { fieldName: 'contactDetails.phoneNumber', message: 'Invalid' },
      ],
    });
    expect(erroredPage(errors)).toBe('/contact-details');
  });

  test('has no errored page without errors', () => {
    expect(erroredPage({})).toBeNull();
    expect(erroredPage({ '/contact-details': [] })).toBeNull();
  });
});
