import { AVAILABILITY, CURRENCIES, JOB_TYPE_LABELS, JOB_TYPES } from '@shared/profile/options';
import type { Profile } from '@shared/profile/profile';
import { formatSalary } from '@shared/profile/salary';
import { jobPreferencesSchema } from '@shared/profile/schemas';
import { useId } from 'react';
import { CheckboxField, InputField, SelectField } from '@/components/ui/field';
import { useUpdateJobPreferences } from '../../api/update-job-preferences';
import { useSectionForm } from '../../hooks/use-section-form';
import { useSectionSave } from '../../hooks/use-section-save';
import { jobPreferencesBody, jobPreferencesValues, parseSalary, salaryInLpa } from '../../lib/form-values';
import { sectionNotices } from '../../lib/messages';
import { EditModal } from '../edit-modal';
import styles from '../profile.module.css';
import { ChipsField } from './chips-field';

/** What a typed amount reads as, so '12' is seen to be '₹12,00,000 (12 LPA)' before saving. */
function amountHint(text: string, currency: string): string | undefined {
  const amount = parseSalary(text, currency);
  return amount !== undefined && Number.isFinite(amount) ? formatSalary(amount, currency) : undefined;
}

/**
 * A blank required amount keeps the schema's message ('Current salary is required'); text that is not a
 * figure is told what to type instead of getting the schema library's default message.
 */
function amountError(
  error: { type?: string; message?: string } | undefined,
  text: string,
  currency: string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'invalid_type' && text.trim())
    return salaryInLpa(currency)
      ? 'Enter the salary in lakhs a year (LPA), for example 12.5'
      : 'Enter the yearly amount in digits, for example 60000';
  if (error.type === 'too_big') return 'That amount is too large';
  return error.message;
}

export function JobPreferencesForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const formId = useId();
  const preferenceErrorId = useId();
  const form = useSectionForm({
    schema: jobPreferencesSchema,
    toBody: jobPreferencesBody,
    defaultValues: jobPreferencesValues(profile),
    focus: 'isOpenToRemote',
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const update = useUpdateJobPreferences();
  const save = useSectionSave(form, update.mutateAsync, {
    notices: sectionNotices('Job Preferences'),
    onSaved: onClose,
  });
  const currency = watch('currency');
  const preferenceError = errors.isOpenToOnSite?.message;
  /** What every yearly amount field shares: the digit keyboard, the amount read back as money, its message. */
  const inLpa = salaryInLpa(currency);
  /** The unit every salary label names: what jobs show (LPA) for rupees, the yearly figure otherwise. */
  const unit = inLpa ? 'LPA' : 'per year';
  const amountProps = (name: 'currentSalary' | 'expectedSalaryMin' | 'expectedSalaryMax') => ({
    inputMode: inLpa ? ('decimal' as const) : ('numeric' as const),
    hint: amountHint(watch(name), currency),
    error: amountError(errors[name], watch(name), currency),
    ...register(name),
  });

  return (
    <EditModal title="Edit job preferences" formId={formId} onClose={onClose} isSaving={update.isPending}>
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
        <fieldset
          className={styles.fieldset}
          aria-invalid={preferenceError ? true : undefined}
          aria-describedby={preferenceError ? preferenceErrorId : undefined}
        >
          <legend className={styles.legend}>
            Work preference <span aria-hidden="true">*</span>
          </legend>
          <div className={styles.checkRow}>
            <CheckboxField label="Remote" {...register('isOpenToRemote')} />
            <CheckboxField label="Hybrid" {...register('isOpenToHybrid')} />
            <CheckboxField label="On-site" {...register('isOpenToOnSite')} />
          </div>
          {preferenceError ? (
            <p id={preferenceErrorId} className={styles.fieldError}>
              {preferenceError}
            </p>
          ) : null}
        </fieldset>

        <div className={styles.formRow}>
          <InputField
            label="Current location"
            placeholder="e.g. Pune, Maharashtra"
            isRequired
            error={errors.location?.message}
            {...register('location')}
          />
          <SelectField
            label="Availability"
            placeholder="Select availability"
            isRequired
            error={errors.availability?.message}
            {...register('availability')}
          >
            {AVAILABILITY.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        </div>
        <CheckboxField label="I can buy out my notice period" {...register('canBuyOutNotice')} />

        <ChipsField
          control={control}
          name="preferredLocations"
          label="Preferred locations"
          itemName="location"
          placeholder="e.g. Hyderabad"
          hint="Cities you would work in. Press Enter to add each one."
          duplicateMessage="This location is already in your list"
        />

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Job types</legend>
          <div className={styles.checkRow}>
            {JOB_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={JOB_TYPE_LABELS[type]}
                value={type}
                {...register('jobTypes')}
              />
            ))}
          </div>
        </fieldset>

        <div className={styles.formRow}>
          <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
            {CURRENCIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <InputField
            label={`Current salary (${unit})`}
            placeholder={inLpa ? 'e.g. 9' : 'e.g. 60000'}
            isRequired
            {...amountProps('currentSalary')}
          />
        </div>
        <div className={styles.formRow}>
          <InputField
            label={`Expected salary, minimum (${unit})`}
            placeholder={inLpa ? 'e.g. 12' : 'e.g. 75000'}
            {...amountProps('expectedSalaryMin')}
          />
          <InputField
            label={`Expected salary, maximum (${unit})`}
            placeholder={inLpa ? 'e.g. 15' : 'e.g. 90000'}
            {...amountProps('expectedSalaryMax')}
          />
        </div>
      </form>
    </EditModal>
  );
}
