import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ChipsInput, type ChipsInputProps } from '@/components/ui/chips-input';

type ChipsFieldProps<Values extends FieldValues, Output> = Omit<
  ChipsInputProps,
  'value' | 'onChange' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  /** A field of the form that holds a list of strings. */
  name: FieldPathByValue<Values, string[]>;
};

/** A ChipsInput bound to a list field of a section form, showing that field's error from the schema. */
export function ChipsField<Values extends FieldValues, Output>({
  control,
  name,
  ...chipsProps
}: ChipsFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipsInput
          {...chipsProps}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
