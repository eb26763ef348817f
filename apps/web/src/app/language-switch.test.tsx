import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  // Walked on kredit-klar-de by keyboard: ArrowDown on the closed select (Chromium on Linux and
  // Windows changes its value at once) put the whole page in English, and each further arrow in
  // another language. A keyboard's choice is shown in the select and taken on Enter or on leaving
  // it (WCAG 3.2.2, on input); a choice from the open list is taken at once.
  test('a language reached by the arrow keys is taken on Enter or on leaving the select, not at each key', async () => {
    await renderApp({ api: noApiCalls });
    const spanish = '¿Cuánto dinero necesitas?';
    await screen.findByRole('heading', { level: 1, name: spanish });
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    select.focus();

    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'en' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'ro' } });
    expect(select).toHaveValue('ro');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(spanish);

    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'en' } });
    fireEvent.keyDown(select, { key: 'Enter' });
    // Shown as taken while its texts load, not the page's language back for that while.
    expect(select).toHaveValue('en');
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to borrow?' });

    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'es' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'How much would you like to borrow?',
    );
    fireEvent.blur(select);
    await screen.findByRole('heading', { level: 1, name: spanish });
  });

  test('a language picked from the open list with the pointer is taken at once', async () => {
    await renderApp({ api: noApiCalls });
    await screen.findByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' });
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to borrow?' });
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
