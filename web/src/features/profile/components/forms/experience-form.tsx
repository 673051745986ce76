import { EXPERIENCE_BANDS, OTHER_OPTION, POSITION_TITLES } from '@shared/profile/options';
import type { Profile } from '@shared/profile/profile';
import { experienceSummarySchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { InputField, SelectField } from '@/components/ui/field';
import { useUpdateExperience } from '../../api/update-experience';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { experienceBody, experienceFieldFor, experienceValues } from '../../lib/form-values';
import { sectionNotices } from '../../lib/messages';
import { isOther } from '../../lib/other-option';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';

/** Total experience is chosen as a band; the band's years are what the server stores. */
export function ExperienceForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const formId = useId();
  const form = useSectionForm({
    schema: experienceSummarySchema,
    toBody: experienceBody,
    fieldFor: experienceFieldFor,
    defaultValues: experienceValues(profile),
    focus: 'experienceYears',
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const update = useUpdateExperience();
  const save = useSectionSave(form, update.mutateAsync, {
    notices: sectionNotices('Experience'),
    fieldFor: experienceFieldFor,
    onSaved: onClose,
  });
  const otherPosition = isOther(watch('positionChoice'));

  return (
    <EditModal title="Edit experience" formId={formId} onClose={onClose} isSaving={update.isPending}>
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <SelectField
          label="Total experience"
          placeholder="Select total experience"
          isRequired
          error={errors.experienceYears?.message}
          {...register('experienceYears')}
        >
          {EXPERIENCE_BANDS.map((band) => (
            <option key={band.years} value={String(band.years)}>
              {band.label}
            </option>
          ))}
        </SelectField>
        <div className={styles.formRow}>
          <SelectField
            label="Current job title"
            placeholder="Select job title"
            isRequired
            error={errors.positionChoice?.message}
            {...register('positionChoice')}
          >
            {POSITION_TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
            <option value={OTHER_OPTION}>{OTHER_OPTION}</option>
          </SelectField>
          {otherPosition ? (
            <InputField
              label="Specify job title"
              isRequired
              error={errors.positionOther?.message}
              {...register('positionOther')}
            />
          ) : null}
        </div>
        <div className={styles.formRow}>
          <InputField
            label="Current company"
            autoComplete="organization"
            isRequired
            error={errors.currentCompany?.message}
            {...register('currentCompany')}
          />
          <InputField
            label="Industry"
            placeholder="e.g. Information Technology"
            isRequired
            error={errors.industryExperience?.message}
            {...register('industryExperience')}
          />
        </div>
      </form>
    </EditModal>
  );
}
