import type { User } from '@shared/auth/user';
import { SUPPORT } from '@shared/constants';
import { formatDateTime } from '@shared/dates';
import { AGE_MESSAGES } from '@shared/privacy/age';
import { type ConsentState, type ConsentsView, noticeItem } from '@shared/privacy/notice';
import { CONSENT_MESSAGES } from '@shared/privacy/schemas';
import { noticeVersionLine } from '@/components/privacy-notice/privacy-notice';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { useChangeConsent, useConsents } from '../api/consents';
import { useResendGuardianMail } from '../api/guardian';
import styles from './consents.module.css';

const CHANNEL_TEXT = {
  'sign-up': 'at sign-up',
  settings: 'on this page',
  profile: 'on your profile',
  'email-link': 'from an email link',
  'parent-email': 'by your parent or guardian',
  'email-choices': 'on your email choices page',
  'job-alert': 'by saving a job alert',
} as const;

const failureText = (error: unknown, fallback: string) =>
  isAppError(error) && error.status < 500 ? error.message : fallback;

/** One purpose: what it is, whether it is given, and the one click that changes it. */
function PurposeRow({
  state,
  user,
  onChange,
  busy,
}: {
  state: ConsentState;
  user: User;
  onChange: (given: boolean) => void;
  busy: boolean;
}) {
  const item = noticeItem(state.purpose);
  const id = `consent-${state.purpose}`;
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <h3 id={id} className={styles.rowTitle}>
          {item.title}
          <span className={state.given ? styles.given : styles.withdrawn}>
            {state.given ? 'Given' : 'Not given'}
          </span>
        </h3>
        <p className={styles.muted}>{item.why}</p>
      </div>
      <div className={styles.rowAction}>
        {state.withdrawable ? (
          <Button
            variant={state.given ? 'outline' : 'primary'}
            onClick={() => onChange(!state.given)}
            disabled={busy}
          >
            {state.given ? 'Withdraw' : 'Give consent'}
            <span className="visually-hidden"> for {item.title}</span>
          </Button>
        ) : user.role === 'candidate' ? (
          <ButtonLink to={paths.candidate.profile.getHref()} variant="outline">
            Delete account on your profile
          </ButtonLink>
        ) : (
          <p className={styles.muted}>
            To close your account, write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
          </p>
        )}
      </div>
    </div>
  );
}

function GuardianWaiting({ guardian }: { guardian: NonNullable<ConsentsView['guardian']> }) {
  const resend = useResendGuardianMail();
  const toast = useToast();
  if (guardian.status === 'given')
    return <p className={styles.muted}>Your parent or guardian confirmed their consent.</p>;
  return (
    <div className={styles.waiting} role="status">
      <p>{AGE_MESSAGES.awaitingGuardian}</p>
      <p className={styles.muted}>
        We sent it to <strong>{guardian.email}</strong>.
      </p>
      {resend.isError ? (
        <ErrorAlert>{failureText(resend.error, CONSENT_MESSAGES.saveFailed)}</ErrorAlert>
      ) : null}
      <div>
        <Button
          variant="outline"
          isLoading={resend.isPending}
          loadingText="Sending..."
          onClick={() =>
            resend.mutate(undefined, { onSuccess: () => toast.show({ title: AGE_MESSAGES.guardianResent }) })
          }
        >
          Send the email again
        </Button>
      </div>
    </div>
  );
}

/**
 * /account/consents: every purpose of the privacy notice that applies to the person, with its state and a
 * one-click withdraw or give again (ADR 0036), and the history of each change as recorded.
 */
export function ConsentsPage({ user }: { user: User }) {
  const consents = useConsents();
  const change = useChangeConsent();
  const toast = useToast();
  const onChange = (state: ConsentState, given: boolean) =>
    change.mutate(
      { purpose: state.purpose, given },
      {
        onSuccess: () => {
          const title = noticeItem(state.purpose).title;
          toast.show({ title: given ? CONSENT_MESSAGES.given(title) : CONSENT_MESSAGES.withdrawn(title) });
        },
      },
    );

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Your consents</h1>
      <p className={styles.muted}>
        What you agreed to Jobmatch doing with your data. A change takes effect at once and is recorded.{' '}
        {noticeVersionLine()}; the full notice is on the <a href={paths.privacy.getHref()}>privacy page</a>.
      </p>
      {consents.isPending ? <Spinner label="Loading your consents" /> : null}
      {consents.isError ? <ErrorAlert>{CONSENT_MESSAGES.loadFailed}</ErrorAlert> : null}
      {consents.data?.guardian ? (
        <Card as="section" aria-labelledby="consents-guardian" className={styles.section}>
          <h2 id="consents-guardian">Your parent’s or guardian’s consent</h2>
          <GuardianWaiting guardian={consents.data.guardian} />
        </Card>
      ) : null}
      {consents.data ? (
        <Card as="section" aria-labelledby="consents-purposes" className={styles.section}>
          <h2 id="consents-purposes">What you agreed to</h2>
          {change.isError ? (
            <ErrorAlert>{failureText(change.error, CONSENT_MESSAGES.saveFailed)}</ErrorAlert>
          ) : null}
          {consents.data.purposes.map((state) => (
            <PurposeRow
              key={state.purpose}
              state={state}
              user={user}
              busy={change.isPending}
              onChange={(given) => onChange(state, given)}
            />
          ))}
        </Card>
      ) : null}
      {consents.data ? (
        <Card as="section" aria-labelledby="consents-history" className={styles.section}>
          <h2 id="consents-history">History</h2>
          {consents.data.history.length === 0 ? (
            <p className={styles.muted}>No changes recorded yet.</p>
          ) : (
            <ul className={styles.history}>
              {consents.data.history.map((record) => (
                <li key={`${record.at}-${record.purpose}`}>
                  <time dateTime={record.at}>{formatDateTime(record.at)}</time>:{' '}
                  {noticeItem(record.purpose).title} {record.given ? 'given' : 'withdrawn'}{' '}
                  {CHANNEL_TEXT[record.channel]}{' '}
                  <span className={styles.muted}>(notice {record.noticeVersion})</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
