import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';

describe('form fields', () => {
  test('a field is labelled and described by its hint and its error, with an "Error:" prefix', () => {
    render(
      <TextField
        id="contactDetails-email"
        label="E-mail address"
        hint="We send your offer here."
        error="Enter an email address like name@example.com."
        errorPrefix="Error:"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We send your offer here.',
      'Error: Enter an email address like name@example.com.',
    ]);
  });

  test('a field without an error is not marked invalid and has no error text', () => {
    render(<TextField id="name" label="Name" errorPrefix="Error:" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('name-error')).toBeNull();
  });

  test('the error summary takes focus and its links move focus to the field', async () => {
    render(
      <>
        <ErrorSummary
          title="There is a problem"
          items={[{ fieldId: 'name', message: 'Enter your name' }]}
          attempt={1}
        />
        <TextField id="name" label="Name" errorPrefix="Error:" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter your name' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
