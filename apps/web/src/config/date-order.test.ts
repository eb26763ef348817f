import { describe, expect, test } from 'vitest';
import { Locales } from './locale-schema';
import { LocaleTags } from './locale-tags';
import { dateOrderOf } from './date-order';

describe('the order of a date’s parts', () => {
  test.each(Locales)('in %s is the order Intl writes its dates in', (locale) => {
    const written = new Intl.DateTimeFormat(LocaleTags[locale], {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    })
      .formatToParts(new Date(Date.UTC(2030, 11, 31)))
      .map(({ type }) => type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year');
    expect(dateOrderOf(locale)).toEqual(written);
  });

  test('is the month first in the Philippines, the day first in Spain', () => {
    expect(dateOrderOf('ph')).toEqual(['month', 'day', 'year']);
    expect(dateOrderOf('es')).toEqual(['day', 'month', 'year']);
  });
});
