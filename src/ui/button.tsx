import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a busy state and blocks a second press while an action runs. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="button__busy" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
