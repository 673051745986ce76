import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal, type ModalSize } from '@/components/ui/modal';

interface EditModalProps {
  title: string;
  description?: string;
  /** The id of the <form> inside: the footer's Save button submits it from outside the form element. */
  formId: string;
  onClose: () => void;
  isSaving: boolean;
  saveDisabled?: boolean;
  saveLabel?: string;
  size?: ModalSize;
  children: ReactNode;
}

/** An edit modal of the profile: the form, then Cancel and Save. */
export function EditModal({
  title,
  description,
  formId,
  onClose,
  isSaving,
  saveDisabled = false,
  saveLabel = 'Save',
  size = 'lg',
  children,
}: EditModalProps) {
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={isSaving}
            loadingText="Saving..."
            disabled={saveDisabled}
          >
            {saveLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
