import { isYearOnly, yearOf } from '@shared/profile/periods';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField, InputField } from '@/components/ui/field';
import styles from '../profile.module.css';

/** The fields every dated entry (a job, a course) keeps under these names. */
export interface PeriodValues {
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

type DateField = 'startDate' | 'endDate';
const LABELS: Record<DateField, { month: string; year: string }> = {
  startDate: { month: 'Start date', year: 'Start year' },
  endDate: { month: 'End date', year: 'End year' },
};

/**
 * The "currently here" box over a start and end month. An entry that is still going on has no end:
 * ticking the box removes the end date field and clears its value and message. 'Years only' is for a
 * period known only by its years ('2014 - 2018', as most resumes print a degree): the dates become years
 * and are kept as years, opening that way for an entry stored so.
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
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = period;
  const currentField = register('isCurrent');
  const [yearsOnly, setYearsOnly] = useState(
    () => isYearOnly(getValues('startDate')) || isYearOnly(getValues('endDate')),
  );

  /** Each date at the chosen precision: a month keeps its year; a year becomes that year's first month to adjust. */
  function switchPrecision(toYears: boolean) {
    for (const field of ['startDate', 'endDate'] as DateField[]) {
      const value = getValues(field).trim();
      if (!value) continue;
      setValue(field, toYears ? yearOf(value) : isYearOnly(value) ? `${value}-01` : value);
    }
    clearErrors(['startDate', 'endDate']);
    setYearsOnly(toYears);
  }

  const dateInput = (field: DateField) => (
    <InputField
      key={`${field}-${yearsOnly}`}
      label={yearsOnly ? LABELS[field].year : LABELS[field].month}
      isRequired
      error={errors[field]?.message}
      {...(yearsOnly
        ? {
            type: 'text',
            inputMode: 'numeric' as const,
            placeholder: 'YYYY',
            maxLength: 4,
            autoComplete: 'off',
          }
        : { type: 'month' })}
      {...register(field)}
    />
  );

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
      <CheckboxField
        label="Years only (no months)"
        checked={yearsOnly}
        onChange={(event) => switchPrecision(event.target.checked)}
      />
      <div className={styles.formRow}>
        {dateInput('startDate')}
        {watch('isCurrent') ? null : dateInput('endDate')}
      </div>
    </>
  );
}
