import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { chosenLanguage } from '../features/i18n';
import { noApiCalls, renderApp } from '../test/render-app';
import { resolveBrand } from './brand-registry';

describe('switching the language', () => {
  test('the page title, <html lang> and the heading all follow it, and it is kept for the session', async () => {
    const brand = resolveBrand('default-es');
    const { user } = await renderApp({ api: noApiCalls });
    await screen.findByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' });
    // The title is set by an effect, which may run a moment after the heading is drawn.
    await waitFor(() =>
      expect(document.title).toBe(`¿Cuánto dinero necesitas? – ${brand.pageData.title}`),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to borrow?' });
    await waitFor(() =>
      expect(document.title).toBe(`How much would you like to borrow? – ${brand.displayName}`),
    );
    expect(document.documentElement.lang).toBe('en-GB');
    // What a reload starts with.
    expect(chosenLanguage(brand)).toBe('en');
  });

  test('a kept language the brand does not offer is ignored', () => {
    window.sessionStorage.setItem('chosenLanguage', '"pl"');
    expect(chosenLanguage(resolveBrand('default-es'))).toBe('es');
    window.sessionStorage.setItem('chosenLanguage', '"ro"');
    expect(chosenLanguage(resolveBrand('default-es'))).toBe('ro');
  });

  test('each language in the select is marked with its BCP 47 tag', async () => {
    await renderApp({ api: noApiCalls, brandId: 'default-es' });
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    const tags = [...select.querySelectorAll('option')].map((option) => option.lang);
    expect(tags).toEqual(['es-ES', 'en-GB', 'ro-RO']);
  });
});
