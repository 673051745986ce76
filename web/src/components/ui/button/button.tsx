import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from '@/lib/router';
import { useAppStarted } from '@/lib/use-app-started';
import { Spinner } from '../spinner';
import styles from './button.module.css';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'danger'
  | 'inverse'
  | 'inverseOutline';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** The class list of a button; also for links that look like buttons. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: StyleOptions = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'md' ? undefined : styles[size],
    fullWidth && styles.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ComponentProps<'button'>, StyleOptions {
  /** Shows a spinner, disables the button and replaces its text with `loadingText` if given. */
  isLoading?: boolean;
  loadingText?: ReactNode;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  isLoading = false,
  loadingText,
  icon,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  // Every form here is sent by the app. On a prerendered page, a submit before the app has taken it over
  // would send the form natively: a GET to the page with the fields (a password too) in its address.
  // Disabled until then, the button (and Enter in a field, HTML's implicit submission) does nothing.
  const started = useAppStarted();
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || isLoading || (type === 'submit' && !started)}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : icon}
      {isLoading && loadingText ? loadingText : children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, StyleOptions {}

/** A router link styled as a button: for actions that navigate. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth, className })} {...props} />;
}
