import { inviteSignUpFormSchema } from '@shared/auth/schemas';
import type { Session } from '@shared/auth/user';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { isAppError } from '@/lib/app-error';
import { schemaValidator, useForm } from '@/lib/form';
import { useAsyncAction } from '@/lib/use-async-action';
import { register } from '../api/register';
import { BirthDateField } from './age-fields';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { ConsentFields } from './consent-fields';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';

interface InviteSignUpValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacyPolicy: boolean;
  consentToDataProcessing: boolean;
  dateOfBirth: string;
}

const validateInviteSignUp = schemaValidator<InviteSignUpValues, InviteSignUpValues>(inviteSignUpFormSchema);

const EMPTY: InviteSignUpValues = {
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  acceptPrivacyPolicy: false,
  consentToDataProcessing: false,
  dateOfBirth: '',
};

export interface InviteSignUpFormProps {
  /** The invited address: the account is made for it alone, so it is shown, not asked. */
  email: string;
  organizationName: string;
  invitationToken: string;
  /** The account exists (its session not started yet): join the organisation with it. */
  onCreated: (session: Session) => Promise<void>;
}

/**
 * Sign-up through a team invitation: name and password only. The link was mailed to the address, so it
 * needs no code; the organisation is verified, so no company, job title or LinkedIn.
 */
export function InviteSignUpForm({
  email,
  organizationName,
  invitationToken,
  onCreated,
}: InviteSignUpFormProps) {
  const create = useAsyncAction(async (values: InviteSignUpValues) => {
    const { confirmPassword: _, ...fields } = values;
    const session = await register({
      ...fields,
      email,
      role: 'employer',
      acceptTerms: true,
      acceptPrivacyPolicy: true,
      consentToDataProcessing: true,
      invitationToken,
    });
    await onCreated(session);
  });
  const form = useForm({
    initialValues: EMPTY,
    validate: validateInviteSignUp,
    onSubmit: (values) => create.run(values),
  });
  const { errors } = form;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      <EmailField value={email} readOnly hint="The address the invitation was sent to." />
      <div className={styles.row}>
        <InputField
          label="First name"
          autoComplete="given-name"
          isRequired
          error={errors.firstName}
          {...form.field('firstName')}
        />
        <InputField
          label="Last name"
          autoComplete="family-name"
          isRequired
          error={errors.lastName}
          {...form.field('lastName')}
        />
      </div>
      <NewPasswordFields form={form} purpose="account" />
      <BirthDateField form={form} />
      <ConsentFields form={form} forRole="employer" />
      {create.isError ? (
        <ErrorAlert>
          {isAppError(create.error) && create.error.status >= 400 && create.error.status < 500
            ? create.error.message
            : 'Your account could not be created. Please try again.'}
        </ErrorAlert>
      ) : null}
      <Button type="submit" size="lg" fullWidth isLoading={create.isPending} loadingText="Joining...">
        Join {organizationName}
      </Button>
    </form>
  );
}
