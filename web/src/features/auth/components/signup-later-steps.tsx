import { AUTH_ERROR_CODES } from '@shared/auth/api';
import { AUTH_MESSAGES } from '@shared/auth/messages';
import type { RegisterBody } from '@shared/auth/schemas';
import type { User } from '@shared/auth/user';
import { CODES } from '@shared/constants';
import { REVIEW_TIME } from '@shared/recruiters/review-time';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { startSession } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { register } from '../api/register';
import { sendVerificationOtp } from '../api/send-verification-otp';
import { verifyRegistrationOtp } from '../api/verify-registration-otp';
import { useGoToLoginBecauseTaken, useReturnTo } from '../lib/sign-up-navigation';
import { useCodeChallenge } from '../lib/use-code-challenge';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { CheckIcon, ClockIcon, MailIcon } from './icons';
import type { SignUpValues } from './signup-form';

/* /signup's steps after the form (signup-page.tsx), loaded when the form is sent. */

function registerBody(values: SignUpValues, verificationToken: string): RegisterBody {
  const employer = values.role === 'employer';
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    role: values.role,
    ...(employer
      ? {
          linkedinProfile: values.linkedinProfile,
          companyName: values.companyName,
          jobTitle: values.jobTitle,
        }
      : {}),
    acceptTerms: true,
    acceptPrivacyPolicy: true,
    consentToDataProcessing: true,
    dateOfBirth: values.dateOfBirth,
    // Asked of a 16 or 17 year old candidate only; the server checks the band again.
    ...(values.role === 'candidate' && values.guardianEmail ? { guardianEmail: values.guardianEmail } : {}),
    verificationToken,
  };
}

interface CodeVerificationProps {
  values: SignUpValues;
  onBack: () => void;
  onEmployerCreated: (user: User) => void;
}

export function CodeVerification({ values, onBack, onEmployerCreated }: CodeVerificationProps) {
  const returnTo = useReturnTo();
  const goToLogin = useGoToLoginBecauseTaken(returnTo);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  // The proof that the code was right; kept so a failed account creation can be tried again.
  const [verificationToken, setVerificationToken] = useState<string | null>(null);

  const createAccount = async (token: string) => {
    setCreating(true);
    setCreateError(null);
    try {
      const session = await register(registerBody(values, token));
      startSession(session, { origin: 'signup' });
      // The page they were on their way to comes first: an invited colleague goes back to accept.
      if (returnTo) {
        navigate(returnTo, { replace: true });
      } else if (session.user.role === 'employer') {
        onEmployerCreated(session.user);
      } else {
        // A full page load, as the spec asks: the welcome wizard starts from a clean slate.
        window.location.assign(paths.candidate.welcome.getHref());
      }
    } catch (error) {
      setCreating(false);
      if (isAppError(error) && error.code === AUTH_ERROR_CODES.emailExists) void goToLogin(values.email);
      else
        setCreateError(isAppError(error) && error.status >= 400 ? error.message : AUTH_MESSAGES.signUpFailed);
    }
  };

  const challenge = useCodeChallenge({
    resend: () => sendVerificationOtp({ email: values.email }),
    verify: async (otp) => {
      const verified = await verifyRegistrationOtp({ email: values.email, otp });
      if (!verified.token) throw new Error('The server verified the code but sent no verification token');
      setVerificationToken(verified.token);
      void createAccount(verified.token);
    },
    resendAfterSeconds: CODES.signUpResendCountdownSeconds,
    maxAttempts: CODES.signUpMaxAttempts,
    messages: { verifyFailed: 'Failed to verify registration OTP', resendFailed: 'Failed to resend OTP' },
  });

  if (creating || verificationToken) {
    return (
      <AuthCard title="Creating your account" icon={<CheckIcon />} tone="success">
        {createError ? (
          <div className={styles.actions}>
            <ErrorAlert>{createError}</ErrorAlert>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => verificationToken && void createAccount(verificationToken)}
            >
              Try again
            </button>
          </div>
        ) : (
          <div className={styles.centered}>
            <Spinner size="lg" label="Creating your account..." />
          </div>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verify your email"
      icon={<MailIcon />}
      subtitle="One more step: confirm the email address is yours."
    >
      <CodeStep
        email={values.email}
        challenge={challenge}
        submitLabel="Verify and create account"
        changeEmail={{ label: 'Change email address', lead: 'Wrong address? ', onClick: onBack }}
      />
    </AuthCard>
  );
}

export function PendingApproval({ user }: { user: User }) {
  return (
    <AuthCard
      width="wide"
      icon={<ClockIcon />}
      tone="warning"
      focusTitle
      title="Account Created - Pending Approval"
      subtitle={
        <>
          Thanks, {user.firstName}. Your employer account
          {user.companyName ? ` for ${user.companyName}` : ''} is created and waiting for approval.
        </>
      }
    >
      <h2 className={styles.sectionTitle}>What happens next</h2>
      <ol className={styles.steps}>
        <li>
          <strong>LinkedIn review</strong>
          <span>Our team looks at your LinkedIn profile to confirm your role at the company.</span>
        </li>
        <li>
          <strong>Company email check</strong>
          <span>We check that your email address is on your company&apos;s own domain.</span>
        </li>
        <li>
          <strong>Email notification</strong>
          <span>You will get an email at {user.email} as soon as a decision is made.</span>
        </li>
        <li>
          <strong>{REVIEW_TIME}</strong>
          <span>Most reviews are done within {REVIEW_TIME}.</span>
        </li>
      </ol>
      <div className={styles.actions}>
        <ButtonLink to={paths.employer.dashboard.getHref()} size="lg" fullWidth>
          Go to Dashboard
        </ButtonLink>
        <ButtonLink to={paths.home.getHref()} variant="outline" fullWidth>
          Back to Home
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
