import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ErrorSummary } from './error-summary';

function Page() {
  return (
    <>
      <ErrorSummary
        title="Hay un problema"
        attempt={1}
        items={[
          { fieldId: 'email', message: 'Escribe tu correo electrónico' },
          { fieldId: 'captcha', message: 'Completa la comprobación de seguridad' },
        ]}
      />
      <label htmlFor="email">Correo electrónico</label>
      <input id="email" />
      {/* The captcha's slot, which its script fills with its own control. */}
      <div id="captcha" tabIndex={-1}>
        <label>
          <input type="checkbox" /> No soy un robot
        </label>
      </div>
    </>
  );
}

test('each link puts the focus in its field: a control itself, or the first control in its slot', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('link', { name: 'Escribe tu correo electrónico' }));
  expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  // Walked in lei-rapid-ro: the captcha's link focused its slot, where Space ticks nothing.
  await user.click(screen.getByRole('link', { name: 'Completa la comprobación de seguridad' }));
  expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toHaveFocus();
});
