import { ApplicationState, type PostcodeAnswer } from '@lf/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { leadAnswerIn, renderApp } from '../../test/render-app';

/**
 * Walked on default-es, kredit-klar-de and pozyczka-plus-pl: the town and province the page had
 * filled from a postcode (80331: München, Bayern) stayed when the postcode was corrected (10115),
 * and Continue saved Berlin's postcode with München and Bayern. What the page filled follows the
 * postcode; what the applicant typed is theirs.
 */

const place = (
  postalCode: string,
  city: string,
  province: string,
  country: PostcodeAnswer['country'],
) => ({ postalCode, city, province, country });

/** Every place these tests look up, as the sandbox has them (sandbox-api lookups/postcodes.ts). */
const PLACES = [
  place('80331', 'München', 'Bayern', 'DE'),
  place('10115', 'Berlin', 'Berlin', 'DE'),
  place('20-019', 'Lublin', 'lubelskie', 'PL'),
  place('00-001', 'Warszawa', 'mazowieckie', 'PL'),
  place('08001', 'Barcelona', 'Barcelona', 'ES'),
  place('28013', 'Madrid', 'Madrid', 'ES'),
];

/** The lead API: look-ups answered from PLACES (404 for any other code), saves with `next`. */
function leadApi(next: ApplicationState) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest): Promise<ApiResult<unknown>> => {
    requests.push(request);
    const code = /^\/postcode\/lookup\/([^?]+)/.exec(request.path)?.[1];
    if (code !== undefined) {
      const found = PLACES.find((each) => each.postalCode === decodeURIComponent(code));
      return found
        ? { ok: true, status: 200, data: found }
        : { ok: false, status: 404, error: { code: 'not_found', message: 'No place' } };
    }
    if (request.path === '/v3/lead') return leadAnswerIn(next);
    return { ok: false, status: 404, error: { code: 'not_found', message: 'Not here' } };
  });
  const saves = () => requests.filter((request) => request.path === '/v3/lead');
  return { api: api as unknown as ApiClient, saves };
}

/** A brand's classic contact page, the personal details given. */
const classicContactPage = (
  api: ApiClient,
  brandId: string,
  locale: 'de' | 'pl' | 'es',
  data: Record<string, unknown> = {},
) =>
  renderApp({
    api,
    brandId,
    locale,
    path: '/contact-details',
    lead: {
      state: ApplicationState.CONTACT_DETAILS,
      visited: ['/loan-information', '/personal-details', '/contact-details'],
      data,
    },
  });

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Replaces what a field holds with `text`, then leaves it with Tab, as the applicant did. */
async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
  await user.tab();
}

describe('kredit-klar-de (classic contact page)', () => {
  test('a corrected postcode refills the town and Bundesland it had filled, and Continue saves those', async () => {
    const { api, saves } = leadApi(ApplicationState.INCOME_DETAILS);
    const { user } = await classicContactPage(api, 'kredit-klar-de', 'de');
    const postcode = await screen.findByLabelText('Postleitzahl');
    const town = screen.getByLabelText('Ort');
    const land = screen.getByLabelText('Bundesland');
    await retype(user, postcode, '80331');
    await waitFor(() => expect(town).toHaveValue('München'));
    expect(land).toHaveValue('Bayern');

    await retype(user, postcode, '10115');
    await waitFor(() => expect(town).toHaveValue('Berlin'));
    expect(land).toHaveValue('Berlin');

    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna.mueller@example.de');
    await user.type(screen.getByLabelText('Handynummer'), '01512 3456789');
    await user.type(screen.getByLabelText('Straße'), 'Invalidenstraße');
    await user.type(screen.getByLabelText('Hausnummer'), '44');
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({
      contactDetails: { postalCode: '10115', city: 'Berlin', province: 'Berlin' },
    });
  });

  test('a town the applicant typed stays when the postcode changes; the Bundesland filled follows', async () => {
    const { api } = leadApi(ApplicationState.INCOME_DETAILS);
    const { user } = await classicContactPage(api, 'kredit-klar-de', 'de');
    const postcode = await screen.findByLabelText('Postleitzahl');
    const town = screen.getByLabelText('Ort');
    const land = screen.getByLabelText('Bundesland');
    await retype(user, postcode, '80331');
    await waitFor(() => expect(land).toHaveValue('Bayern'));
    await retype(user, town, 'Garching bei München');

    await retype(user, postcode, '10115');
    await waitFor(() => expect(land).toHaveValue('Berlin'));
    expect(town).toHaveValue('Garching bei München');
  });

  test('a postcode no place has empties what the page filled, and leaves what was typed', async () => {
    const { api } = leadApi(ApplicationState.INCOME_DETAILS);
    const { user } = await classicContactPage(api, 'kredit-klar-de', 'de');
    const postcode = await screen.findByLabelText('Postleitzahl');
    const town = screen.getByLabelText('Ort');
    const land = screen.getByLabelText('Bundesland');
    await user.type(land, 'Bayern');
    await retype(user, postcode, '80331');
    await waitFor(() => expect(town).toHaveValue('München'));

    await retype(user, postcode, '99999');
    await waitFor(() => expect(town).toHaveValue(''));
    expect(land).toHaveValue('Bayern');
  });

  // Continue pressed with Enter in the postcode's field: the field is never left, so no look-up
  // is made; the town filled for the postcode before must not go with the new one.
  test('what the page filled goes as soon as the postcode is changed, before it is left', async () => {
    const { api } = leadApi(ApplicationState.INCOME_DETAILS);
    const { user } = await classicContactPage(api, 'kredit-klar-de', 'de');
    const postcode = await screen.findByLabelText('Postleitzahl');
    await retype(user, postcode, '80331');
    await waitFor(() => expect(screen.getByLabelText('Ort')).toHaveValue('München'));
    await user.click(postcode);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.getByLabelText('Ort')).toHaveValue(''));
    expect(screen.getByLabelText('Bundesland')).toHaveValue('');
  });

  test('after a reload, what the page filled still follows the postcode, and what was typed stays', async () => {
    const { api } = leadApi(ApplicationState.INCOME_DETAILS);
    const first = await classicContactPage(api, 'kredit-klar-de', 'de');
    await retype(first.user, await screen.findByLabelText('Postleitzahl'), '80331');
    await waitFor(() => expect(screen.getByLabelText('Ort')).toHaveValue('München'));
    await retype(first.user, screen.getByLabelText('Bundesland'), 'Freistaat Bayern');
    // The tab is reloaded: the answers as the store kept them in session storage.
    const kept = first.store.getState().application.applicationData;
    cleanup();

    const { user } = await classicContactPage(api, 'kredit-klar-de', 'de', {
      contactDetails: kept.contactDetails,
    });
    const postcode = await screen.findByLabelText('Postleitzahl');
    expect(postcode).toHaveValue('80331');
    expect(screen.getByLabelText('Ort')).toHaveValue('München');
    await retype(user, postcode, '10115');
    await waitFor(() => expect(screen.getByLabelText('Ort')).toHaveValue('Berlin'));
    expect(screen.getByLabelText('Bundesland')).toHaveValue('Freistaat Bayern');
  });
});

