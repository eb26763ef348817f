import { ApplicationState } from '@lf/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { BrandConfig, Locale } from '../config/brand-config-schema';
import { V3StepPaths } from '../features/flow/lazy';
import type { ApiClient, ApiRequest } from '../lib/api-client';
import { renderApp } from '../test/render-app';
import { resolveBrand } from './brand-registry';
import { BrandOfLocale as LocaleBrands } from '../test/locale-brands';

/** The v3 brands read Spanish and English; every other locale its country's brand. */
const BrandOfLocale: Record<Locale, string> = {
  ...LocaleBrands,
  en: 'credisol-es',
  es: 'credisol-es',
};

const paths = Object.keys(V3StepPaths);

/** The brand with a v3 flow of every step path, so that each page can be opened. */
function everyPageBrand(id: string): BrandConfig {
  return {
    ...resolveBrand(id),
    applicationPage: 'dynamic',
    flow: { name: 'every-page', order: 'configured', start: 'initial-details', steps: paths },
  };
}

/** The lead API as the pages need it to open: the brand's policies, nothing saved. */
const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
  if (request.path.startsWith('/policy')) {
    return {
      ok: true,
      status: 200,
      data: {
        product: 'test',
        locale: 'en',
        policies: [
          {
            id: 'generalTerms',
            title: 'General terms',
            text: 'The terms of the loan.',
            url: 'https://www.example.com/terms',
            required: true,
          },
        ],
      },
    };
  }
  return { ok: false, status: 503, error: { code: 'internal_error', message: 'Unavailable' } };
}) as unknown as ApiClient;

describe('every v3 page in every locale', () => {
  test.each(Object.keys(BrandOfLocale) as Locale[])(
    '%s: every page and its messages have their texts',
    async (locale) => {
      const brand = everyPageBrand(BrandOfLocale[locale]);
      const missing: string[] = [];
      for (const path of paths) {
        const { user } = await renderApp({
          api,
          brand,
          locale,
          missingTexts: missing,
          path: `/${path}`,
          lead: {
            state: ApplicationState.LOAN_INFORMATION,
            visited: paths.map((each) => `/${each}`),
          },
        });
        await screen.findByRole('heading', { level: 1 });
        expect(screen.getByTestId('location').textContent, path).toBe(`/${path}`);
        if (path !== 'loan-details') {
          // An empty Continue shows every field's own message.
          const form = document.querySelector('form.lf-step');
          const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
          if (!submit) throw new Error(`No Continue on ${path}`);
          await user.click(submit);
          // Its messages, or the save's failure where nothing is required (this API answers
          // 503); the captcha's own alert (no script configured here) may show beside them,
          // sooner or later as the machine allows.
          await waitFor(() => expect(screen.getAllByRole('alert')[0]).toBeVisible());
        }
        cleanup();
      }
      // A hint is optional (asked with an empty default); anything else must be there.
      expect([...new Set(missing)].filter((key) => !key.endsWith('>hint'))).toEqual([]);
    },
    240_000,
  );
});
