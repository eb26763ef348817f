import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, test, vi } from 'vitest';
import { brandDefinition as credisol } from '../brands/credisol-es/brand-config';
import { resolveBrandConfig } from '../config/resolve-brand-config';
import { countryConfig as spain } from '../countries/es/country-config';
import type { ApiClient, ApiRequest, ApiResult } from '../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../test/render-app';

const answer = (applicationState: ApplicationState): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: { id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' },
});

/**
 * A Spanish v3 brand whose flow is the amount step then `steps`, rendered in English (the v3
 * pages' texts in en/dynamic.json): every save keeps the lead at LOAN_INFORMATION, as the lead
 * API does while the v3 form is in progress, and the last one moves it on to checking.
 */
const renderFlow = (...steps: string[]) => renderFlowAnswering({}, ...steps);

/** renderFlow, whose lead API also answers these look-ups (by the start of their path). */
async function renderFlowAnswering(
  lookups: Record<string, ApiResult<unknown>>,
  ...steps: string[]
) {
  const brand = resolveBrandConfig(
    {
      id: 'v3-pages-es',
      countries: ['ES'],
      settings: {
        ...credisol.settings,
        flow: {
          name: 'v3-pages',
          order: 'configured',
          start: 'loan-details',
          steps: ['loan-details', ...steps],
        },
      },
    },
    spain,
  );
  const bodies: Record<string, unknown>[] = [];
  let saves = steps.length;
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    const lookup = Object.entries(lookups).find(([path]) => request.path.startsWith(path));
    if (lookup) return lookup[1];
    if (request.path !== '/v3/lead')
      return { ok: false, status: 404, error: { code: 'not_found' } };
    bodies.push(request.body as Record<string, unknown>);
    saves -= 1;
    return answer(saves < 0 ? ApplicationState.CHECKING : ApplicationState.LOAN_INFORMATION);
  }) as unknown as ApiClient;
  const view = await renderApp({ api, brand });
  await act(() => i18next.changeLanguage('en'));
  const location = () => screen.getByTestId('location').textContent;
  await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(location()).toBe(`/${steps[0] ?? ''}`));
  await screen.findByRole('heading', { level: 1, name: pageTitle(steps[0]) });
  return { ...view, bodies, location };
}

