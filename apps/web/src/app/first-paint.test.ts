import { describe, expect, test } from 'vitest';
import { initialValue } from '../config/clamp-to-bounds';
import { initialApplicationState } from '../features/application';
import { ApplicationState } from '@lf/contract';
import { resolveBrand } from './brand-registry';
import { canHydrateFirstPage, type FirstPaintFacts } from './first-paint';

const brand = resolveBrand('lei-rapid-ro');
const newApplicant = initialApplicationState({
  amount: initialValue(brand.loan.amount),
  period: initialValue(brand.loan.period),
  sessionId: 'b7c1e1a0-0000-4000-8000-000000000001',
});
const facts: FirstPaintFacts = {
  prerenderedBrand: brand.id,
  prerenderedEmbedded: false,
  brand,
  locale: brand.defaultLocale,
  route: '/',
  embedded: false,
  state: newApplicant,
};

describe('canHydrateFirstPage', () => {
  test("a new applicant at the start route takes over the build's page", () => {
    expect(canHydrateFirstPage(facts)).toBe(true);
  });

  test("a new applicant in a partner's frame takes over the framed page the server sent", () => {
    expect(canHydrateFirstPage({ ...facts, embedded: true, prerenderedEmbedded: true })).toBe(true);
  });

  test.each<[string, Partial<FirstPaintFacts>]>([
    ['the HTML holds no first page', { prerenderedBrand: undefined }],
    ["the HTML holds another brand's page", { prerenderedBrand: 'default-es' }],
    ['the applicant chose another language', { locale: 'en' }],
    ['the route is a later step', { route: '/personal-details' }],
    ['the page is in a frame, and the page sent is not the framed one', { embedded: true }],
    [
      'the page sent is the framed one, and the page is not in a frame',
      { prerenderedEmbedded: true },
    ],
    [
      'the amount came back from storage or the address',
      {
        state: {
          ...newApplicant,
          applicationData: { ...newApplicant.applicationData, amount: 700 },
        },
      },
    ],
    [
      'a lead is under way',
      {
        state: {
          ...newApplicant,
          progressState: ApplicationState.PERSONAL_DETAILS,
          applicationData: { ...newApplicant.applicationData, id: 'lead-1' },
        },
      },
    ],
    [
      'an application a closed tab was making is offered (the page sent has no such notice)',
      { state: { ...newApplicant, earlierLeadId: '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00' } },
    ],
    [
      'the address set the colours',
      { state: { ...newApplicant, uiColors: { primary: '#000000' } } },
    ],
  ])('renders afresh when %s', (_reason, change) => {
    expect(canHydrateFirstPage({ ...facts, ...change })).toBe(false);
  });
});
