import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { CloseButton } from '../close-button';
import styles from './modal.module.css';
import { trackOpenModal } from './open-modals';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
  /** The element to focus on open; by default the first focusable control inside the modal. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a click on the dimmed backdrop closes the modal. */
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, traps focus
 * and closes on Escape (the `cancel` event, handed to `onClose` so the owner keeps the open state). Focus
 * returns to whatever had it before the modal opened. An open modal is recorded (open-modals.ts), for
 * what must be drawn inside the top one to stay usable (useTopModal).
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  size = 'md',
  children,
  footer,
  initialFocusRef,
  closeOnBackdrop = true,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeFromEscape = useEffectEvent(() => onClose());
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const forget = trackOpenModal(dialog);
    initialFocusRef?.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeFromEscape();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      forget();
      if (dialog.open) dialog.close();
      previouslyFocused?.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen) return null;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event; the click only catches the backdrop.
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[size]].join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton label="Close dialog" onClick={onClose} className={styles.close} />
        </header>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div className={styles.content}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </dialog>
  );
}
