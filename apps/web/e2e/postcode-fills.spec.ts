import type { Page } from '@playwright/test';
import { continueTo, field } from './application-flow';
import { expect, expectAccessible, isLeadUpdate } from './fixtures';
import {
  ApplicationState,
  openAtState,
  seededContactDetails,
  seededPersonalDetails,
} from './seeded-lead';
import { test } from './shared-page';

/**
 * Walked on default-es, kredit-klar-de and pozyczka-plus-pl, at 375 and 1280 px, with the mouse
 * and the keyboard: the town and region the page filled from a postcode (80331: München, Bayern)
 * stayed when the postcode was corrected (10115), and Continue saved Berlin's postcode with
 * München and Bayern. What the page filled follows the postcode, over a reload too; what the
 * applicant typed is never replaced (a province then told apart from the postcode's, as typed).
 */

/** Continue, the page saving its answers: the body of the lead's update. */
async function continueSaving(page: Page, next: RegExp): Promise<unknown> {
  const saved = page.waitForRequest(isLeadUpdate);
  await continueTo(page, next);
  return (await saved).postDataJSON();
}

/** A brand's classic contact page, with a lead that holds the applicant's personal details. */
async function openContactPage(
  page: Page,
  brand: string | undefined,
  personalDetails: Record<string, string>,
) {
  await openAtState(page, {
    ...(brand ? { brand, product: brand } : {}),
    state: ApplicationState.CONTACT_DETAILS,
    data: { personalDetails },
  });
}

test('kredit-klar-de at 375 px, by keyboard: a corrected postcode refills Ort and Bundesland, and Continue saves Berlin’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openContactPage(page, 'kredit-klar-de', {
    firstName: 'Anna',
    lastName: 'Müller',
    dateOfBirth: '1987-11-03',
    personalCode: 'T22000129',
    gender: 'female',
  });
  const postcode = field(page, 'contactDetails.postalCode');
  const town = field(page, 'contactDetails.city');
  const land = field(page, 'contactDetails.province');
  await field(page, 'contactDetails.email').fill('anna.mueller@example.de');
  await field(page, 'contactDetails.phoneNumber').fill('01512 3456789');
  await postcode.focus();
  await page.keyboard.type('80331');
  await page.keyboard.press('Tab');
  await expect(town).toHaveValue('München');
  await expect(land).toHaveValue('Bayern');
  await expectAccessible(page);

  await page.keyboard.press('Shift+Tab');
  await expect(postcode).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10115');
  await page.keyboard.press('Tab');
  await expect(town).toHaveValue('Berlin');
  await expect(land).toHaveValue('Berlin');

  await field(page, 'contactDetails.street').fill('Invalidenstraße');
  await field(page, 'contactDetails.houseNumber').fill('44');
  await field(page, 'generalPolicies').check();
  expect(await continueSaving(page, /income-details/)).toMatchObject({
    contactDetails: { postalCode: '10115', city: 'Berlin', province: 'Berlin' },
  });
});

test('pozyczka-plus-pl at 1280 px, by mouse: after a reload the voivodeship filled follows the postcode, the town typed stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // PESEL 900517 0002 8: born 17 May 1990, a woman.
  await openContactPage(page, 'pozyczka-plus-pl', {
    firstName: 'Anna',
    lastName: 'Kowalska',
    dateOfBirth: '1990-05-17',
    personalCode: '90051700028',
    gender: 'female',
  });
  const postcode = field(page, 'contactDetails.postalCode');
  const town = field(page, 'contactDetails.city');
  const voivodeship = field(page, 'contactDetails.province');
  const street = field(page, 'contactDetails.street');
  await field(page, 'contactDetails.email').fill('anna.kowalska@example.pl');
  await field(page, 'contactDetails.phoneNumber').fill('512 345 678');
  await postcode.click();
  await postcode.fill('20-019');
  await street.click();
  await expect(town).toHaveValue('Lublin');
  await expect(voivodeship).toHaveValue('lubelskie');
  // Not Lublin itself: a town beside it, typed over what the page filled.
  await town.fill('Świdnik');

  await page.reload();
  await expect(postcode).toHaveValue('20-019');
  await expect(town).toHaveValue('Świdnik');
  await expect(voivodeship).toHaveValue('lubelskie');
  await postcode.click();
  await postcode.fill('00-001');
  await street.click();
  await expect(voivodeship).toHaveValue('mazowieckie');
  await expect(town).toHaveValue('Świdnik');
  await expectAccessible(page);

  await street.fill('ul. Marszałkowska');
  await field(page, 'contactDetails.houseNumber').fill('10');
  await field(page, 'generalPolicies').check();
  expect(await continueSaving(page, /income-details/)).toMatchObject({
    contactDetails: { postalCode: '00-001', city: 'Świdnik', province: 'mazowieckie' },
  });
});

test('default-es: a province the applicant typed stays when the postcode changes, and is told to be written as the postcode’s', async ({
  page,
}) => {
  await openContactPage(page, undefined, seededPersonalDetails);
  const postcode = field(page, 'contactDetails.postalCode');
  const town = field(page, 'contactDetails.city');
  const province = field(page, 'contactDetails.province');
  await field(page, 'contactDetails.email').fill(seededContactDetails.email);
  await field(page, 'contactDetails.phoneNumber').fill('612345678');
  await province.fill('Barcelona');
  await postcode.fill('08001');
  await postcode.press('Tab');
  await expect(town).toHaveValue('Barcelona');
  await postcode.fill('28013');
  await postcode.press('Tab');
  await expect(town).toHaveValue('Madrid');
  await expect(province).toHaveValue('Barcelona');

  await field(page, 'contactDetails.street').fill('Calle Mayor');
  await field(page, 'contactDetails.houseNumber').fill('12');
  await field(page, 'generalPolicies').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const message =
    'Provincia: el código postal 28013 es de Madrid. Escribe Madrid o corrige el código postal';
  const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([message]);
  await expectAccessible(page);

  await province.fill('Madrid');
  expect(await continueSaving(page, /income-details/)).toMatchObject({
    contactDetails: { postalCode: '28013', city: 'Madrid', province: 'Madrid' },
  });
});
