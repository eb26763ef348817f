import {
  ApplicationState,
  LeadPaths,
  offerStageSaveRequestSchema,
  OfferStagePaths,
  OfferStageSaves,
  type ApiErrorCode,
  type LeadAnswer,
} from '@lf/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, test, vi } from 'vitest';
import type { Locale } from '../../config/brand-config-schema';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { registeredBrand, renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { routeForState, type FieldDefinition } from '../flow';
import { OfferFormStates, OfferStageFields, type OfferFormState } from '../flow/lazy-offer-stages';
import { sampleCnp } from '@lf/contract/testing/national-id-samples';

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const fail = (status: number, code: ApiErrorCode): ApiResult<never> => ({
  ok: false,
  status,
  error: { code, message: 'refused' },
});
const leadAt = (applicationState: ApplicationState): ApiResult<LeadAnswer> =>
  ok({ id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' });

const VEHICLE_MODELS = {
  makes: [
    { make: 'Seat', models: ['Ibiza', 'León'] },
    { make: 'Škoda', models: ['Fabia', 'Octavia'] },
  ],
};

type Handler = (request: ApiRequest) => ApiResult<unknown> | undefined;

/** The lead API: `handle` first, then the vehicle list; every other call is refused. */
function fakeApi(handle: Handler = () => undefined) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    const answer = handle(request);
    if (answer) return answer;
    if (request.path === OfferStagePaths.vehicleModels) return ok(VEHICLE_MODELS);
    return fail(503, 'internal_error');
  }) as unknown as ApiClient;
  const sent = () => requests.filter((request) => request.method !== 'GET');
  return { api, requests, sent };
}

/** Where each state's page is read: the brand of the partner's country. */
const BrandOf: Partial<Record<OfferFormState, string>> = {
  [ApplicationState.ADDITIONAL_PERSONAL_DETAILS]: 'kredit-klar-de',
  [ApplicationState.CNP]: 'lei-rapid-ro',
  [ApplicationState.WNIOSEK]: 'pozyczka-plus-pl',
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: 'pozyczka-plus-pl',
  [ApplicationState.SANTANDER_COMPERIA]: 'pozyczka-plus-pl',
};
const LocaleOf: Record<string, Locale> = {
  'kredit-klar-de': 'de',
  'lei-rapid-ro': 'ro',
  'pozyczka-plus-pl': 'pl',
  'default-es': 'es',
};
const brandOf = (state: OfferFormState) => BrandOf[state] ?? 'default-es';

/** What a lead at these pages already holds: a Romanian CNP must match this birth date and sex. */
const personalDetails = { firstName: 'Ana', dateOfBirth: '1990-05-17', gender: 'female' };

async function openPage(
  state: OfferFormState,
  handle?: Handler,
  locale?: Locale,
  answers: Record<string, unknown> = {},
) {
  const fake = fakeApi(handle);
  const brandId = brandOf(state);
  const view = await renderApp({
    api: fake.api,
    brandId,
    locale: locale ?? LocaleOf[brandId] ?? 'es',
    path: routeForState(state).route,
    lead: { state, data: { personalDetails, ...answers } },
  });
  await screen.findByRole('button', { name: i18next.t('common>continue') });
  return { ...view, ...fake };
}

/** A field's text as the brand's page words it (a national id's, in its country's version). */
/** A field of a page by its data point. */
const fieldAt = (path: string): FieldDefinition => {
  const field = OfferFormStates.flatMap((state) => OfferStageFields[state]).find(
    (candidate) => candidate.path === path,
  );
  if (!field) throw new Error(`No page asks ${path}`);
  return field;
};

const textOf = (field: FieldDefinition, part: 'label' | 'required', brandId: string) =>
  i18next.t(`fields>${field.path.replace(/\./g, '>')}>${part}`, {
    context: registeredBrand(brandId).country,
  });
const location = () => screen.getByTestId('location').textContent;

/** Every value of the page's form controls, by id (a radio or a checkbox: whether it is ticked). */
const formValues = () =>
  [...screen.getByRole('main').querySelectorAll('input:not([type=hidden]), select, textarea')].map(
    (control) => {
      const input = control as HTMLInputElement;
      return [
        input.id,
        input.type === 'radio' || input.type === 'checkbox' ? input.checked : input.value,
      ];
    },
  );

