import { PRIVACY_REQUEST } from '@shared/privacy/requests';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/session-store';
import { Link } from '@/lib/router';
import { useMyPrivacyRequests } from '../api/my-privacy-requests';
import { PrivacyRequestForm } from './privacy-request-form';
import styles from './privacy-requests.module.css';
import { RequestCard } from './request-status';

function MyRequests() {
  const requests = useMyPrivacyRequests({ enabled: true });
  return (
    <section aria-labelledby="my-requests-title">
      <h2 id="my-requests-title">Your requests</h2>
      {requests.isPending ? <Spinner label="Loading your requests" /> : null}
      {requests.isError ? (
        <ErrorAlert>We could not load your requests. Please reload the page.</ErrorAlert>
      ) : null}
      {requests.data?.length === 0 ? (
        <p className={styles.lead}>You have not filed a privacy request yet.</p>
      ) : null}
      {requests.data?.length ? (
        <ul className={styles.list}>
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /privacy/requests: the grievance desk (ADR 0038). Anyone may file; a signed-in person also follows their
 * requests here.
 */
export function PrivacyRequestsPage() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  return (
    <div className={`container ${styles.page}`}>
      <div>
        <h1>Privacy requests</h1>
        <p className={styles.lead}>
          Ask for a copy of your data, a correction or its erasure, withdraw a consent, complain about how we
          handle your data, or nominate someone to act for you. We answer within{' '}
          {PRIVACY_REQUEST.responseDays} days. See the{' '}
          <Link to={paths.privacy.getHref()}>Privacy Policy</Link> for your rights.
        </p>
      </div>
      {status === 'loading' ? (
        <Spinner label="Loading" />
      ) : (
        <PrivacyRequestForm key={status} signedIn={signedIn} />
      )}
      {signedIn ? <MyRequests /> : null}
    </div>
  );
}
