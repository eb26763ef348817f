import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { openRomanianAddressPage } from '../../test/romanian-address-page';

/**
 * Issue 37, item 4: the texts of a national id, a phone number and an address name what the
 * brand's country checks, whatever the language they are read in. default-es (Spain) read in
 * Romanian asks for a Spanish DNI or NIE; lei-rapid-ro read in English asks for a CNP.
 */

/** A Romanian CNP that adds up: a woman born on 17 May 1990 in Bucharest. */
const VALID_CNP = '2900517400010';
/** A Spanish DNI whose letter matches its number. */
const VALID_DNI = '12345678Z';

/** The lead API: every lead save answered with `next`, anything else refused. */
function leadApi(next: ApplicationState) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    if (request.path !== '/v3/lead') {
      return { ok: false, status: 503, error: { code: 'internal_error', message: 'Unavailable' } };
    }
    return {
      ok: true,
      status: 200,
      data: { id: TEST_LEAD_ID, applicationState: next, leadStatus: 1, expiresAt: '2026-11-24' },
    } satisfies ApiResult<LeadAnswer>;
  });
  return { api: api as unknown as ApiClient, requests };
}

/** lei-rapid-ro's CNP page in English, its name page answered. */
const openRomanianCodePage = (api: ApiClient) =>
  renderApp({
    api,
    brandId: 'lei-rapid-ro',
    locale: 'en',
    path: '/personal-code',
    lead: {
      state: ApplicationState.LOAN_INFORMATION,
      visited: ['/initial-details', '/name', '/personal-code'],
      data: { personalDetails: { firstName: 'Ana', lastName: 'Popescu' } },
    },
  });

/** The inline message of a field (its `<id>-error`), or null when it has none. */
const inlineError = (input: HTMLElement) => document.getElementById(`${input.id}-error`);