const PhoneOf: Record<string, string> = {
  'default-es': '912 345 678',
  'kredit-klar-de': '030 12345678',
  'lei-rapid-ro': '0212 345 678',
  'pozyczka-plus-pl': '22 123 45 67',
};

/** A valid answer for a field as an applicant in the brand's country types it. */
function sample(field: FieldDefinition, brandId: string): string {
  if (field.kind === 'tel') return PhoneOf[brandId] ?? '';
  if (field.kind === 'money') return '250';
  if (field.kind === 'count') return String(field.bounds?.min === 0 ? 1 : (field.bounds?.min ?? 1));
  switch (field.rule) {
    case 'name':
      return 'Ana María';
    case 'companyName':
      return 'Acme Servicios';
    case 'jobTitle':
      return 'Enfermera';
    case 'city':
      return 'Madrid';
    case 'postalCode':
      return brandId === 'kredit-klar-de' ? '10115' : '28013';
    case 'street':
      return 'Calle Mayor';
    case 'houseNumber':
      return '12';
    case 'licensePlateNumber':
      return '1234 BCD';
    case 'bankAccount':
      return 'ES91 2100 0418 4502 0005 1332';
    case 'polishIdCardNumber':
      return 'ABA 300000';
    case 'polishBankAccount':
      return '61 1090 1014 0000 0712 1981 2874';
    case 'personalCode':
      return sampleCnp('290051740123');
    default:
      return 'text';
  }
}

/** A label as the page shows it: followed by "(optional)" on an optional field. */
const startingWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Fills in every field the page asks, as an applicant would: each radio question answered with
 * the option that reveals the questions hanging on it (yes, married), so all are answered.
 */
async function fillIn(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  fields: readonly FieldDefinition[],
  brandId: string,
) {
  const revealing = new Set(fields.flatMap((field) => field.when?.is ?? []));
  for (const field of fields) {
    const label = startingWith(textOf(field, 'label', brandId));
    if (field.kind === 'yesNo' || field.options?.control === 'radios') {
      const group = await screen.findByRole('group', { name: label });
      const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
      const chosen = radios.find((radio) => revealing.has(radio.value)) ?? radios[0];
      await user.click(chosen as HTMLElement);
    } else if (field.kind === 'date') {
      const group = await screen.findByRole('group', { name: label });
      const [day, month, year] = within(group).getAllByRole('textbox') as HTMLElement[];
      const future = field.dateRange === 'future';
      await user.type(day as HTMLElement, future ? '31' : '1');
      await user.type(month as HTMLElement, future ? '12' : '4');
      // A birth date (its bounds are ages) is an adult's; any other date in the past, recent.
      const past = field.bounds ? '1985' : '2020';
      await user.type(year as HTMLElement, future ? '2035' : past);
    } else if (field.kind === 'choice') {
      const select = await screen.findByLabelText(label);
      const first = within(select).getAllByRole('option')[1] as HTMLOptionElement;
      await user.selectOptions(select, first);
    } else {
      const input = await screen.findByLabelText(label);
      await user.click(input);
      await user.paste(sample(field, brandId));
    }
  }
}

const savedStates = OfferFormStates.filter(
  (state) => state !== ApplicationState.EMPLOYMENT_DETAILS,
);

