import { ageBand } from '@shared/privacy/age';
import { InputField } from '@/components/ui/field';
import type { Form } from '@/lib/form';
import { EmailField } from './email-field';

/**
 * The date of birth sign-up asks (ADR 0036: a date, not an "I am 18" box, so a 16 or 17 year old is
 * neither turned away nor left to tick a false box). Only the band is kept, never the date.
 */
export function BirthDateField({ form }: { form: Pick<Form<{ dateOfBirth: string }>, 'errors' | 'field'> }) {
  return (
    <InputField
      label="Date of birth"
      type="date"
      autoComplete="bday"
      isRequired
      hint="You need to be 16 or older. We keep only whether you are under 18, not the date."
      error={form.errors.dateOfBirth}
      {...form.field('dateOfBirth')}
    />
  );
}

interface AgeValues {
  dateOfBirth: string;
  guardianEmail: string;
}

/** The date of birth, and for a 16 or 17 year old candidate the parent or guardian who will confirm. */
export function AgeFields({
  form,
  askGuardian,
}: {
  form: Pick<Form<AgeValues>, 'values' | 'errors' | 'field'>;
  askGuardian: boolean;
}) {
  const minor = askGuardian && ageBand(form.values.dateOfBirth, new Date()) === 'minor';
  return (
    <>
      <BirthDateField form={form} />
      {minor ? (
        <EmailField
          label="Parent’s or guardian’s email address"
          autoComplete="off"
          hint="As you are under 18, we email them a link to confirm. Until they do, you can fill in your profile but not apply to jobs or be matched."
          error={form.errors.guardianEmail}
          {...form.field('guardianEmail')}
        />
      ) : null}
    </>
  );
}
