import { ApplicationState } from '@lf/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { classicAtPersonalDetails, mountAppOutsideAct, noApiCalls } from '../../test/render-app';

/**
 * Sets a text field's value as typing does, and lets React hear it (its `input` event).
 */
function typeInto(field: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The browser gives an applicant the page once React has put it in the document (its commit);
 * React runs the page's effects in a later task. What is typed in between is the applicant's
 * answer like any other: kept in the store (and so through a reload), not only shown.
 */
test('what is typed as soon as the page is in the document is kept', async () => {
  const typed: string[] = [];
  const observer = new MutationObserver(() => {
    const firstName = document.querySelector<HTMLInputElement>('input[autocomplete="given-name"]');
    if (!firstName || typed.length > 0) return;
    typed.push('Lucía');
    typeInto(firstName, 'Lucía');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const { store } = await mountAppOutsideAct({
    api: noApiCalls,
    ...classicAtPersonalDetails(ApplicationState.PERSONAL_DETAILS),
  });
  await waitFor(() => expect(typed).toEqual(['Lucía']));
  observer.disconnect();
  expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
  // Past the page's effects.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(store.getState().application.applicationData.personalDetails?.firstName).toBe('Lucía');
});