describe('a national id is asked for as the brand’s country checks it', () => {
  test('default-es in Romanian asks for a Spanish DNI or NIE, refuses a CNP naming the DNI/NIE, and takes a DNI', async () => {
    const { api, requests } = leadApi(ApplicationState.CONTACT_DETAILS);
    const { user } = await renderApp({
      api,
      brandId: 'default-es',
      locale: 'ro',
      path: '/personal-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        visited: ['/loan-information', '/personal-details'],
      },
    });
    const code = await screen.findByLabelText(/DNI/);
    expect(code).toHaveAccessibleName('DNI sau NIE spaniol');
    // Its hint, in Romanian, with a Spanish example.
    expect(code).toHaveAccessibleDescription(/^Numărul .*12345678Z/);
    expect(document.body).not.toHaveTextContent(/CNP|cod numeric personal/i);

    await user.type(screen.getByLabelText('Prenume'), 'Ana');
    await user.type(screen.getByLabelText('Nume'), 'García López');
    await user.type(screen.getByLabelText('Ziua'), '17');
    await user.type(screen.getByLabelText('Luna'), '5');
    await user.type(screen.getByLabelText('Anul'), '1990');
    await user.click(screen.getByRole('radio', { name: 'Feminin' }));
    await user.type(code, VALID_CNP);
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Introduceți DNI-ul (8 cifre și o literă, de exemplu 12345678Z) sau NIE-ul (X, Y sau Z, 7 cifre și o literă, de exemplu X1234567L).',
    ]);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);

    await user.clear(code);
    await user.type(code, VALID_DNI);
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    await screen.findByRole('heading', { level: 1, name: 'Date de contact' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ personalDetails: { personalCode: VALID_DNI } });
  });

  test('default-es in Romanian says what to enter, when left empty, as a DNI or NIE', async () => {
    const { api } = leadApi(ApplicationState.CONTACT_DETAILS);
    const { user } = await renderApp({
      api,
      brandId: 'default-es',
      locale: 'ro',
      path: '/personal-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        visited: ['/loan-information', '/personal-details'],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continuați' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /DNI/ })).toHaveTextContent(
      'Introduceți DNI-ul sau NIE-ul',
    );
    expect(summary).not.toHaveTextContent(/CNP/);
  });

  test('lei-rapid-ro in English asks for a Romanian CNP and refuses a DNI naming the CNP', async () => {
    const { api, requests } = leadApi(ApplicationState.LOAN_INFORMATION);
    const { user } = await openRomanianCodePage(api);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'What is your Romanian personal numeric code (CNP)?',
      }),
    ).toBeVisible();
    const code = screen.getByLabelText('Romanian personal numeric code (CNP)');
    expect(code).toHaveAccessibleDescription(/13 digits/);
    await user.type(code, VALID_DNI);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(inlineError(code)).toHaveTextContent(
        'Enter your CNP: the 13 digits on your identity card, starting with a digit from 1 to 8.',
      ),
    );
    // A CNP is digits alone: its wrong check digit says a digit is mistyped, not "or a letter".
    await user.clear(code);
    await user.type(code, `${VALID_CNP.slice(0, 12)}${(Number(VALID_CNP.at(-1)) + 1) % 10}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(inlineError(code)).toHaveTextContent(
        "Romanian personal numeric code (CNP): this number doesn't add up, so a digit is probably mistyped.",
      ),
    );
    expect(requests.filter((request) => request.path === '/v3/lead')).toEqual([]);
  });

  test('lei-rapid-ro in English, left empty, asks for the CNP', async () => {
    const { api } = leadApi(ApplicationState.LOAN_INFORMATION);
    const { user } = await renderApp({
      api,
      brandId: 'lei-rapid-ro',
      locale: 'en',
      path: '/personal-code',
      lead: {
        state: ApplicationState.LOAN_INFORMATION,
        visited: ['/initial-details', '/name', '/personal-code'],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link')).toHaveTextContent('Enter your CNP');
  });
});

describe('an address and a phone number are asked for as the brand’s country writes them', () => {
  test('default-es in Romanian asks for a Spanish province, and gives a Spanish postcode and phone prefix', async () => {
    const { api } = leadApi(ApplicationState.INCOME_DETAILS);
    const { user } = await renderApp({
      api,
      brandId: 'default-es',
      locale: 'ro',
      path: '/contact-details',
      lead: {
        state: ApplicationState.CONTACT_DETAILS,
        visited: ['/loan-information', '/personal-details', '/contact-details'],
      },
    });
    // A Romanian county (județ) is not what a Spanish address has.
    expect(await screen.findByLabelText('Provincie')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Județ/)).toBeNull();
    const postcode = screen.getByLabelText('Cod poștal');
    const phone = screen.getByLabelText('Număr de telefon mobil');
    await user.type(postcode, '010011');
    // A Romanian mobile number, with its country code: this brand takes Spanish ones.
    await user.type(phone, '+40 721 234 567');
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    await waitFor(() => expect(inlineError(postcode)).toHaveTextContent('de exemplu 28013'));
    expect(inlineError(phone)).toHaveTextContent('începeți cu +34');
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /provincia/i })).toHaveTextContent(
      'Introduceți provincia',
    );
  });

  test('lei-rapid-ro in Romanian asks for the block, the floor and the flat once each, the flat by its number', async () => {
    const { api } = leadApi(ApplicationState.LOAN_INFORMATION);
    await openRomanianAddressPage(api);
    await screen.findByLabelText('Bloc (opțional)');
    const labels = screen.getAllByRole('textbox').map((field) => computeAccessibleName(field));
    // Its own fields ask the block and the floor: the flat's field asks the flat alone, as its
    // Romanian format takes only a number such as 12 or 12A ("Bloc A2, etaj 3" is refused).
    expect(labels.filter((label) => /bloc/i.test(label))).toEqual(['Bloc (opțional)']);
    expect(labels.filter((label) => /etaj/i.test(label))).toEqual(['Etaj (opțional)']);
    expect(screen.getByLabelText(/^Apartament/)).toHaveAccessibleName('Apartament (opțional)');
  });

  // Walked on lei-rapid-ro in English: the page asked "Floor (optional)" and then "Flat, unit or
  // floor (optional)", and an empty Continue on a required flat would say "Enter your flat, unit or
  // floor"; the Romanian format takes a flat's number alone (12 or 12A).
  test('lei-rapid-ro in English asks for the floor and the flat once each, the flat by its number', async () => {
    const { api } = leadApi(ApplicationState.LOAN_INFORMATION);
    await openRomanianAddressPage(api, undefined, 'en');
    await screen.findByLabelText('Block (optional)');
    const labels = screen.getAllByRole('textbox').map((field) => computeAccessibleName(field));
    expect(labels.filter((label) => /floor/i.test(label))).toEqual(['Floor (optional)']);
    expect(labels.filter((label) => /flat/i.test(label))).toEqual(['Flat number (optional)']);
  });

  // Walked on lei-rapid-ro in English: the applicant's own address asked for the "County (județ)",
  // the employer's, two pages on and from the same list of counties, for the "Province or region".
  test('lei-rapid-ro in English asks for the employer’s county as for the applicant’s', async () => {
    const { api } = leadApi(ApplicationState.LOAN_INFORMATION);
    const { user } = await renderApp({
      api,
      brandId: 'lei-rapid-ro',
      locale: 'en',
      path: '/employment-details',
      lead: {
        state: ApplicationState.LOAN_INFORMATION,
        visited: ['/initial-details', '/income-source', '/employment-details'],
        data: { incomeDetails: { incomeSource: 'employed' } },
      },
    });
    const county = await screen.findByRole('combobox', { name: 'County (județ)' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(inlineError(county)).toHaveTextContent('Choose the county where your employer is'),
    );
  });

  // The other countries' flat numbers take the marks , . / - between letters and digits ("Unit
  // 12B, 3/F Tower 1"); Romania's takes a number and a letter, and its message says so.
  test('lei-rapid-ro refuses a flat "12, et. 3" saying what a Romanian flat number is', async () => {
    const { api } = leadApi(ApplicationState.LOAN_INFORMATION);
    const { user } = await openRomanianAddressPage(api);
    const flat = await screen.findByLabelText('Apartament (opțional)');
    await user.type(flat, '12, et. 3');
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    await waitFor(() =>
      expect(inlineError(flat)).toHaveTextContent(
        'Apartament: folosiți cifre, urmate de o literă dacă există, de exemplu 3 sau 3A.',
      ),
    );
  });
});

describe('a Bucharest address’s sector (lei-rapid-ro)', () => {
  // Walked: the field said "Enter your sector (1 to 6)" and refused "3" as a place name with no
  // letter. Bucharest has six sectors, written "Sector 3" in an address: one of six is chosen.
  test('is one of the six sectors, chosen, and sent as the address writes it', async () => {
    const { api, requests } = leadApi(ApplicationState.LOAN_INFORMATION);
    const { user } = await openRomanianAddressPage(api, {
      personalDetails: { firstName: 'Ana', lastName: 'Popescu', personalCode: VALID_CNP },
    });
    await user.type(await screen.findByLabelText('Cod poștal'), '030167');
    await user.selectOptions(screen.getByLabelText('Județ'), 'București');
    await user.type(screen.getByLabelText('Localitate'), 'București');
    await user.type(screen.getByLabelText('Stradă'), 'Strada Lipscani');
    await user.type(screen.getByLabelText('Număr'), '12A');
    const sector = await screen.findByRole('combobox', { name: 'Sector' });
    expect(
      within(sector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alegeți…', 'Sector 1', 'Sector 2', 'Sector 3', 'Sector 4', 'Sector 5', 'Sector 6']);
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    expect(within(await screen.findByRole('alert')).getByRole('link')).toHaveTextContent(
      'Alegeți sectorul',
    );

    await user.selectOptions(sector, 'Sector 3');
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/v3/lead')).toHaveLength(1),
    );
    expect(requests.find((request) => request.path === '/v3/lead')?.body).toMatchObject({
      contactDetails: { province: 'București', district: 'Sector 3' },
    });
  });
});

describe('a national id written in digits alone gets the phone’s number keys', () => {
  test.each([
    ['pozyczka-plus-pl', 'numeric'],
    ['credito-agil-co', 'numeric'],
    ['vay-nhanh-vn', 'numeric'],
    ['pesolend-ph', 'numeric'],
    ['default-es', null],
    ['presta-ya-mx', null],
    ['kredit-klar-de', null],
  ])('%s: inputmode %s', async (brandId, inputMode) => {
    const { api } = leadApi(ApplicationState.CONTACT_DETAILS);
    await renderApp({
      api,
      brandId,
      path: '/personal-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        visited: ['/loan-information', '/personal-details'],
      },
    });
    await screen.findByRole('heading', { level: 1 });
    const code = await waitFor(() => {
      const found = document.getElementById('personalDetails-personalCode');
      if (!found) throw new Error('no personal code field');
      return found;
    });
    expect(code.getAttribute('inputmode')).toBe(inputMode);
  });

  test('lei-rapid-ro: the CNP page, one question, gets them too', async () => {
    const { api } = leadApi(ApplicationState.LOAN_INFORMATION);
    await openRomanianCodePage(api);
    const code = await screen.findByLabelText('Romanian personal numeric code (CNP)');
    expect(code).toHaveAttribute('inputmode', 'numeric');
  });
});
