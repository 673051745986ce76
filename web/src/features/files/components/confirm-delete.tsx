import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface ConfirmDeleteProps {
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  isPending: boolean;
  error?: string;
}

/** Asks before a file is deleted; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDelete({ title, children, onConfirm, onClose, isPending, error }: ConfirmDeleteProps) {
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
          <Button variant="danger" onClick={onConfirm} isLoading={isPending} loadingText="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      <p>{children}</p>
      {error ? (
        <p role="alert" style={{ color: 'var(--color-danger)' }}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
