import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { JobFormValues, ListField } from '../lib/job-form';
import styles from './employer-jobs.module.css';

interface RepeatableListProps {
  control: Control<JobFormValues, unknown, unknown>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  name: ListField;
  /** The list's heading: 'Requirements'. */
  legend: string;
  /** One row's name for its label and buttons: 'requirement'. */
  itemName: string;
  placeholder?: string;
}

/**
 * A list typed one line at a time (requirements, responsibilities, benefits): add and remove rows. Blank
 * rows are dropped on send, and one row always stays so there is somewhere to type.
 */
export function RepeatableList({
  control,
  register,
  errors,
  name,
  legend,
  itemName,
  placeholder,
}: RepeatableListProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const errorId = useId();
  const message = errors[name]?.message ?? errors[name]?.root?.message;
  const capitalised = itemName.charAt(0).toUpperCase() + itemName.slice(1);

  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <ol className={styles.rows}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.row}>
            <input
              className={styles.rowInput}
              aria-label={`${capitalised} ${index + 1}`}
              placeholder={index === 0 ? placeholder : undefined}
              {...register(`${name}.${index}.value` as const)}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove(index)}
              disabled={fields.length <= 1}
              aria-label={`Remove ${itemName} ${index + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => append({ value: '' })}>
        Add {itemName}
      </Button>
      {message ? (
        <p id={errorId} className={styles.fieldError}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
