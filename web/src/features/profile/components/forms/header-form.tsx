import { PROFILE } from '@shared/constants';
import type { Profile } from '@shared/profile/profile';
import { headerSchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { InputField, TextareaField } from '@/components/ui/field';
import { useUpdateHeader } from '../../api/update-header';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { headerBody, headerValues } from '../../lib/form-values';
import { sectionNotices } from '../../lib/messages';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';

export function HeaderForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: headerSchema,
    toBody: headerBody,
    defaultValues: headerValues(profile),
    focus: 'firstName',
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const update = useUpdateHeader();
  const save = useSectionSave(form, update.mutateAsync, {
    notices: sectionNotices('Header'),
    onSaved: onClose,
  });
  const summaryLength = watch('summary').trim().length;

  return (
    <EditModal title="Edit profile header" formId={formId} onClose={onClose} isSaving={update.isPending}>
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <div className={styles.formRow}>
          <InputField
            label="First name"
            autoComplete="given-name"
            isRequired
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <InputField
            label="Last name"
            autoComplete="family-name"
            isRequired
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <InputField
          label="Professional title"
          placeholder="e.g. Senior Software Engineer"
          isRequired
          error={errors.title?.message}
          {...register('title')}
        />
        <InputField
          label="Location"
          placeholder="e.g. Bengaluru, Karnataka"
          autoComplete="address-level2"
          error={errors.location?.message}
          {...register('location')}
        />
        <TextareaField
          label="Professional summary"
          rows={5}
          hint={`A few lines about your work and what you are looking for. At least ${PROFILE.summaryMinLength} characters count towards your profile completion (${summaryLength} so far).`}
          error={errors.summary?.message}
          {...register('summary')}
        />
      </form>
    </EditModal>
  );
}
