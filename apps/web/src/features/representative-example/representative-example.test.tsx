import { act, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { BrandConfig, Locale, Pricing } from '../../config/brand-config-schema';
import type { ApiClient } from '../../lib/api-client';
import { registeredBrand, renderApp } from '../../test/render-app';
import { ANNOUNCE_AFTER_MS } from './representative-example';

/** The first page makes no call until Continue. */
const api = vi.fn(async () => {
  throw new Error('No call expected');
}) as unknown as ApiClient;

/** What the example says for each label, in order ("Coste total del crédito" → "48,26 €"). */
function figures(section: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

/** The nominal space in "32,6 %" and "1048,26 €" is a no-break space in Intl's output. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** Every text the live region has said, in order, from now on. */
function recordAnnouncements(region: HTMLElement): string[] {
  const said: string[] = [];
  new MutationObserver(() => {
    if (region.textContent) said.push(plain(region.textContent));
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

/** Lets the live region's pause pass (real timers: the page's own code runs as it would). */
const settle = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, ANNOUNCE_AFTER_MS + 200)));

/** default-es as a lender of months, with the pricing given. */
function monthsBrand(pricing: Pricing): BrandConfig {
  const brand = registeredBrand('default-es');
  return {
    ...brand,
    pricing,
    loan: {
      ...brand.loan,
      periodScale: 'months',
      period: { min: 3, max: 24, step: 1, default: 12 },
    },
  };
}

describe('representative example on the first page', () => {
  test('a term in days: one repayment, the cost, the nominal rate and the APR of the brand’s pricing', async () => {
    await renderApp({ api });
    const example = await screen.findByRole('region', { name: 'Ejemplo representativo' });
    // default-es: 1000 € for 61 days at 19.9 % nominal, a fee of 1.5 %.
    expect(Object.entries(figures(example)).map(([label, value]) => [label, plain(value)])).toEqual(
      [
        ['Importe total adeudado, en un único pago', '1048,26 €'],
        ['Coste total del crédito', '48,26 €'],
        ['Tipo de interés nominal fijo (TIN)', '19,9 %'],
        ['Tasa anual equivalente (TAE)', '32,6 %'],
      ],
    );
  });

  test('follows the amount and the term as they change', async () => {
    const { user } = await renderApp({ api });
    const example = await screen.findByRole('region', { name: 'Ejemplo representativo' });
    const total = () => plain(figures(example)['Importe total adeudado, en un único pago'] ?? '');

    await user.click(screen.getByRole('button', { name: 'Reducir el importe' }));
    // 900 € for 61 days: 29.93 € interest and 13.50 € fee.
    expect(total()).toBe('943,43 €');
    await user.click(screen.getByRole('button', { name: 'Alargar el plazo' }));
    // 62 days: 30.42 € interest.
    expect(total()).toBe('943,92 €');
    expect(plain(figures(example)['Coste total del crédito'] ?? '')).toBe('43,92 €');
  });

  test('reads the new figures out once they rest, not at every step, and not when the page is drawn', async () => {
    const { user } = await renderApp({ api });
    const example = await screen.findByRole('region', { name: 'Ejemplo representativo' });
    // A live region that is not a control: the only text in the section that is not on show.
    const region = example.querySelector<HTMLElement>('[aria-live="polite"]');
    if (!region) throw new Error('The example has no live region');
    expect(region).toHaveTextContent('');
    const said = recordAnnouncements(region);

    await settle();
    expect(said).toEqual([]);

    const decrease = screen.getByRole('button', { name: 'Reducir el importe' });
    await user.click(decrease);
    await user.click(decrease);
    await user.click(decrease);
    await settle();
    // 700 € for 61 days: once, for the amount the applicant stopped at, what the loan step's
    // summary sentence said (it is not shown beside the example), then what the loan costs.
    expect(said).toEqual([
      'Solicitas 700 € a 61 días. TAE 32,6 %, importe total adeudado 733,78 €.',
    ]);
  });

  test('a term in months: the monthly instalment and the total payable', async () => {
    await renderApp({ api, brand: monthsBrand({ nominalAnnualRatePercent: 12 }) });
    const example = await screen.findByRole('region', { name: 'Ejemplo representativo' });
    expect(Object.entries(figures(example)).map(([label, value]) => [label, plain(value)])).toEqual(
      [
        ['Cuota mensual', '88,85 €'],
        ['Importe total adeudado', '1066,19 €'],
        ['Coste total del crédito', '66,19 €'],
        ['Tipo de interés nominal fijo (TIN)', '12,0 %'],
        ['Tasa anual equivalente (TAE)', '12,7 %'],
      ],
    );
  });

  test('a brand that gives no nominal rate shows none: only its fee and the APR', async () => {
    await renderApp({ api, brand: monthsBrand({ originationFee: { fixed: 30 } }) });
    const example = await screen.findByRole('region', { name: 'Ejemplo representativo' });
    expect(Object.keys(figures(example))).not.toContain('Tipo de interés nominal fijo (TIN)');
    expect(plain(figures(example)['Coste total del crédito'] ?? '')).toBe('30,00 €');
  });

  // Issue 37: these three gave no pricing, and their first page no cost, though their footers
  // promise one. The v3 brands' first page has no loan controls: the example sits in the loan
  // summary under the form, for the loan as it stands.
  test.each<[brandId: string, locale: Locale, title: string, figures: [string, string][]]>([
    [
      'credisol-es',
      'es',
      'Ejemplo representativo',
      [
        // 1000 € for 61 days at 24.9 % nominal, a fee of 2 %.
        ['Importe total adeudado, en un único pago', '1061,61 €'],
        ['Coste total del crédito', '61,61 €'],
        ['Tipo de interés nominal fijo (TIN)', '24,9 %'],
        ['Tasa anual equivalente (TAE)', '43,0 %'],
      ],
    ],
    [
      'lei-rapid-ro',
      'ro',
      'Exemplu reprezentativ',
      [
        // 1000 lei for 73 days at 39.9 % nominal, no fee.
        ['Valoarea totală plătibilă, într-o singură rambursare', '1.079,80 lei'],
        ['Costul total al creditului', '79,80 lei'],
        ['Rata anuală a dobânzii (fixă)', '39,9 %'],
        ['Dobânda anuală efectivă (DAE)', '46,8 %'],
      ],
    ],
    [
      'pesolend-ph',
      'ph',
      'Sample computation',
      [
        // ₱5,000 for 61 days at 36 % nominal, a processing fee of 3 %.
        ['Total amount to be paid, in one payment', '₱5,450.82'],
        ['Total finance charge', '₱450.82'],
        ['Nominal interest rate per year (fixed)', '36.0%'],
        ['Effective interest rate (EIR) per year', '67.6%'],
      ],
    ],
  ])(
    '%s (%s): its first page shows the representative example before applying',
    async (brandId, locale, title, expected) => {
      await renderApp({ api, brandId, locale });
      const example = await screen.findByRole('region', { name: title });
      expect(
        Object.entries(figures(example)).map(([label, value]) => [label, plain(value)]),
      ).toEqual(expected);
    },
  );

  test.each<[brandId: string, locale: Locale, title: string, rate: string, total: RegExp]>([
    ['kredit-klar-de', 'de', 'Repräsentatives Beispiel', 'Effektiver Jahreszins', /€$/],
    ['pozyczka-plus-pl', 'pl', 'Przykład reprezentatywny', 'RRSO', /zł$/],
    ['presta-ya-mx', 'mx', 'Ejemplo representativo', 'CAT (Costo Anual Total)', /^\$/],
    ['credito-agil-co', 'co', 'Ejemplo representativo', 'Tasa efectiva anual (E.A.)', /^\$/],
    ['vay-nhanh-vn', 'vn', 'Ví dụ minh họa', 'Lãi suất thực tế', /₫$/],
  ])(
    '%s (%s): the country’s words for the example and its rate, and the brand’s currency',
    async (brandId, locale, title, rate, total) => {
      await renderApp({ api, brandId, locale });
      const example = await screen.findByRole('region', { name: title });
      const terms = within(example).getAllByRole('term');
      expect(terms.at(-1)).toHaveTextContent(rate);
      expect(terms[0]?.nextElementSibling?.textContent?.trim()).toMatch(total);
    },
  );
});