const titles: Record<string, string> = {
  'pep-details': 'Are you, or is someone close to you, a politically exposed person?',
  'demographic-details': 'Where were you born, and what is your citizenship?',
  'address-information': 'What is your address?',
  'income-contract-expires-at': 'When does your employment contract end?',
  'bank-account': 'What is your bank account number?',
  'employment-details': 'Employment details',
  'vehicle-ownership': 'Do you own a vehicle?',
  name: 'What is your name?',
  'credit-commitments': 'Do you have other credit commitments?',
};
const pageTitle = (step = '') => titles[step] ?? step;

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summaryLinks = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('v3 pages through the step form', () => {
  test('a yes/no question is two radios, says what to choose, and goes to the lead as a boolean', async () => {
    const { user, bodies } = await renderFlow('pep-details');
    const pep = screen.getByRole('group', { name: /^Are you a politically exposed person\?/ });
    expect(
      within(pep)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    await user.click(continueButton());
    expect(await summaryLinks()).toEqual([
      'Select yes if you are a politically exposed person',
      'Select yes if a family member or close associate of yours is a politically exposed person',
    ]);
    await user.click(within(pep).getByRole('radio', { name: 'No' }));
    const connected = screen.getByRole('group', { name: /^Is a family member/ });
    await user.click(within(connected).getByRole('radio', { name: 'Yes' }));
    await user.click(continueButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      otherDetails: { isPoliticallyExposed: false, connectedToPep: true },
    });
  });

  // Walked on lei-rapid-ro: "I do not own a vehicle" chosen, the page still asked for the number
  // plate and whether the vehicle is still being paid for. Asked once a vehicle is chosen, as
  // GOV.UK's radios reveal a related question.
  test('the number plate and its financing are asked only of an applicant who owns a vehicle', async () => {
    const { user, bodies } = await renderFlow('vehicle-ownership', 'pep-details');
    const plate = () => screen.queryByRole('textbox', { name: /^Number plate/ });
    const financed = () => screen.queryByRole('group', { name: /^Are you still paying/ });
    expect([plate(), financed()]).toEqual([null, null]);
    await user.click(screen.getByRole('radio', { name: 'A car' }));
    expect(plate()).toBeVisible();
    expect(financed()).toBeVisible();
    await user.type(plate() as HTMLElement, 'M-AB 1234');
    await user.click(screen.getByRole('radio', { name: 'I do not own a vehicle' }));
    expect([plate(), financed()]).toEqual([null, null]);
    await user.click(continueButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.otherDetails).toMatchObject({ vehicleOwnership: 'none' });
    expect(
      (bodies[1]?.otherDetails as Record<string, unknown>).vehicleLicensePlateNumber ?? null,
    ).toBeNull();
  });

  // Walked on credisol-es: the middle name's hint, written for the Philippines (the mother's maiden
  // surname), was read by a Spaniard; elsewhere a middle name is a second given name.
  test('a middle name is explained as the brand’s country means it', async () => {
    await renderFlow('name');
    expect(
      screen.getByRole('textbox', { name: 'Middle name (optional)' }),
    ).toHaveAccessibleDescription('Your second given name, as on your ID, if you have one.');
  });

  // Walked on credisol-es: "Do you have any credit commitments?" and "Do you have other loans?"
  // were asked side by side, and a "No" to both still led to the monthly repayments' page and to
  // "How much do you owe in total?".
  test('loans, repayments and debt are asked only of an applicant with credit commitments', async () => {
    const { user, bodies, location } = await renderFlow(
      'credit-commitments',
      'monthly-credit-commitments',
      'total-debt',
      'pep-details',
    );
    const loans = () => screen.queryByRole('group', { name: /^Is any of them a loan/ });
    const commitments = screen.getByRole('group', { name: /^Do you have any credit commitments/ });
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.click(within(commitments).getByRole('radio', { name: 'Yes' }));
    expect(loans()).toBeVisible();
    await user.click(continueButton());
    expect(await summaryLinks()).toEqual(['Select yes if any of them is a loan']);
    await user.click(within(commitments).getByRole('radio', { name: 'No' }));
    expect(loans()).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/pep-details'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ expenses: { creditCommitments: false } });
    expect((bodies[1]?.expenses as Record<string, unknown>).hasOtherLoans ?? null).toBeNull();
  });

  test('countries are named in the page’s language, the brand’s own first; provinces by name', async () => {
    const { user, bodies, location } = await renderFlow(
      'demographic-details',
      'address-information',
    );
    const birth = screen.getByRole('combobox', { name: 'Country of birth' });
    const names = within(birth)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(0, 3)).toEqual(['Choose…', 'Spain', 'Afghanistan']);
    expect(names).toContain('Romania');
    await user.selectOptions(birth, 'Romania');
    await user.type(screen.getByRole('textbox', { name: 'Town or city of birth' }), 'Cluj-Napoca');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Citizenship' }), 'Spain');
    expect(
      screen.getByRole('combobox', { name: 'Second citizenship (optional)' }),
    ).not.toHaveAttribute('aria-invalid');
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/address-information'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      otherDetails: {
        countryOfBirth: 'RO',
        cityOfBirth: 'Cluj-Napoca',
        citizenship: 'ES',
        secondCitizenship: null,
      },
    });

    await screen.findByRole('heading', { level: 1, name: pageTitle('address-information') });
    const province = screen.getByRole('combobox', { name: 'Province' });
    const provinces = within(province).getAllByRole('option');
    expect(provinces).toHaveLength(53);
    expect(provinces.map((option) => option.textContent)).toContain('Santa Cruz de Tenerife');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '28013');
    await user.selectOptions(province, 'Madrid');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Madrid');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Calle Mayor');
    await user.type(screen.getByRole('textbox', { name: 'House number' }), '5');
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(bodies[2]).toMatchObject({
      contactDetails: { postalCode: '28013', province: 'Madrid', floor: null, blockNumber: null },
    });
  });

  test('the employer’s postcode fills in its town and province, as the home postcode does', async () => {
    const found = (postalCode: string, city: string, province: string): ApiResult<unknown> => ({
      ok: true,
      status: 200,
      data: { postalCode, city, province, country: 'ES' },
    });
    const { user, bodies, location } = await renderFlowAnswering(
      {
        '/postcode/lookup/28013': found('28013', 'Madrid', 'Madrid'),
        '/postcode/lookup/08001': found('08001', 'Barcelona', 'Barcelona'),
      },
      'address-information',
      'employment-details',
    );
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '28013');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Madrid'),
    );
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('Madrid');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Calle Mayor');
    await user.type(screen.getByRole('textbox', { name: 'House number' }), '5');
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/employment-details'));
    await screen.findByRole('heading', { level: 1, name: pageTitle('employment-details') });

    const address = screen.getByRole('group', { name: 'Your employer’s address' });
    await user.type(within(address).getByRole('textbox', { name: 'Postcode' }), '08001');
    await user.tab();
    await waitFor(() =>
      expect(within(address).getByRole('textbox', { name: 'Town or city' })).toHaveValue(
        'Barcelona',
      ),
    );
    expect(within(address).getByRole('combobox', { name: 'Province or region' })).toHaveValue(
      'Barcelona',
    );
    // The applicant's own address is left as it was.
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      contactDetails: { postalCode: '28013', city: 'Madrid', province: 'Madrid' },
    });
  });

  test('a contract’s end must be in the future, and an IBAN must add up', async () => {
    const { user, bodies, location } = await renderFlow(
      'income-contract-expires-at',
      'bank-account',
    );
    const ends = screen.getByRole('group', { name: /^Date your contract ends/ });
    await user.type(within(ends).getByLabelText('Day'), '31');
    await user.type(within(ends).getByLabelText('Month'), '12');
    await user.type(within(ends).getByLabelText('Year'), '2020');
    await user.click(continueButton());
    expect(await summaryLinks()).toEqual(['Date your contract ends must be in the future']);
    expect(within(ends).getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    const year = String(new Date().getFullYear() + 2);
    await user.clear(within(ends).getByLabelText('Year'));
    await user.type(within(ends).getByLabelText('Year'), year);
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/bank-account'));
    // Sent once the page moved to is drawn.
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      incomeDetails: { incomeContractExpiresAt: `${year}-12-31` },
    });

    await screen.findByRole('heading', { level: 1, name: pageTitle('bank-account') });
    const iban = screen.getByRole('textbox', { name: 'Bank account number' });
    await user.type(iban, 'ES91 2100 0418 4502 0005 1333');
    await user.click(continueButton());
    expect(await summaryLinks()).toEqual([
      'This IBAN doesn’t add up, so a character is probably mistyped. Copy it exactly from your banking app or a bank statement.',
    ]);
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    await user.clear(iban);
    await user.type(iban, 'es91 2100 0418 4502 0005 1332');
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(bodies[2]).toMatchObject({ incomeDetails: { iban: 'ES9121000418450200051332' } });
  });
});
