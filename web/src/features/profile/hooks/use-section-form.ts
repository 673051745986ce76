import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldFor } from '../lib/form-values';
import { sectionResolver } from '../lib/section-resolver';

interface SectionFormOptions<Values extends FieldValues, Schema extends z.ZodMiniType> {
  /** The section's shared schema: what the server will check, checked here first. */
  schema: Schema;
  toBody: (values: Values) => z.input<Schema>;
  fieldFor?: FieldFor<Values>;
  defaultValues: Values;
  /** The input that has the focus when the modal opens. */
  focus: Path<Values>;
  /** 'onChange' re-checks while typing (links, whose Save stays disabled while one is invalid). */
  mode?: 'onSubmit' | 'onChange';
}

/** A form of an edit modal, validated with the section's shared schema. */
export function useSectionForm<Values extends FieldValues, Schema extends z.ZodMiniType>({
  schema,
  toBody,
  fieldFor,
  defaultValues,
  focus,
  mode = 'onSubmit',
}: SectionFormOptions<Values, Schema>) {
  const [resolver] = useState(() => sectionResolver(schema, toBody, fieldFor));
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode,
  });
  const { setFocus } = form;
  // After the modal's own effect has opened the dialog (a parent's effects run after its children's).
  useEffect(() => setFocus(focus), [setFocus, focus]);
  return form;
}
