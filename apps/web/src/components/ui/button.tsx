import type { ButtonHTMLAttributes } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      aria-busy={busy || undefined}
      disabled={rest.disabled ?? busy}
      className={['lf-button', `lf-button--${variant}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
