import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './button';

describe('a busy button', () => {
  test('takes no press, by click or by Enter in its form, and stays focusable', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const clicked = vi.fn();
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Name" />
        <Button type="submit" busy onClick={clicked}>
          Continue
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();

    await user.click(button);
    expect(button).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana{Enter}');
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });

  test('takes a press again once it is no longer busy', async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    render(<Button onClick={clicked}>Retry</Button>);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('a button marked aria-disabled (the other answer’s, while one is on its way)', () => {
  test('takes no press, by click or by Enter in its form, and stays focusable', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const clicked = vi.fn();
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Amount" />
        <Button type="submit" aria-disabled onClick={clicked}>
          Accept
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Accept' });
    expect(button).not.toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(button).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '400{Enter}');
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });
});
