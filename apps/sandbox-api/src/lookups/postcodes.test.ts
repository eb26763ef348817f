import type { PostcodeAnswer } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { findPostcode } from './postcodes';

describe('postcode look-up', () => {
  test.each([
    ['28013', 'ES', 'Madrid', 'Madrid'],
    ['08001', 'ES', 'Barcelona', 'Barcelona'],
    ['010011', 'RO', 'București', 'București'],
    ['00-001', 'PL', 'Warszawa', 'mazowieckie'],
    ['10115', 'DE', 'Berlin', 'Berlin'],
    ['06000', 'MX', 'Ciudad de México', 'CDMX'],
    ['110111', 'CO', 'Bogotá', 'Bogotá D.C.'],
    ['10000', 'VN', 'Hà Nội', 'Hà Nội'],
    ['11106', 'VN', 'Hà Nội', 'Hà Nội'],
    ['1000', 'PH', 'Manila', 'Metro Manila'],
  ])('%s is %s %s, %s', (code, country, city, province) => {
    expect(findPostcode(code)).toEqual({ postalCode: code, city, province, country });
  });

  test('spaces, hyphens and case do not matter', () => {
    expect(findPostcode('00001')?.city).toBe('Warszawa');
    expect(findPostcode('00 - 001')?.city).toBe('Warszawa');
  });

  test('a country narrows the search', () => {
    expect(findPostcode('28013', 'ES')?.city).toBe('Madrid');
    expect(findPostcode('28013', 'DE')).toBeUndefined();
  });

  test('an unknown code is not found', () => {
    expect(findPostcode('99999')).toBeUndefined();
  });

  test('a code seeded in two countries: the first in country order wins unless a country is given', () => {
    const seeds: PostcodeAnswer[] = [
      { postalCode: '12345', city: 'Ciudad B', province: 'B', country: 'MX' },
      { postalCode: '12345', city: 'Stadt A', province: 'A', country: 'DE' },
      { postalCode: '12-345', city: 'Miasto C', province: 'C', country: 'PL' },
    ];
    expect(findPostcode('12345', undefined, seeds)?.country).toBe('PL');
    expect(findPostcode('12345', 'DE', seeds)?.city).toBe('Stadt A');
    expect(findPostcode('12345', 'MX', seeds)?.city).toBe('Ciudad B');
  });
});
