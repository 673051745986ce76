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
import { Link, useLocation, useNavigate } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { register } from '../api/register';
import { sendVerificationOtp } from '../api/send-verification-otp';
import { verifyRegistrationOtp } from '../api/verify-registration-otp';
import { carriedRedirect } from '../lib/carried-redirect';
import { useCodeChallenge } from '../lib/use-code-challenge';
import { useScrollTopOnChange } from '../lib/use-scroll-top-on-change';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { CheckIcon, ClockIcon, MailIcon } from './icons';
import type { LoginNavigationState } from './login-page';
import { SignUpForm, type SignUpValues } from './signup-form';

type Step = { name: 'form' } | { name: 'code' } | { name: 'pending'; user: User };

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

/** Where the person was going before signing up (an invitation link, say): carried over from /login. */
function useReturnTo(): string | null {
  return carriedRedirect(useLocation().search);
}

function useGoToLoginBecauseTaken(returnTo: string | null) {
  const navigate = useNavigate();
  return (email: string) => {
    const state: LoginNavigationState = { message: AUTH_MESSAGES.emailExists, email };
    navigate(paths.auth.login.getHref(returnTo), { state });
  };
}

/**
 * /signup (candidate-side.md sections 2 and 4): the form, then the emailed code, then the account. An
 * employer then sees the pending-approval screen; a candidate is taken to /welcome with a full page load;
 * someone sent here on their way to a page (`?redirect=` from /login) goes back to it instead.
 */
export function SignUpPage() {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [values, setValues] = useState<SignUpValues | null>(null);
  const returnTo = useReturnTo();
  const goToLogin = useGoToLoginBecauseTaken(returnTo);
  useScrollTopOnChange(step.name);
  const sendCode = useAsyncAction(sendVerificationOtp, {
    onSuccess: () => setStep({ name: 'code' }),
    onError: (error, { email }) => {
      if (!isAppError(error)) return;
      if (error.code === AUTH_ERROR_CODES.emailExists) goToLogin(email);
      // A code for this email went out moments ago (back, then submit again): it is still good.
      else if (error.code === AUTH_ERROR_CODES.resendTooSoon) setStep({ name: 'code' });
    },
  });

  if (step.name === 'pending') return <PendingApproval user={step.user} />;
  if (step.name === 'code' && values) {
    return (
      <CodeVerification
        values={values}
        onBack={() => {
          sendCode.reset();
          setStep({ name: 'form' });
        }}
        onEmployerCreated={(user) => setStep({ name: 'pending', user })}
      />
    );
  }

  const sendError =
    sendCode.isError &&
    !(isAppError(sendCode.error) && sendCode.error.code === AUTH_ERROR_CODES.emailExists) ? (
      <ErrorAlert>
        {isAppError(sendCode.error) && sendCode.error.status >= 400
          ? sendCode.error.message
          : 'Failed to send verification email'}
      </ErrorAlert>
    ) : null;

  return (
    <AuthCard
      width="wide"
      title="Create your account"
      subtitle="Join Jobmatch to find curated jobs, or to hire verified talent."
      footer={
        <p>
          Already have an account? <Link to={paths.auth.login.getHref(returnTo)}>Sign in</Link>
        </p>
      }
    >
      <SignUpForm
        defaultValues={values ?? undefined}
        isSubmitting={sendCode.isPending}
        error={sendError}
        onSubmit={(submitted) => {
          setValues(submitted);
          void sendCode.run({ email: submitted.email, password: submitted.password });
        }}
      />
    </AuthCard>
  );
}

interface CodeVerificationProps {
  values: SignUpValues;
  onBack: () => void;
  onEmployerCreated: (user: User) => void;
}

function CodeVerification({ values, onBack, onEmployerCreated }: CodeVerificationProps) {
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
      if (isAppError(error) && error.code === AUTH_ERROR_CODES.emailExists) goToLogin(values.email);
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

function PendingApproval({ user }: { user: User }) {
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
