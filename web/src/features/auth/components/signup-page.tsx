import { AUTH_ERROR_CODES } from '@shared/auth/error-codes';
import type { User } from '@shared/auth/user';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { Link } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { sendVerificationOtp } from '../api/send-verification-otp';
import { useGoToLoginBecauseTaken, useReturnTo } from '../lib/sign-up-navigation';
import { useScrollTopOnChange } from '../lib/use-scroll-top-on-change';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { SignUpForm, type SignUpValues } from './signup-form';

/*
 * The steps after the form (the emailed code, creating the account, an employer's pending approval) load
 * when the form is sent, beside the code's mail: a visitor reading the form does not fetch them (ADR 0004).
 */
const loadLaterSteps = () => import('./signup-later-steps');
const CodeVerification = lazy(async () => ({ default: (await loadLaterSteps()).CodeVerification }));
const PendingApproval = lazy(async () => ({ default: (await loadLaterSteps()).PendingApproval }));

type Step = { name: 'form' } | { name: 'code' } | { name: 'pending'; user: User };

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
      if (error.code === AUTH_ERROR_CODES.emailExists) void goToLogin(email);
      // A code for this email went out moments ago (back, then submit again): it is still good.
      else if (error.code === AUTH_ERROR_CODES.resendTooSoon) setStep({ name: 'code' });
    },
  });

  if (step.name === 'pending' || (step.name === 'code' && values)) {
    return (
      <Suspense fallback={<LaterStepLoader />}>
        {step.name === 'pending' ? (
          <PendingApproval user={step.user} />
        ) : values ? (
          <CodeVerification
            values={values}
            onBack={() => {
              sendCode.reset();
              setStep({ name: 'form' });
            }}
            onEmployerCreated={(user) => setStep({ name: 'pending', user })}
          />
        ) : null}
      </Suspense>
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
          void loadLaterSteps();
          void sendCode.run({ email: submitted.email, password: submitted.password });
        }}
      />
    </AuthCard>
  );
}

/** The code step's card while its code arrives (a moment after the mail went, on a slow line). */
function LaterStepLoader() {
  return (
    <AuthCard title="Verify your email">
      <div className={styles.centered}>
        <Spinner size="lg" label="Loading..." />
      </div>
    </AuthCard>
  );
}
