import { AUTH_ERROR_CODES } from '@shared/auth/api';
import { AUTH_MESSAGES } from '@shared/auth/messages';
import type { LoginInput } from '@shared/auth/schemas';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { acknowledgeSessionEnd, startSession } from '@/lib/auth';
import { lazyRules, schemaValidator, useForm } from '@/lib/form';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { login } from '../api/login';
import { carriedRedirect, signUpHref } from '../lib/carried-redirect';
import { ErrorAlert, NoticeAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

/** What other screens may hand to the login page: a message to show and an email to prefill. */
export interface LoginNavigationState {
  message?: string;
  email?: string;
  /** The guarded page the visitor asked for (kept for after sign-in). */
  from?: unknown;
}

function readState(state: unknown): LoginNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, email, from } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    email: typeof email === 'string' ? email : undefined,
    from,
  };
}

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
  /** The sign-in code, asked for once the server wants it. */
  code: string;
}

// The shared schema (and zod with it) loads once the person starts on the form, and the API client with
// it: the submit that waits for the rules sends the form next (see login()).
const loginRules = lazyRules(async () => {
  const [{ loginSchema }] = await Promise.all([import('@shared/auth/schemas'), import('@/lib/api-client')]);
  return schemaValidator<Partial<LoginValues>, LoginInput>(loginSchema);
});

/** The account has seen many wrong passwords: the right one needs the code just mailed as well. */
const needsCode = (error: unknown) => isAppError(error) && error.code === AUTH_ERROR_CODES.signInCodeRequired;

function loginErrorMessage(error: unknown): string {
  // The server's own words ('Invalid email or password') when it answered; the spec's fallback otherwise.
  return isAppError(error) && error.status >= 400 ? error.message : AUTH_MESSAGES.loginFailed;
}

/**
 * /login (candidate-side.md section 2). On success the session starts; the guest-only guard then sends the
 * person to the page they asked for or their role home. After many wrong passwords for the account the
 * right one is answered with a code mailed to the address, asked for here (ADR 0005).
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the message and email are shown, then dropped from the history entry (spec: "then clears it").
  const [handed] = useState(() => readState(location.state));

  useEffect(() => {
    acknowledgeSessionEnd();
    if (handed.message === undefined && handed.email === undefined) return;
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: handed.from === undefined ? null : { from: handed.from },
    });
  }, [handed, navigate, location.pathname, location.search, location.hash]);

  const [askCode, setAskCode] = useState(false);
  const signIn = useAsyncAction(login, {
    onSuccess: (session, input) =>
      startSession(session, { origin: 'login', rememberMe: input.rememberMe ?? false }),
    onError: (error) => {
      if (needsCode(error)) setAskCode(true);
    },
  });
  const form = useForm({
    initialValues: { email: handed.email ?? '', password: '', rememberMe: false, code: '' },
    // Until the server asks for a code there is no code field, and the rules must not ask for one.
    validate: ({ code, ...values }) => loginRules.validate(askCode ? { ...values, code } : values),
    loadRules: loginRules.load,
    onSubmit: (values) => signIn.run(values),
  });
  const { errors } = form;

  return (
    <AuthCard
      title="Sign in to your account"
      subtitle="Welcome back. Sign in to see your matches, jobs and applications."
      footer={
        <p>
          Don&apos;t have an account? <Link to={signUpHref(carriedRedirect(location.search))}>Sign up</Link>
        </p>
      }
    >
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        {handed.message ? <NoticeAlert>{handed.message}</NoticeAlert> : null}
        {signIn.isError && needsCode(signIn.error) ? (
          <NoticeAlert>{loginErrorMessage(signIn.error)}</NoticeAlert>
        ) : signIn.isError ? (
          <ErrorAlert>{loginErrorMessage(signIn.error)}</ErrorAlert>
        ) : null}
        <EmailField error={errors.email} {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          isRequired
          error={errors.password}
          {...form.field('password')}
        />
        {askCode ? (
          <InputField
            label="Sign-in code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
            error={errors.code}
            {...form.field('code')}
          />
        ) : null}
        <div className={styles.inlineRow}>
          <CheckboxField label="Remember me" {...form.checkbox('rememberMe')} />
          <Link to={paths.auth.forgotPassword.getHref()}>Forgot your password?</Link>
        </div>
        <Button type="submit" size="lg" fullWidth isLoading={signIn.isPending} loadingText="Signing in...">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