test('pozyczka-plus-pl: a corrected postcode refills the town and voivodeship it had filled', async () => {
  const { api } = leadApi(ApplicationState.INCOME_DETAILS);
  const { user } = await classicContactPage(api, 'pozyczka-plus-pl', 'pl');
  const postcode = await screen.findByLabelText('Kod pocztowy');
  await retype(user, postcode, '20-019');
  await waitFor(() => expect(screen.getByLabelText('Miejscowość')).toHaveValue('Lublin'));
  expect(screen.getByLabelText('Województwo')).toHaveValue('lubelskie');

  await retype(user, postcode, '00-001');
  await waitFor(() => expect(screen.getByLabelText('Miejscowość')).toHaveValue('Warszawa'));
  expect(screen.getByLabelText('Województwo')).toHaveValue('mazowieckie');
});

test('default-es: a corrected postcode refills the town and province it had filled', async () => {
  const { api } = leadApi(ApplicationState.INCOME_DETAILS);
  const { user } = await classicContactPage(api, 'default-es', 'es');
  const postcode = await screen.findByLabelText('Código postal');
  await retype(user, postcode, '08001');
  await waitFor(() => expect(screen.getByLabelText('Localidad')).toHaveValue('Barcelona'));
  await retype(user, postcode, '28013');
  await waitFor(() => expect(screen.getByLabelText('Localidad')).toHaveValue('Madrid'));
  expect(screen.getByLabelText('Provincia')).toHaveValue('Madrid');
});

test('credisol-es (v3 address page): the province chosen for it and the town follow the postcode', async () => {
  const { api } = leadApi(ApplicationState.LOAN_INFORMATION);
  const { user } = await renderApp({
    api,
    brandId: 'credisol-es',
    path: '/address-information',
    lead: {
      state: ApplicationState.LOAN_INFORMATION,
      visited: ['/', '/loan-purpose', '/name', '/gender', '/address-information'],
    },
  });
  const postcode = await screen.findByLabelText('Código postal');
  const province = screen.getByLabelText('Provincia');
  await retype(user, postcode, '08001');
  await waitFor(() => expect(province).toHaveValue('Barcelona'));
  expect(screen.getByLabelText('Localidad')).toHaveValue('Barcelona');

  await retype(user, postcode, '28013');
  await waitFor(() => expect(province).toHaveValue('Madrid'));
  expect(screen.getByLabelText('Localidad')).toHaveValue('Madrid');

  // A province the applicant chose is theirs: told, not changed, if the postcode names another.
  await user.selectOptions(province, 'Toledo');
  await retype(user, postcode, '08001');
  await waitFor(() => expect(screen.getByLabelText('Localidad')).toHaveValue('Barcelona'));
  expect(province).toHaveValue('Toledo');
});
