import { schemasMadeBy } from '@lf/contract/testing';
import { describe, expect, test, vi } from 'vitest';

/*
 * The app's chunk is evaluated in one task after the first paint (decision 0034): the schemas
 * of these start-up modules are made when first used, in start-up's later tasks. The contract's
 * own are held by packages/contract/src/first-page-schemas.test.ts, and come in a task of their
 * own (first-page-schemas.ts).
 */
describe('the start-up modules of the first page', () => {
  test('make only their lazy wrappers on import', async () => {
    vi.resetModules();
    await import('@lf/contract');
    await import('../config/locale-schema');
    const made = await schemasMadeBy(async () => {
      await import('./runtime-config');
      await import('../config/number-pattern');
      await import('./number-patterns-block');
      await import('../features/application/ui-colors');
      await import('./select-brand');
      await import('../features/url-intake/url-parameters');
      await import('../features/application/stored-application-schema');
      await import('./store');
    });
    // The eight `z.lazy` wrappers themselves; 76 when the schemas were made on import.
    expect(made).toBeLessThanOrEqual(8);
  });
});
