import styles from './close-button.module.css';

export interface CloseButtonProps {
  /** What closing does, for screen readers: the button itself shows only "×". */
  label: string;
  onClick: () => void;
  /** Size and placement, set by the box the button closes. */
  className?: string;
}

/** The "×" in the corner of a dialog or a notification. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={[styles.closeButton, className].filter(Boolean).join(' ')}
      onClick={onClick}
      aria-label={label}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
