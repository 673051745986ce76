import type { SignUpFormInput } from '@shared/auth/schemas';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { lazyRules, useForm } from '@/lib/form';
import type { SignUpFields } from '../lib/sign-up-rules';
import { AgeFields } from './age-fields';
import styles from './auth.module.css';
import { ConsentFields } from './consent-fields';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';

/** What the form hands on: the values as the shared schema leaves them (trimmed, the email lower-cased). */
export type SignUpValues = SignUpFormInput;

// The shared schema (and zod with it) loads once the person starts on the form.
const signUpRules = lazyRules(async () => (await import('../lib/sign-up-rules')).validateSignUp);
/** The complaint about a personal address, which only an employer gets: it comes with the rules. */
const personalEmailMessage = async () => (await import('@shared/auth/messages')).AUTH_MESSAGES.personalEmail;

const EMPLOYER_FIELDS = ['linkedinProfile', 'companyName', 'jobTitle'] as const;

const EMPTY_SIGN_UP: SignUpFields = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'candidate',
  linkedinProfile: '',
  companyName: '',
  jobTitle: '',
  acceptTerms: false,
  acceptPrivacyPolicy: false,
  consentToDataProcessing: false,
  dateOfBirth: '',
  guardianEmail: '',
};

/** The form filled again with what was sent (back from the code step). */
function fieldsFrom(values: SignUpValues): SignUpFields {
  return {
    ...values,
    linkedinProfile: values.linkedinProfile ?? '',
    companyName: values.companyName ?? '',
    jobTitle: values.jobTitle ?? '',
    guardianEmail: values.guardianEmail ?? '',
  };
}

export interface SignUpFormProps {
  /** What was sent before, when the person comes back to the form. */
  defaultValues?: SignUpValues;
  onSubmit: (values: SignUpValues) => void;
  isSubmitting: boolean;
  /** A failure of the step after the form (sending the code), shown above the button. */
  error?: ReactNode;
}

/** The sign-up form (candidate-side.md section 2): names, email, password twice, role, consents. */
export function SignUpForm({ defaultValues, onSubmit, isSubmitting, error }: SignUpFormProps) {
  const form = useForm({
    initialValues: defaultValues ? fieldsFrom(defaultValues) : EMPTY_SIGN_UP,
    validate: signUpRules.validate,
    loadRules: signUpRules.load,
    onSubmit,
  });
  const { errors } = form;
  const role = form.values.role;

  const onRoleChange = (next: SignUpFields['role']) => {
    if (next === 'candidate') {
      // A candidate has no employer details: drop what was typed there and the complaints about it.
      for (const field of EMPLOYER_FIELDS) form.setValue(field, '');
      form.clearErrors(...EMPLOYER_FIELDS);
      // Complaints are shown only once the rules have loaded, and the words with them: no wait here.
      const emailError = errors.email;
      if (emailError)
        void personalEmailMessage().then((message) => {
          if (emailError === message) form.clearErrors('email');
        });
    }
    form.setValue('role', next);
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      <fieldset className={styles.roleSwitch}>
        <legend>I want to</legend>
        <div className={styles.roleOptions}>
          <label className={styles.roleOption}>
            <input
              type="radio"
              {...form.radio('role', 'candidate')}
              onChange={() => onRoleChange('candidate')}
            />
            <span className={styles.roleName}>Find a job</span>
            <span className={styles.roleHint}>Candidate</span>
          </label>
          <label className={styles.roleOption}>
            <input
              type="radio"
              {...form.radio('role', 'employer')}
              onChange={() => onRoleChange('employer')}
            />
            <span className={styles.roleName}>Hire talent</span>
            <span className={styles.roleHint}>Employer</span>
          </label>
        </div>
      </fieldset>

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
      <EmailField
        label={role === 'employer' ? 'Work email address' : 'Email address'}
        hint={role === 'employer' ? 'Use your company email address, not a personal one.' : undefined}
        error={errors.email}
        {...form.field('email')}
      />
      <NewPasswordFields form={form} purpose="account" />

      {role === 'employer' ? (
        <section className={styles.employerFields} aria-labelledby="employer-details-title">
          <h2 id="employer-details-title">Your company</h2>
          <p className={styles.employerIntro}>We verify every recruiter before their jobs go live.</p>
          <div className={styles.row}>
            <InputField
              label="Company name"
              autoComplete="organization"
              isRequired
              error={errors.companyName}
              {...form.field('companyName')}
            />
            <InputField
              label="Job title"
              autoComplete="organization-title"
              isRequired
              error={errors.jobTitle}
              {...form.field('jobTitle')}
            />
          </div>
          <InputField
            label="LinkedIn profile"
            type="url"
            inputMode="url"
            placeholder="https://linkedin.com/in/your-name"
            isRequired
            error={errors.linkedinProfile}
            {...form.field('linkedinProfile')}
          />
        </section>
      ) : null}

      <AgeFields form={form} askGuardian={role === 'candidate'} />
      <ConsentFields form={form} forRole={role} />

      {error}
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting} loadingText="Sending code...">
        Create account
      </Button>
    </form>
  );
}
