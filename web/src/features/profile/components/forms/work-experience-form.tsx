import type { WorkExperience } from '@shared/profile/profile';
import { type WorkExperienceInput, workExperienceSchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { InputField, TextareaField } from '@/components/ui/field';
import { useAddWorkExperience } from '../../api/add-work-experience';
import { useUpdateWorkExperience } from '../../api/update-work-experience';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { workExperienceBody, workExperienceValues } from '../../lib/form-values';
import { entryNotices } from '../../lib/messages';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';
import { PeriodFields } from './period-fields';

/** Adds a work experience, or edits `entry`. */
export function WorkExperienceForm({ entry, onClose }: { entry?: WorkExperience; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: workExperienceSchema,
    toBody: workExperienceBody,
    defaultValues: workExperienceValues(entry),
    focus: 'position',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const add = useAddWorkExperience();
  const update = useUpdateWorkExperience();
  const send = (body: WorkExperienceInput) =>
    entry ? update.mutateAsync({ id: entry.id, body }) : add.mutateAsync(body);
  const save = useSectionSave(form, send, {
    notices: entryNotices('Work experience', entry ? 'updated' : 'added'),
    onSaved: onClose,
  });

  return (
    <EditModal
      title={entry ? 'Edit work experience' : 'Add work experience'}
      formId={formId}
      onClose={onClose}
      isSaving={add.isPending || update.isPending}
    >
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <div className={styles.formRow}>
          <InputField
            label="Position"
            placeholder="e.g. Software Engineer"
            isRequired
            error={errors.position?.message}
            {...register('position')}
          />
          <InputField
            label="Company name"
            autoComplete="organization"
            isRequired
            error={errors.companyName?.message}
            {...register('companyName')}
          />
        </div>
        <InputField
          label="Location"
          placeholder="e.g. Chennai, Tamil Nadu"
          error={errors.location?.message}
          {...register('location')}
        />
        <PeriodFields form={form} currentLabel="I currently work here" />
        <TextareaField
          label="Description"
          rows={4}
          placeholder="What you did and what you were responsible for"
          error={errors.description?.message}
          {...register('description')}
        />
        <TextareaField
          label="Key achievements"
          rows={3}
          hint="One per line."
          error={errors.achievements?.message}
          {...register('achievements')}
        />
        <InputField
          label="Company website"
          type="url"
          inputMode="url"
          placeholder="https://company.in"
          error={errors.companyUrl?.message}
          {...register('companyUrl')}
        />
      </form>
    </EditModal>
  );
}
