import './styles.css';
import type { ButtonHTMLAttributes } from 'react';
import { cx } from './classNames';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** The class names of a button, for links that look like one (`<Link className={...}>`). */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return cx('ui-button', `ui-button--${variant}`, block && 'ui-button--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClassName(variant, block), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
