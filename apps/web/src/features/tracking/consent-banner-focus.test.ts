import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { runSpanishConsentBanner } from '../../test/spanish-consent-banner';

/**
 * Walked by keyboard in pozyczka-plus-pl and lei-rapid-ro: the bar's button pressed goes with
 * the bar, and the focus fell to the document's body; the next Tab started the page over.
 */
test('a choice made in the bar by keyboard leaves the focus on the page’s heading, not nowhere', async () => {
  const main = document.createElement('main');
  main.innerHTML = '<h1 tabindex="-1">¿Cuánto dinero necesitas?</h1><input aria-label="Importe">';
  document.body.append(main);
  await runSpanishConsentBanner();
  await screen.findByRole('dialog', { name: 'Consentimiento de cookies' });
  await userEvent.tab();
  await userEvent.tab();
  const reject = screen.getByRole('button', { name: 'Rechazar todas' });
  expect(reject).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
});
