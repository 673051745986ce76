import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. `null` when the surrounding control already says what is happening. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading...', className }: SpinnerProps) {
  const circle = (
    <span
      className={[styles.spinner, size === 'md' ? undefined : styles[size]].filter(Boolean).join(' ')}
      aria-hidden="true"
    />
  );
  if (label === null) return circle;
  return (
    <span role="status" className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {circle}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
