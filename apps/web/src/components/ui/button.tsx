import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  busy?: boolean;
};

/**
 * A button. A busy one (its action on its way) takes no press, but is not disabled: a focused
 * button that is disabled loses the focus to the page (in Chromium it goes to the body and stays
 * there), so a keyboard or screen-reader user would lose their place while the page saves. It is
 * marked `aria-disabled` and `aria-busy` instead, and a press (a click, or Enter in a field of its
 * form, which clicks it) is cancelled. One given `aria-disabled={true}` (the other answer's, while
 * one is on its way) takes no press either: use it rather than `disabled`.
 */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || rest['aria-disabled'] === true) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type="button"
      {...rest}
      onClick={press}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled']}
      className={['lf-button', `lf-button--${variant}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
