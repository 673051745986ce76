import type { Certification } from '@shared/profile/profile';
import { type CertificationInput, certificationSchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { InputField } from '@/components/ui/field';
import { useAddCertification } from '../../api/add-certification';
import { useUpdateCertification } from '../../api/update-certification';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { certificationBody, certificationValues } from '../../lib/form-values';
import { entryNotices } from '../../lib/messages';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';

/** Adds a certification, or edits `entry`. */
export function CertificationForm({ entry, onClose }: { entry?: Certification; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: certificationSchema,
    toBody: certificationBody,
    defaultValues: certificationValues(entry),
    focus: 'name',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const add = useAddCertification();
  const update = useUpdateCertification();
  const send = (body: CertificationInput) =>
    entry ? update.mutateAsync({ id: entry.id, body }) : add.mutateAsync(body);
  const save = useSectionSave(form, send, {
    notices: entryNotices('Certification', entry ? 'updated' : 'added'),
    onSaved: onClose,
  });

  return (
    <EditModal
      title={entry ? 'Edit certification' : 'Add certification'}
      formId={formId}
      onClose={onClose}
      isSaving={add.isPending || update.isPending}
      size="md"
    >
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <InputField
          label="Certification name"
          placeholder="e.g. AWS Certified Developer - Associate"
          isRequired
          error={errors.name?.message}
          {...register('name')}
        />
        <InputField
          label="Issuing organisation"
          placeholder="e.g. Amazon Web Services"
          isRequired
          error={errors.issuer?.message}
          {...register('issuer')}
        />
        <div className={styles.formRow}>
          <InputField
            label="Issue date"
            type="month"
            error={errors.issueDate?.message}
            {...register('issueDate')}
          />
          <InputField
            label="Expiry date"
            type="month"
            hint="Leave empty if it does not expire."
            error={errors.expiryDate?.message}
            {...register('expiryDate')}
          />
        </div>
        <InputField
          label="Credential URL"
          type="url"
          inputMode="url"
          placeholder="https://..."
          error={errors.credentialUrl?.message}
          {...register('credentialUrl')}
        />
      </form>
    </EditModal>
  );
}
