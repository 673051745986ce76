import { type ReactNode, useRef } from 'react';
import { Button, type ButtonVariant } from '../button';
import { ErrorAlert } from '../error-alert';
import { Modal } from '../modal';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's text, e.g. 'Delete job'. */
  confirmLabel: string;
  pendingLabel?: string;
  /** The confirming button's look: 'danger' (the default) for what destroys, 'primary' for good news. */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  onClose: () => void;
  isPending: boolean;
  /** Why the last attempt failed, said inside the dialog (a toast would sit behind it). */
  error?: string;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel = 'Deleting...',
  confirmVariant = 'danger',
  onConfirm,
  onClose,
  isPending,
  error,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen
      size="sm"
      title={title}
      initialFocusRef={cancelRef}
      onClose={onClose}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            isLoading={isPending}
            loadingText={pendingLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </Modal>
  );
}
