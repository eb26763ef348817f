import { ApplicationState, LeadDataPatchSchema } from '@lf/contract';
import { FAVOURITE_COLOUR, FavouriteColourTexts } from '@lf/contract/testing/data-point-fixture';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type * as DataPointsModule from '../../../../../packages/contract/src/data-points';
import type { ApiClient, ApiRequest } from '../../lib/api-client';
import { fillPersonalDetails, leadAnswerIn, renderApp } from '../../test/render-app';
import { FormFieldNames } from '../flow/lazy-form-field-names';

/*
 * A data point added in one place (decision 0042): the contract's table gets the made-up entry
 * of the fixture, and nothing else of the app is told of it.
 */
vi.mock('../../../../../packages/contract/src/data-points.ts', async (importOriginal) => {
  const real = await importOriginal<typeof DataPointsModule>();
  const { withFavouriteColour } = await import('@lf/contract/testing/data-point-fixture');
  return { ...real, DataPoints: withFavouriteColour(real.DataPoints) };
});

const saved = leadAnswerIn(ApplicationState.CONTACT_DETAILS);

function leadApi() {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return request.path === '/v3/lead'
      ? saved
      : { ok: false, status: 404, error: { code: 'not_found' } };
  });
  return { api: api as unknown as ApiClient, requests };
}

async function openPersonalDetails(api: ApiClient) {
  const missing: string[] = [];
  const rendered = await renderApp({
    api,
    path: '/personal-details',
    lead: {
      state: ApplicationState.PERSONAL_DETAILS,
      visited: ['/loan-information', '/personal-details'],
    },
    texts: FavouriteColourTexts,
    missingTexts: missing,
  });
  return { ...rendered, missing };
}

describe('a data point added to the contract’s table only', () => {
  test('has its form-field name, and the lead’s schema takes it as its kind', () => {
    expect(FormFieldNames).toMatchObject({ [FAVOURITE_COLOUR]: 'form_favourite_colour' });
    expect(
      LeadDataPatchSchema.safeParse({ personalDetails: { favouriteColour: 'azul' } }).success,
    ).toBe(true);
    expect(LeadDataPatchSchema.safeParse({ personalDetails: { favouriteColour: 7 } }).success).toBe(
      false,
    );
  });

  test('is asked on its page, checked by its country’s format, and sent', async () => {
    const { api, requests } = leadApi();
    const { user, missing } = await openPersonalDetails(api);
    const colour = await screen.findByLabelText('Color favorito');

    await fillPersonalDetails(user);

    // Required unless the entry says otherwise: its own "say what to enter" message.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Escribe tu color favorito' })).toBeVisible();

    // Letters, but not a colour of the Spanish list: its format's message.
    await user.type(colour, 'morado');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByRole('link', {
          name: 'Escribe rojo, azul, verde o amarillo',
        }),
      ).toBeVisible(),
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(colour);
    await user.type(colour, 'azul');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      personalDetails: { firstName: 'Ana', favouriteColour: 'azul' },
    });
    // Every text it needs is its entry's (a hint is optional: a field without one asks for it).
    expect(missing.filter((key) => !key.endsWith('>hint'))).toEqual([]);
  });

  test('one with a rule is checked by the rule’s check in the brand’s country, and sent', async () => {
    const { api, requests } = leadApi();
    const { user } = await openPersonalDetails(api);
    const spouseCode = await screen.findByLabelText(/DNI o NIE del cónyuge/);
    await fillPersonalDetails(user);
    await user.type(screen.getByLabelText('Color favorito'), 'azul');

    // A DNI whose letter is wrong: the contract's check, the one the lead API runs too.
    await user.type(spouseCode, '12345678A');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^DNI o NIE del cónyuge.*: este número no cuadra/)]);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(spouseCode);
    await user.type(spouseCode, '12345678z');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      personalDetails: { spousePersonalCode: '12345678Z' },
    });
  });
});
