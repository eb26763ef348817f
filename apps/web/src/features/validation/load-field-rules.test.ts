import { describe, expect, test, vi } from 'vitest';
// Tests may walk the real resolved brands (house style: configs are fixtures); the feature itself
// only ever receives a resolved BrandConfig.
// eslint-disable-next-line import/no-restricted-paths
import { Brands, resolveBrand } from '../../app/brand-registry';
import { prepareFieldRules } from './load-field-rules';

describe('prepareFieldRules', () => {
  test('readies every format and phone rule of every brand, one per idle period', async () => {
    for (const { id } of Brands) {
      const brand = resolveBrand(id);
      const prepared: string[] = [];
      const test = RegExp.prototype.test;
      // Each format's regular expression is run (compiled) by its own idle period's work.
      const spy = vi.spyOn(RegExp.prototype, 'test').mockImplementation(function (
        this: RegExp,
        text: string,
      ) {
        prepared.push(this.source);
        return test.call(this, text);
      });
      const idle = vi.fn(() => Promise.resolve());
      await prepareFieldRules(brand, idle);
      spy.mockRestore();
      const formats = Object.values(brand.validationFormats);
      for (const source of formats) expect(prepared, `${id}: ${source}`).toContain(source);
      expect(idle).toHaveBeenCalledTimes(formats.length + 2);
    }
  });
});
