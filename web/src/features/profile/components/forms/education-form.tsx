import { DEGREES, FIELDS_OF_STUDY, OTHER_OPTION } from '@shared/profile/options';
import type { Education } from '@shared/profile/profile';
import { type EducationInput, educationEntrySchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { useAddEducation } from '../../api/add-education';
import { useUpdateEducation } from '../../api/update-education';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { educationBody, educationFieldFor, educationValues } from '../../lib/form-values';
import { entryNotices } from '../../lib/messages';
import { isOther } from '../../lib/other-option';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';
import { PeriodFields } from './period-fields';

function Options({ options }: { options: readonly string[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
      <option value={OTHER_OPTION}>{OTHER_OPTION}</option>
    </>
  );
}

/** Adds an education, or edits `entry`. 'Other' as degree or field shows a field to name it. */
export function EducationForm({ entry, onClose }: { entry?: Education; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: educationEntrySchema,
    toBody: educationBody,
    fieldFor: educationFieldFor,
    defaultValues: educationValues(entry),
    focus: 'institution',
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const add = useAddEducation();
  const update = useUpdateEducation();
  const send = (body: EducationInput) =>
    entry ? update.mutateAsync({ id: entry.id, body }) : add.mutateAsync(body);
  const save = useSectionSave(form, send, {
    notices: entryNotices('Education', entry ? 'updated' : 'added'),
    fieldFor: educationFieldFor,
    onSaved: onClose,
  });

  return (
    <EditModal
      title={entry ? 'Edit education' : 'Add education'}
      formId={formId}
      onClose={onClose}
      isSaving={add.isPending || update.isPending}
    >
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <InputField
          label="Institution"
          placeholder="e.g. Anna University"
          isRequired
          error={errors.institution?.message}
          {...register('institution')}
        />
        <div className={styles.formRow}>
          <SelectField
            label="Degree"
            placeholder="Select degree"
            isRequired
            error={errors.degreeChoice?.message}
            {...register('degreeChoice')}
          >
            <Options options={DEGREES} />
          </SelectField>
          {isOther(watch('degreeChoice')) ? (
            <InputField
              label="Specify degree"
              placeholder="e.g. B.Arch"
              isRequired
              error={errors.degreeOther?.message}
              {...register('degreeOther')}
            />
          ) : null}
        </div>
        <div className={styles.formRow}>
          <SelectField
            label="Field of study"
            placeholder="Select field of study"
            error={errors.fieldChoice?.message}
            {...register('fieldChoice')}
          >
            <Options options={FIELDS_OF_STUDY} />
          </SelectField>
          {isOther(watch('fieldChoice')) ? (
            <InputField
              label="Specify field of study"
              placeholder="e.g. Architecture"
              error={errors.fieldOther?.message}
              {...register('fieldOther')}
            />
          ) : null}
        </div>
        <PeriodFields form={form} currentLabel="I currently study here" />
        <div className={styles.formRow}>
          <InputField
            label="Grade"
            placeholder="e.g. 8.6 CGPA or 78%"
            error={errors.grade?.message}
            {...register('grade')}
          />
          <InputField
            label="Location"
            placeholder="e.g. Chennai"
            error={errors.location?.message}
            {...register('location')}
          />
        </div>
        <TextareaField
          label="Description"
          rows={3}
          placeholder="Projects, honours, activities"
          error={errors.description?.message}
          {...register('description')}
        />
      </form>
    </EditModal>
  );
}
