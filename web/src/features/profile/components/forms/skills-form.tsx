import { PROFILE } from '@shared/constants';
import type { Profile } from '@shared/profile/profile';
import { PROFILE_MESSAGES, skillsSchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { InputField } from '@/components/ui/field';
import { useUpdateSkills } from '../../api/update-skills';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { skillsBody, skillsValues } from '../../lib/form-values';
import { sectionNotices } from '../../lib/messages';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';
import { ChipsField } from './chips-field';

export function SkillsForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: skillsSchema,
    toBody: skillsBody,
    defaultValues: skillsValues(profile),
    focus: 'currentRole',
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const update = useUpdateSkills();
  const save = useSectionSave(form, update.mutateAsync, {
    notices: sectionNotices('Skills'),
    onSaved: onClose,
  });

  return (
    <EditModal title="Edit skills" formId={formId} onClose={onClose} isSaving={update.isPending}>
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <InputField
          label="Current role"
          placeholder="e.g. Backend Developer"
          isRequired
          error={errors.currentRole?.message}
          {...register('currentRole')}
        />
        <ChipsField
          control={control}
          name="technicalSkills"
          label="Technical skills"
          itemName="skill"
          placeholder="e.g. React"
          hint={`Press Enter to add each skill. At least ${PROFILE.minSkills} help your matches.`}
          duplicateMessage={PROFILE_MESSAGES.duplicateSkill}
        />
        <ChipsField
          control={control}
          name="languages"
          label="Languages"
          itemName="language"
          placeholder="e.g. Hindi"
          hint="Languages you can work in."
          duplicateMessage="This language is already in your list"
        />
      </form>
    </EditModal>
  );
}
