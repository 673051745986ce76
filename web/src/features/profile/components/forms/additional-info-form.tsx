import { GENDERS, WORK_AUTHORIZATIONS } from '@shared/profile/options';
import type { Profile } from '@shared/profile/profile';
import { additionalInfoSchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { SelectField } from '@/components/ui/field';
import { useUpdateAdditionalInfo } from '../../api/update-additional-info';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { additionalInfoBody, additionalInfoValues } from '../../lib/form-values';
import { sectionNotices } from '../../lib/messages';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';

export function AdditionalInfoForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: additionalInfoSchema,
    toBody: additionalInfoBody,
    defaultValues: additionalInfoValues(profile),
    focus: 'gender',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const update = useUpdateAdditionalInfo();
  const save = useSectionSave(form, update.mutateAsync, {
    notices: sectionNotices('Additional Information'),
    onSaved: onClose,
  });

  return (
    <EditModal
      title="Edit additional information"
      formId={formId}
      onClose={onClose}
      isSaving={update.isPending}
      size="md"
    >
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <SelectField
          label="Gender"
          placeholder="Select gender"
          error={errors.gender?.message}
          {...register('gender')}
        >
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Work authorization"
          placeholder="Select work authorization"
          error={errors.workAuthorization?.message}
          {...register('workAuthorization')}
        >
          {WORK_AUTHORIZATIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      </form>
    </EditModal>
  );
}
