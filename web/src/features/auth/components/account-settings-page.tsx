import { changePasswordFormSchema } from '@shared/auth/schemas';
import type { User } from '@shared/auth/user';
import { kindsFor } from '@shared/notifications/kinds';
import { type ReactNode, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { endSession, renewSession } from '@/lib/auth';
import { schemaValidator, useForm } from '@/lib/form';
import { useNavigate } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { changePassword } from '../api/change-password';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import styles from './account-settings.module.css';
import { ErrorAlert, NoticeAlert } from './alerts';
import authStyles from './auth.module.css';
import type { LoginNavigationState } from './login-page';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

export const PASSWORD_CHANGED_NOTICE =
  'Your password has been changed. Every other device has been signed out; this one stays signed in.';
export const SIGNED_OUT_EVERYWHERE_NOTICE =
  'You have been signed out on every device. Sign in again to continue.';

/** What the server said, when it said something the person can act on; else the page's own words. */
const failureText = (error: unknown, fallback: string) =>
  isAppError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const validatePasswordChange = schemaValidator<PasswordValues, PasswordValues>(changePasswordFormSchema);
const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

function ChangePasswordForm() {
  const [changed, setChanged] = useState(false);
  const change = useAsyncAction(changePassword, {
    onSuccess: (answer) => {
      // This sign-in goes on with the tokens the server renewed; every other one has ended.
      if (answer.session) renewSession(answer.session);
      form.reset(EMPTY_PASSWORDS);
      setChanged(true);
    },
  });
  const form = useForm({
    initialValues: EMPTY_PASSWORDS,
    validate: validatePasswordChange,
    revalidate: 'on-submit',
    onSubmit: ({ currentPassword, password }) => {
      setChanged(false);
      return change.run({ currentPassword, password });
    },
  });
  return (
    <form className={authStyles.form} noValidate onSubmit={form.handleSubmit}>
      {changed ? <NoticeAlert tone="success">{PASSWORD_CHANGED_NOTICE}</NoticeAlert> : null}
      {change.isError ? (
        <ErrorAlert>
          {failureText(change.error, 'Your password could not be changed. Please try again.')}
        </ErrorAlert>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        isRequired
        error={form.errors.currentPassword}
        {...form.field('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        purpose="replacement"
        hint="At least 8 characters, not a common password and not your email address."
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={change.isPending} loadingText="Changing password...">
          Change password
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const navigate = useNavigate();
  const signOut = useAsyncAction(signOutEverywhere, {
    onSuccess: () => {
      endSession('signed-out');
      const state: LoginNavigationState = { message: SIGNED_OUT_EVERYWHERE_NOTICE };
      void navigate(paths.auth.login.getHref(), { replace: true, state });
    },
  });
  return (
    <>
      <p className={styles.muted}>
        Signed in on a shared or lost device? Sign out everywhere ends every sign-in of your account, this one
        included.
      </p>
      {signOut.isError ? (
        <ErrorAlert>
          {failureText(signOut.error, 'Signing out everywhere failed. Please try again.')}
        </ErrorAlert>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="outline"
          onClick={() => void signOut.run(undefined)}
          isLoading={signOut.isPending}
          loadingText="Signing out..."
        >
          Sign out everywhere
        </Button>
      </div>
    </>
  );
}

/**
 * /account: every signed-in role's own settings. The address changes through the verified flow of
 * /verify-email (a code to the new address, the current password, an undo link to the old one), which this
 * page leads to rather than repeating.
 */
export function AccountSettingsPage({ user, privacy }: { user: User; privacy?: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Account settings</h1>
      <Section id="account-email" title="Email address">
        <p>
          You sign in with <strong>{user.email}</strong>.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.auth.verifyEmail.getHref()} variant="outline">
            Change email address
          </ButtonLink>
        </div>
      </Section>
      <Section id="account-password" title="Change password">
        <ChangePasswordForm />
      </Section>
      <Section id="account-mails" title="Emails you get from us">
        <p className={styles.muted}>
          {kindsFor(user.role).length > 0
            ? 'Choose which of our emails you get, and see the ones every account gets to keep it safe.'
            : 'See the emails your account gets from us, and why.'}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.emailPreferences.getHref()} variant="outline">
            {kindsFor(user.role).length > 0 ? 'Choose which emails you get' : 'See the emails you get'}
          </ButtonLink>
        </div>
      </Section>
      {/* The person's own data (the privacy feature's sections), composed by the route. */}
      {privacy}
      <Section id="account-consents" title="Your consents">
        <p className={styles.muted}>
          See what you agreed to Jobmatch doing with your data, and withdraw or give a consent in one click.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.consents.getHref()} variant="outline">
            Manage your consents
          </ButtonLink>
        </div>
      </Section>
      <Section id="account-sessions" title="Sessions">
        <SignOutEverywhere />
      </Section>
    </div>
  );
}
