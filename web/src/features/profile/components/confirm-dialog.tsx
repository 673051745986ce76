import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isPending: boolean;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  isPending,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen
      initialFocusRef={cancelRef}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isPending} loadingText="Deleting...">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
