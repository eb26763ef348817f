import { ApplicationState, type ApplicationStateName } from '@lf/contract';
import { expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { openAtState } from './seeded-lead';
import type { StateCompleters } from './state-completers/state-completer';
import { applicationStateCompleters } from './state-completers/application-states';
import { consentStateCompleters } from './state-completers/consent-states';
import { formStateCompleters } from './state-completers/form-states';
import { mobileStateCompleters } from './state-completers/mobile-states';
import { offerStateCompleters } from './state-completers/offer-states';
import { partnerStateCompleters } from './state-completers/partner-states';

/** Every group's completers; a state in two groups is a mistake this spec reports. */
const groups: readonly StateCompleters[] = [
  applicationStateCompleters,
  mobileStateCompleters,
  formStateCompleters,
  consentStateCompleters,
  offerStateCompleters,
  partnerStateCompleters,
];

const names = Object.keys(ApplicationState) as ApplicationStateName[];

test('every one of the 43 application states has exactly one completer', () => {
  const counts = names.map(
    (name) => [name, groups.filter((group) => group[ApplicationState[name]]).length] as const,
  );
  expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
});

test.describe('every state the server can choose leads somewhere', () => {
  for (const name of names) {
    const state = ApplicationState[name];
    const completer = groups.find((group) => group[state])?.[state];
    if (!completer) continue;
    test(`${name} (${state}): the page is completed and the lead moves on`, async ({ page }) => {
      await openAtState(page, {
        state,
        data: completer.data,
        brand: completer.brand,
        product: completer.product,
      });
      await expect(page.getByRole('heading', { level: 1, name: completer.heading })).toBeVisible();
      await expectAccessible(page);
      await completer.complete(page);
      await expect(page).toHaveURL(completer.lands);
    });
  }
});
