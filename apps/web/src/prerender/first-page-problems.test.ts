import { describe, expect, test } from 'vitest';
import { firstPageProblems } from './first-page-problems';

const whole =
  '<!--$--><main><form method="post" noValidate=""><h1 tabindex="-1">¿Cuánto dinero necesitas?</h1>' +
  '<input id="a" type="range" name="amount" value="1000"/>' +
  '<button type="button" aria-label="Reducir">−</button>' +
  '<button type="submit" class="lf-button">Continuar</button></form></main><!--/$-->';

describe('first page problems', () => {
  test('a page with its heading, a control and Continue has none', () => {
    expect(firstPageProblems(whole)).toEqual([]);
  });

  test('an empty render is refused, comments and whitespace alone included', () => {
    expect(firstPageProblems('')).toEqual(['the page is empty']);
    expect(firstPageProblems('<!--$--><div class="lf-shell">\n</div><!--/$-->')).toEqual([
      'the page is empty',
    ]);
  });

  test('a page without its heading is refused', () => {
    expect(firstPageProblems(whole.replace(/<h1[^]*<\/h1>/, ''))).toEqual([
      'it has 0 <h1> headings, not one',
    ]);
  });

  test('a form without controls or without Continue is refused', () => {
    expect(firstPageProblems(whole.replace(/<input[^>]*>/, ''))).toEqual([
      'its form has no control',
    ]);
    expect(firstPageProblems(whole.replace('type="submit"', 'type="button"'))).toEqual([
      'its form has no Continue (submit) button',
    ]);
    expect(firstPageProblems(whole.replace('>Continuar<', '><'))).toEqual([
      'its Continue button has no text',
    ]);
  });

  test('a form a browser without script would send in the address is refused', () => {
    // Without JavaScript a GET form puts its fields in the address: a v3 first page's e-mail
    // and phone number in the history, the server's access log and any referrer.
    expect(firstPageProblems(whole.replace(' method="post"', ''))).toEqual([
      'its form is not sent by POST: without script its answers would go into the address',
    ]);
    expect(firstPageProblems(whole.replace('method="post"', 'method="get"'))).toEqual([
      'its form is not sent by POST: without script its answers would go into the address',
    ]);
  });

  test('a page with no form at all is refused', () => {
    expect(firstPageProblems('<main><h1>Hola</h1><p>Cargando…</p></main>')).toEqual([
      'it has no form',
    ]);
  });
});
