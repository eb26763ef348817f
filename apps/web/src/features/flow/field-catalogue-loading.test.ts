import { describe, expect, test, vi } from 'vitest';
import { buildFlow } from './flow-config';
import {
  fieldsKnownNow,
  loadDynamicForm,
  loadedFieldCatalogue,
  loadFieldCatalogue,
} from './field-catalogue-loading';
import { firstPageWithFields } from './first-page-fields';
import { AllStepPages } from './v3-step-pages';

const v3 = buildFlow({
  name: 'test',
  order: 'configured',
  start: 'initial-details',
  steps: [
    'initial-details',
    'name',
    {
      step: 'address-information',
      fields: [{ path: 'contactDetails.postalCode' }, { path: 'contactDetails.city' }],
    },
  ],
});
const [start, name, address] = v3.steps;

/** The module as a page load finds it, whatever the tests before asked of it: no catalogue yet. */
async function beforeAnyLoad() {
  vi.resetModules();
  return import('./field-catalogue-loading');
}

describe('the field catalogue, apart from the first page', () => {
  test('before it loads, a starting page has its own fields and a later page none', async () => {
    const { fieldsKnownNow, loadedFieldCatalogue } = await beforeAnyLoad();
    expect(loadedFieldCatalogue()).toBeUndefined();
    expect(start && fieldsKnownNow(start)?.fields.map((field) => field.path)).toEqual([
      'contactDetails.email',
      'contactDetails.phoneNumber',
      'contactDetails.marketingConsents',
      'policies',
      'googleCaptchaToken',
    ]);
    expect(name && fieldsKnownNow(name)).toBeUndefined();
  });

  test('a save before the last page names the flow without loading the catalogue', async () => {
    const { loadDynamicForm, loadedFieldCatalogue } = await beforeAnyLoad();
    if (!start) throw new Error('no first page');
    expect(await loadDynamicForm(v3, start)).toEqual({
      flow: 'test',
      stepOrder: ['initial-details', 'name', 'address-information'],
    });
    expect(loadedFieldCatalogue()).toBeUndefined();
  });

  test('once loaded, every page has the catalogue’s fields, as the flow keeps them', async () => {
    const loading = loadFieldCatalogue();
    expect(loadFieldCatalogue()).toBe(loading);
    const catalogue = await loading;
    expect(loadedFieldCatalogue()).toBe(catalogue);
    // A settled promise React's `use` reads without suspending.
    expect(loading).toMatchObject({ status: 'fulfilled', value: catalogue });
    expect(name && fieldsKnownNow(name)?.fields.map((field) => field.path)).toEqual([
      'personalDetails.firstName',
      'personalDetails.middleName',
      'personalDetails.lastName',
    ]);
    expect(address && fieldsKnownNow(address)?.fields.map((field) => field.path)).toEqual([
      'contactDetails.postalCode',
      'contactDetails.city',
    ]);
    // The last page's save names every page's required fields, which the catalogue gives.
    if (!address) throw new Error('no last page');
    expect((await loadDynamicForm(v3, address))?.dataPoints).toEqual(
      expect.arrayContaining([
        'contactDetails.email',
        'personalDetails.firstName',
        'contactDetails.city',
      ]),
    );
  });

  test('a starting page’s own fields are the catalogue’s, definition for definition', async () => {
    const catalogue = await loadFieldCatalogue();
    const loanPages = Object.values(AllStepPages).flatMap((page) =>
      page?.kind === 'loan-information' ? [page.id] : [],
    );
    expect(loanPages).toEqual(expect.arrayContaining(['loan-information', 'loan-details']));
    for (const id of ['initial-details', ...loanPages]) {
      const page = buildFlow({ name: id, order: 'configured', start: id, steps: [id] }).steps[0];
      if (!page) throw new Error(`no page ${id}`);
      expect(firstPageWithFields(page), id).toBeDefined();
      expect(firstPageWithFields(page), id).toEqual(catalogue.withFields(page));
    }
  });
});
