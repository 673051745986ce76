import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField, InputField } from '@/components/ui/field';
import styles from '../profile.module.css';

/** The fields every dated entry (a job, a course) keeps under these names. */
export interface PeriodValues {
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

/**
 * The "currently here" box over a start and end month. An entry that is still going on has no end:
 * ticking the box removes the end date field and clears its value and message.
 */
export function PeriodFields<Values extends PeriodValues, Output>({
  form,
  currentLabel,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  currentLabel: string;
}) {
  // react-hook-form's field names cannot be narrowed through a generic, so TypeScript cannot see that
  // these three names belong to every Values that extends PeriodValues; this is the one place that says so.
  const period = form as unknown as UseFormReturn<PeriodValues>;
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = period;
  const currentField = register('isCurrent');
  return (
    <>
      <CheckboxField
        label={currentLabel}
        {...currentField}
        onChange={(event) => {
          if (event.target.checked) {
            setValue('endDate', '');
            clearErrors('endDate');
          }
          return currentField.onChange(event);
        }}
      />
      <div className={styles.formRow}>
        <InputField
          label="Start date"
          type="month"
          isRequired
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        {watch('isCurrent') ? null : (
          <InputField
            label="End date"
            type="month"
            isRequired
            error={errors.endDate?.message}
            {...register('endDate')}
          />
        )}
      </div>
    </>
  );
}
