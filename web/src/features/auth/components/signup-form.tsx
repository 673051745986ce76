import { AUTH_MESSAGES, type SignUpFormInput } from '@shared/auth/schemas';
import type { ReactNode } from 'react';
import { type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { signUpResolver } from '../lib/sign-up-resolver';
import styles from './auth.module.css';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export type SignUpValues = SignUpFormInput;

const EMPLOYER_FIELDS = ['linkedinProfile', 'companyName', 'jobTitle'] as const;

export const EMPTY_SIGN_UP: DefaultValues<SignUpValues> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'candidate',
  linkedinProfile: '',
  companyName: '',
  jobTitle: '',
};

export interface SignUpFormProps {
  defaultValues?: DefaultValues<SignUpValues>;
  onSubmit: (values: SignUpValues) => void;
  isSubmitting: boolean;
  /** A failure of the step after the form (sending the code), shown above the button. */
  error?: ReactNode;
}

/** The sign-up form (candidate-side.md section 2): names, email, password twice, role, consents. */
export function SignUpForm({
  defaultValues = EMPTY_SIGN_UP,
  onSubmit,
  isSubmitting,
  error,
}: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    clearErrors,
    getFieldState,
    formState: { errors },
  } = useForm<SignUpValues>({ resolver: signUpResolver, defaultValues });
  const role = useWatch({ control, name: 'role' });
  const roleField = register('role');

  const onRoleChange: typeof roleField.onChange = async (event) => {
    if (event.target.value === 'candidate') {
      // A candidate has no employer details: drop what was typed there and the complaints about it.
      for (const field of EMPLOYER_FIELDS) setValue(field, '');
      clearErrors([...EMPLOYER_FIELDS]);
      if (getFieldState('email').error?.message === AUTH_MESSAGES.personalEmail) clearErrors('email');
    }
    return roleField.onChange(event);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className={styles.roleSwitch}>
        <legend>I want to</legend>
        <div className={styles.roleOptions}>
          <label className={styles.roleOption}>
            <input type="radio" value="candidate" {...roleField} onChange={onRoleChange} />
            <span className={styles.roleName}>Find a job</span>
            <span className={styles.roleHint}>Candidate</span>
          </label>
          <label className={styles.roleOption}>
            <input type="radio" value="employer" {...roleField} onChange={onRoleChange} />
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
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <InputField
          label="Last name"
          autoComplete="family-name"
          isRequired
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <EmailField
        label={role === 'employer' ? 'Work email address' : 'Email address'}
        hint={role === 'employer' ? 'Use your company email address, not a personal one.' : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={styles.row}>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          isRequired
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          isRequired
          hint="Type it once more."
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>

      {role === 'employer' ? (
        <section className={styles.employerFields} aria-labelledby="employer-details-title">
          <h2 id="employer-details-title">Your company</h2>
          <p className={styles.employerIntro}>We verify every recruiter before their jobs go live.</p>
          <div className={styles.row}>
            <InputField
              label="Company name"
              autoComplete="organization"
              isRequired
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <InputField
              label="Job title"
              autoComplete="organization-title"
              isRequired
              error={errors.jobTitle?.message}
              {...register('jobTitle')}
            />
          </div>
          <InputField
            label="LinkedIn profile"
            type="url"
            inputMode="url"
            placeholder="https://linkedin.com/in/your-name"
            isRequired
            error={errors.linkedinProfile?.message}
            {...register('linkedinProfile')}
          />
        </section>
      ) : null}

      <div className={styles.consents}>
        <CheckboxField
          label={
            <>
              I accept the <Link to={paths.terms.getHref()}>Terms and Conditions</Link>
            </>
          }
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <CheckboxField
          label={
            <>
              I accept the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
            </>
          }
          error={errors.acceptPrivacyPolicy?.message}
          {...register('acceptPrivacyPolicy')}
        />
        <CheckboxField
          label="I consent to Jobmatch processing my personal data to provide its services"
          error={errors.consentToDataProcessing?.message}
          {...register('consentToDataProcessing')}
        />
      </div>

      {error}
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting} loadingText="Sending code...">
        Create account
      </Button>
    </form>
  );
}
