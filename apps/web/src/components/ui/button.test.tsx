import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './button';

describe('a button that takes no press', () => {
  test.each([
    ['busy (its action on its way)', { busy: true }, 'true'],
    [
      'aria-disabled (the other answer’s, while one is on its way)',
      { 'aria-disabled': true },
      null,
    ],
  ])(
    '%s: takes no press, by click or by Enter in its form, and stays focusable',
    async (_, props, busy) => {
      const user = userEvent.setup();
      const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
      const clicked = vi.fn();
      render(
        <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
          <input aria-label="Name" />
          <Button type="submit" {...props} onClick={clicked}>
            Continue
          </Button>
        </form>,
      );
      const button = screen.getByRole('button', { name: 'Continue' });
      expect(button.getAttribute('aria-busy')).toBe(busy);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toBeDisabled();

      await user.click(button);
      expect(button).toHaveFocus();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana{Enter}');
      expect(clicked).not.toHaveBeenCalled();
      expect(submitted).not.toHaveBeenCalled();
    },
  );

  test('takes a press again once it is no longer busy', async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    render(<Button onClick={clicked}>Retry</Button>);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-disabled');
  });
});
