import { indianDay } from '@shared/dates';
import {
  type AdminPrivacyRequestView,
  isOverdue,
  PRIVACY_REQUEST_MESSAGES,
  type PrivacyRequestDecision,
} from '@shared/privacy/requests';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useDecidePrivacyRequest, usePrivacyRequestQueue } from '../api/privacy-request-queue';
import styles from './privacy-requests.module.css';
import { RequestCard } from './request-status';

/** An open request's moves: start it, or end it with what the person is told (mailed to them). */
function Decision({ request }: { request: AdminPrivacyRequestView }) {
  const decide = useDecidePrivacyRequest();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const noteId = useId();
  const move = (status: PrivacyRequestDecision) => {
    if (status !== 'in_progress' && note.trim().length < 5) {
      setProblem(PRIVACY_REQUEST_MESSAGES.reasonRequired);
      return;
    }
    setProblem(undefined);
    decide.mutate({ id: request.id, status, note: note.trim() || undefined });
  };
  return (
    <div className={styles.form}>
      <TextareaField
        id={noteId}
        label="Note to the person"
        rows={3}
        hint="Mailed to them: what was done, or why the request is rejected."
        error={problem}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {decide.isError ? (
        <ErrorAlert>
          {decide.error instanceof Error ? decide.error.message : 'Something went wrong.'}
        </ErrorAlert>
      ) : null}
      <div className={styles.actions}>
        {request.status === 'received' ? (
          <Button variant="secondary" onClick={() => move('in_progress')} isLoading={decide.isPending}>
            Start
          </Button>
        ) : null}
        <Button onClick={() => move('resolved')} isLoading={decide.isPending}>
          Resolve
        </Button>
        <Button variant="danger" onClick={() => move('rejected')} isLoading={decide.isPending}>
          Reject
        </Button>
      </div>
    </div>
  );
}

/** /admin/privacy-requests: the grievance desk's queue, earliest due first (ADR 0038). */
export function PrivacyRequestQueuePage() {
  const [queue, setQueue] = useState<'open' | 'closed'>('open');
  const requests = usePrivacyRequestQueue(queue);
  const today = indianDay(new Date());
  return (
    <div className={`container ${styles.page}`}>
      <div>
        <h1>Privacy requests</h1>
        <p className={styles.lead}>
          Requests about people’s own data. Each is due by the date shown; every move is mailed to the person.
        </p>
      </div>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">Which requests</legend>
        <Button
          variant={queue === 'open' ? 'primary' : 'outline'}
          aria-pressed={queue === 'open'}
          onClick={() => setQueue('open')}
        >
          Open
        </Button>
        <Button
          variant={queue === 'closed' ? 'primary' : 'outline'}
          aria-pressed={queue === 'closed'}
          onClick={() => setQueue('closed')}
        >
          Answered
        </Button>
      </fieldset>
      <h2>{queue === 'open' ? 'Open requests, earliest due first' : 'Answered requests'}</h2>
      {requests.isPending ? <Spinner label="Loading requests" /> : null}
      {requests.isError ? (
        <ErrorAlert>We could not load the requests. Please reload the page.</ErrorAlert>
      ) : null}
      {requests.data?.length === 0 ? (
        <p className={styles.lead}>
          {queue === 'open' ? 'No open privacy requests.' : 'No answered requests yet.'}
        </p>
      ) : null}
      {requests.data?.length ? (
        <ul className={styles.list}>
          {requests.data.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              overdue={queue === 'open' && isOverdue(request.dueOn, today)}
              who={
                <p className={styles.meta}>
                  From {request.name} ({request.email}) ·{' '}
                  {request.signedIn ? 'signed in' : 'confirmed by email'}
                </p>
              }
            >
              {queue === 'open' ? <Decision request={request} /> : null}
            </RequestCard>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
