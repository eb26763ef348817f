import { MAX_COMPANY_RESULTS, type Company } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { companySeeds, searchCompanies } from './companies';
import { foldForSearch } from './fold';

const names = (companies: readonly Company[]) => companies.map((company) => company.name);

describe('company search', () => {
  test('matches a prefix, case-insensitively', () => {
    expect(names(searchCompanies('hanse'))).toEqual(['Hanse Logistik GmbH']);
  });

  test('matches anywhere in the name, accents ignored both ways', () => {
    expect(names(searchCompanies('panaderia'))).toEqual(['Panadería Hermanos Ruiz S.L.']);
    expect(names(searchCompanies('PANADERÍA'))).toEqual(['Panadería Hermanos Ruiz S.L.']);
    expect(names(searchCompanies('song hong'))).toEqual(['Công ty TNHH Xây dựng Sông Hồng']);
    expect(names(searchCompanies('mięsne'))).toEqual(['Zakłady Mięsne Roztocze Sp. z o.o.']);
  });

  test('names are in alphabetical order', () => {
    expect(names(searchCompanies('transport'))).toEqual([
      'Transport Dâmbovița SA',
      'Transport Lubelski S.A.',
      'Transportes Layetana S.A.',
      'Transportes Paisas S.A.S.',
      'Transportes Tapatíos S.A. de C.V.',
    ]);
  });

  test('names that start with the text come before names that only contain it', () => {
    expect(names(searchCompanies('tr'))).toEqual([
      'Transport Dâmbovița SA',
      'Transport Lubelski S.A.',
      'Transportes Layetana S.A.',
      'Transportes Paisas S.A.S.',
      'Transportes Tapatíos S.A. de C.V.',
      'Construcciones Meseta S.L.',
      'Construcții Someș SRL',
      'Constructora del Valle S.A. de C.V.',
      'Constructora Sabana S.A.S.',
      'Pasig River Construction Corp.',
    ]);
  });

  test('a country narrows the search', () => {
    expect(names(searchCompanies('transport', 'MX'))).toEqual([
      'Transportes Tapatíos S.A. de C.V.',
    ]);
    expect(searchCompanies('hanse', 'ES')).toEqual([]);
  });

  test(`answers at most ${MAX_COMPANY_RESULTS}`, () => {
    const all = companySeeds.filter((company) => foldForSearch(company.name).includes('co'));
    expect(all.length).toBeGreaterThan(MAX_COMPANY_RESULTS);
    const found = searchCompanies('co');
    expect(found).toHaveLength(MAX_COMPANY_RESULTS);
    expect(searchCompanies('co')).toEqual(found);
  });

  test('no match: an empty list', () => {
    expect(searchCompanies('zzz')).toEqual([]);
  });
});

describe('folding for search', () => {
  test.each([
    ['Bogotá', 'bogota'],
    ['Đà Nẵng', 'da nang'],
    ['Łódź', 'lodz'],
    ['  Brașov   SRL ', 'brasov srl'],
    ['MÜNCHEN', 'munchen'],
  ])('%s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});
