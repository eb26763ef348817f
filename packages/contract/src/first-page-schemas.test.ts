import { describe, expect, test, vi } from 'vitest';
import { schemasMadeBy } from './testing/schemas-made';

/*
 * The browser evaluates these modules for the first page (through its stored-application
 * schemas, the session id and the application states), before it is React's: every schema made
 * on import is main-thread time after the first paint (decision 0034). The first page checks no
 * lead, no request and no error answer: those schemas are made when first used.
 */
describe('the contract modules the first page evaluates', () => {
  test('make few schemas on import', async () => {
    vi.resetModules();
    const made = await schemasMadeBy(async () => {
      await import('./application-state');
      await import('./storable-text');
      await import('./api-error');
      await import('./lead-data');
      await import('./lead-paths');
      await import('./dynamic-form');
      await import('./lead-api');
    });
    // 184 when the requests', the error answers' and the leaves' wrappers were made on import;
    // what is left is the leaves themselves and the answer's object (its shape is read).
    expect(made).toBeLessThanOrEqual(120);
  });

  test('make a request schema when it is first used, once', async () => {
    vi.resetModules();
    const { LeadUpdateRequestSchema } = await import('./lead-api');
    const update = {
      product: 'x',
      id: '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00',
      personalDetails: { firstName: 'Ana' },
    };
    const onFirstCheck = await schemasMadeBy(() => LeadUpdateRequestSchema.parse(update));
    const onSecondCheck = await schemasMadeBy(() => LeadUpdateRequestSchema.parse(update));
    expect(onFirstCheck).toBeGreaterThan(0);
    expect(onSecondCheck).toBe(0);
  });
});