describe('the state-driven forms', () => {
  test.each(OfferFormStates.map((state) => [state, routeForState(state).route] as const))(
    'state %i (%s) shows its fields and refuses an empty Continue in a focused summary',
    async (state) => {
      const { user, sent } = await openPage(state);
      const fields = OfferStageFields[state].filter((field) => !field.when);
      for (const field of fields) {
        expect(
          screen.getAllByText(textOf(field, 'label', brandOf(state)), { exact: false }).length,
        ).toBeGreaterThan(0);
      }
      await user.click(screen.getByRole('button', { name: i18next.t('common>continue') }));
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveFocus();
      const required = fields.filter((field) => field.required);
      expect(within(summary).getAllByRole('link')).toHaveLength(required.length);
      await waitFor(() =>
        expect(document.title.startsWith(i18next.t('errors>titlePrefix'))).toBe(true),
      );
      expect(sent()).toEqual([]);
      cleanup();
    },
    30_000,
  );

  // The e2e matrix walks one of these saves through the real sandbox (the aide's); every other
  // one meets here what the lead API failing for good does: a message in the brand's language,
  // every answer kept, and Try again sending them to the page's own call.
  test.each(savedStates.map((state) => [state, routeForState(state).route] as const))(
    'state %i (%s): its answers go to its own call, a failing save keeps them, Try again sends them, and the page goes where the server says',
    async (state) => {
      const save = OfferStageSaves.find((candidate) => candidate.state === state);
      if (!save) throw new Error(`No save for ${state}`);
      let down = true;
      const { user, sent } = await openPage(state, (request) => {
        if (request.path !== save.path) return undefined;
        return down ? fail(503, 'internal_error') : leadAt(ApplicationState.THANK_YOU);
      });
      const brandId = brandOf(state);
      await fillIn(user, OfferStageFields[state], brandId);
      const answers = formValues();
      await user.click(screen.getByRole('button', { name: i18next.t('common>continue') }));
      expect(await screen.findByText(i18next.t('errors>saveFailedTitle'))).toBeInTheDocument();
      // Sent again by itself with backoff (renderApp's three retries), then given up.
      expect(sent()).toHaveLength(4);
      expect(formValues()).toEqual(answers);
      expect(location()).toBe(routeForState(state).route);
      down = false;
      await user.click(screen.getByRole('button', { name: i18next.t('common>tryAgain') }));
      await waitFor(() => expect(location()).toBe('/thank-you'));
      const request = sent().at(-1);
      expect(sent()).toHaveLength(5);
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe(save.path);
      expect(offerStageSaveRequestSchema(save).safeParse(request?.body).success).toBe(true);
      expect(Object.keys(request?.body ?? {}).sort()).toEqual(['id', ...save.sections].sort());
      expect(request?.body?.id).toBe(TEST_LEAD_ID);
      cleanup();
    },
    30_000,
  );

  test('employment details are a lead update, and the next page is pushed', async () => {
    const state = ApplicationState.EMPLOYMENT_DETAILS;
    const { user, sent } = await openPage(state, (request) =>
      request.path === LeadPaths.lead ? leadAt(ApplicationState.CHECKING) : undefined,
    );
    await fillIn(user, OfferStageFields[state], 'default-es');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/checking'));
    const [request] = sent();
    expect(request).toMatchObject({ method: 'PUT', path: LeadPaths.lead });
    expect(request?.body).toMatchObject({
      id: TEST_LEAD_ID,
      employer: { name: 'Acme Servicios', postalCode: '28013', city: 'Madrid' },
      incomeDetails: { workPhone: '+34912345678' },
    });
  });

  test('a failed save keeps every answer and offers Try again, which sends them again', async () => {
    let answers = 0;
    const { user, sent } = await openPage(ApplicationState.CUSTOMER_DEBTS, (request) => {
      if (request.path !== '/lead/offer/customer-debts') return undefined;
      answers += 1;
      // Three tries with backoff fail; the applicant's Try again then succeeds.
      return answers <= 4 ? fail(503, 'internal_error') : leadAt(ApplicationState.THANK_YOU);
    });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(i18next.t('errors>saveFailedTitle'))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: i18next.t('common>tryAgain') }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(sent().at(-1)?.body).toEqual({
      id: TEST_LEAD_ID,
      customerDebts: {
        hasDebts: false,
        numberOfDebts: null,
        totalDebtAmount: null,
        monthlyDebtRepayments: null,
        hasArrears: null,
      },
    });
  });

  test('a lead that moved on elsewhere is followed: its status is read and shown', async () => {
    const { user, requests } = await openPage(ApplicationState.AIDE, (request) => {
      if (request.path === '/lead/aide') return fail(409, 'wrong_state');
      if (request.path === LeadPaths.leadStatus(TEST_LEAD_ID)) {
        return leadAt(ApplicationState.REJECTED);
      }
      return undefined;
    });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/rejected'));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /lead/aide',
      `GET /lead/status/${TEST_LEAD_ID}`,
    ]);
  });

  test('a yes reveals the questions that hang on it; a no hides them again', async () => {
    const { user } = await openPage(ApplicationState.AIDE);
    const housing = () => screen.queryByLabelText(/^Ayuda a la vivienda al mes/);
    expect(housing()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    expect(housing()).toBeInTheDocument();
    await user.type(housing() as HTMLElement, '120');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(housing()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    expect(housing()).toHaveValue('120');
  });

  test('a question the application asked already starts with its answer, which the applicant confirms or changes', async () => {
    const state = ApplicationState.SANTANDER_COMPERIA;
    const { user, sent } = await openPage(
      state,
      (request) =>
        request.path === '/lead/santander-comperia'
          ? leadAt(ApplicationState.THANK_YOU)
          : undefined,
      undefined,
      {
        expenses: { monthlyExpenses: 1850 },
        wniosek: { householdSize: 3, monthlyHouseholdExpenses: 2400 },
      },
    );
    // The lender's form asked it last: its answer, not the application's.
    const expenses = screen.getByLabelText(
      textOf(fieldAt('santanderComperia.monthlyHouseholdExpenses'), 'label', 'pozyczka-plus-pl'),
      { exact: false },
    );
    expect(expenses).toHaveValue('2400');
    const household = screen.getByLabelText(
      textOf(fieldAt('santanderComperia.householdSize'), 'label', 'pozyczka-plus-pl'),
      { exact: false },
    );
    expect(household).toHaveValue('3');
    await user.clear(household);
    await user.type(household, '4');
    await user.click(screen.getByRole('radio', { name: 'Nie' }));
    await user.click(screen.getByRole('button', { name: i18next.t('common>continue') }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(sent().at(-1)?.body).toMatchObject({
      santanderComperia: { householdSize: 4, monthlyHouseholdExpenses: 2400, hasCreditCard: false },
    });
  });

  test('an answer given to the question itself wins over the earlier one; a question never asked before starts empty', async () => {
    await openPage(ApplicationState.WNIOSEK, undefined, undefined, {
      expenses: { monthlyExpenses: 1850 },
      employer: { name: 'Acme Sp. z o.o.' },
      wniosek: { monthlyHouseholdExpenses: 2100 },
    });
    const label = (path: string) => textOf(fieldAt(path), 'label', 'pozyczka-plus-pl');
    expect(
      screen.getByLabelText(label('wniosek.monthlyHouseholdExpenses'), { exact: false }),
    ).toHaveValue('2100');
    expect(screen.getByLabelText(label('wniosek.householdSize'), { exact: false })).toHaveValue('');
    cleanup();
    await openPage(ApplicationState.WNIOSEK_UZUPELNIENIE, undefined, undefined, {
      employer: { name: 'Acme Sp. z o.o.' },
    });
    expect(screen.getByLabelText(label('wniosek.employerName'), { exact: false })).toHaveValue(
      'Acme Sp. z o.o.',
    );
  });

  test('the Romanian CNP must match the birth date and sex the applicant gave', async () => {
    const { user, sent } = await openPage(ApplicationState.CNP);
    // A man born on 1 January 1980.
    await user.type(screen.getByLabelText(/^CNP|^Cod numeric personal/), sampleCnp('180010140123'));
    await user.click(screen.getByRole('button', { name: i18next.t('common>continue') }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(sent()).toEqual([]);
  });
});

describe('the credit details page', () => {
  test('an applicant paying no credit is not asked what they pay or owe', async () => {
    const { user, sent } = await openPage(ApplicationState.YOUNITED_CREDIT_DETAILS, (request) =>
      request.path === '/lead/offer/credit-details'
        ? leadAt(ApplicationState.THANK_YOU)
        : undefined,
    );
    const repayments = textOf(
      fieldAt('creditDetails.monthlyCreditRepayments'),
      'label',
      'default-es',
    );
    const owed = textOf(fieldAt('creditDetails.outstandingCreditAmount'), 'label', 'default-es');
    const count = screen.getByLabelText(
      startingWith(textOf(fieldAt('creditDetails.numberOfCredits'), 'label', 'default-es')),
    );
    // Asked once the count says there is a credit to pay; gone again when it says none.
    expect(screen.queryByLabelText(startingWith(repayments))).toBeNull();
    await user.type(count, '2');
    expect(screen.getByLabelText(startingWith(repayments))).toBeVisible();
    expect(screen.getByLabelText(startingWith(owed))).toBeVisible();
    await user.clear(count);
    await user.type(count, '0');
    expect(screen.queryByLabelText(startingWith(repayments))).toBeNull();
    expect(screen.queryByLabelText(startingWith(owed))).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(sent()[0]?.body).toEqual({
      id: TEST_LEAD_ID,
      creditDetails: {
        numberOfCredits: 0,
        monthlyCreditRepayments: null,
        outstandingCreditAmount: null,
        hasMortgage: false,
      },
    });
  });
});

describe('the customer debts page', () => {
  test('in debt, yet owing nothing in all, is refused by its label; nothing is sent', async () => {
    const { user, sent } = await openPage(ApplicationState.CUSTOMER_DEBTS);
    const [inDebt] = screen.getAllByRole('radio', { name: 'Sí' });
    await user.click(inDebt as HTMLElement);
    const labelOf = (path: string) => textOf(fieldAt(path), 'label', 'default-es');
    await user.type(
      screen.getByLabelText(startingWith(labelOf('customerDebts.numberOfDebts'))),
      '2',
    );
    await user.type(
      screen.getByLabelText(startingWith(labelOf('customerDebts.totalDebtAmount'))),
      '0',
    );
    await user.type(
      screen.getByLabelText(startingWith(labelOf('customerDebts.monthlyDebtRepayments'))),
      '0',
    );
    const arrears = await screen.findByRole('group', {
      name: startingWith(labelOf('customerDebts.hasArrears')),
    });
    await user.click(within(arrears).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: `${labelOf('customerDebts.totalDebtAmount')}: escribe cuánto debes en total. Si no tienes deudas, elige «No» arriba`,
      }),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });
});

describe('the marital details page', () => {
  test("a spouse's birth date that is a child's is refused by its label, and nothing is sent", async () => {
    const { user, sent } = await openPage(ApplicationState.MARITAL_DETAILS);
    await user.click(screen.getByRole('radio', { name: 'Casado/a' }));
    const label = textOf(fieldAt('maritalDetails.spouseDateOfBirth'), 'label', 'default-es');
    const [day, month, year] = within(
      await screen.findByRole('group', { name: startingWith(label) }),
    ).getAllByRole('textbox') as HTMLElement[];
    await user.type(day as HTMLElement, '3');
    await user.type(month as HTMLElement, '4');
    await user.type(year as HTMLElement, '2020');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', {
      name: `${label}: revisa el año; debe ser de una persona de 16 años o más`,
    });
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(day).not.toHaveAttribute('aria-invalid', 'true');
    // The summary's link goes to the part at fault, the year (GOV.UK's date input).
    await user.click(link);
    expect(year).toHaveFocus();
    expect(sent()).toEqual([]);
  });
});

describe('the vehicle page', () => {
  test('offers the models of the make chosen, and clears the model when the make changes', async () => {
    const { user, sent } = await openPage(ApplicationState.VEHICLE, (request) =>
      request.path === '/lead/vehicle' ? leadAt(ApplicationState.THANK_YOU) : undefined,
    );
    const make = screen.getByLabelText('Marca');
    const model = screen.getByLabelText(/^Modelo/);
    expect(within(model).getAllByRole('option')).toHaveLength(1);
    await user.selectOptions(make, 'Seat');
    expect(
      within(model)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige…', 'Ibiza', 'León']);
    await user.selectOptions(model, 'León');
    await user.selectOptions(make, 'Škoda');
    expect(model).toHaveValue('');
    await user.selectOptions(model, 'Octavia');
    await user.type(screen.getByLabelText(/^Año de fabricación/), '2018');
    await user.type(screen.getByLabelText(/^Matrícula/), '1234 bcd');
    // As a Spaniard writes 85 000 km, the thousands grouped with a dot.
    await user.type(screen.getByLabelText(/^Kilometraje/), '85.000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(sent()[0]?.body).toEqual({
      id: TEST_LEAD_ID,
      vehicle: {
        make: 'Škoda',
        model: 'Octavia',
        year: 2018,
        registrationNumber: '1234 BCD',
        mileage: 85000,
      },
    });
  });

  test('a list that fails to load offers Try again, and the answers given stay', async () => {
    let loads = 0;
    const fake = fakeApi((request) => {
      if (request.path !== OfferStagePaths.vehicleModels) return undefined;
      loads += 1;
      return loads <= 4 ? fail(503, 'internal_error') : ok(VEHICLE_MODELS);
    });
    const { user } = await renderApp({
      api: fake.api,
      path: '/vehicle',
      lead: {
        state: ApplicationState.VEHICLE,
        data: { vehicle: { make: 'Seat', model: 'Ibiza', year: 2015 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: i18next.t('common>tryAgain') }));
    expect(await screen.findByLabelText('Marca')).toHaveValue('Seat');
    expect(screen.getByLabelText(/^Modelo/)).toHaveValue('Ibiza');
    expect(screen.getByLabelText(/^Año de fabricación/)).toHaveValue('2015');
  });
});
